// Text page (spec §2): find the page by slug among the static pages (loading the list first when it
// is empty), load it, and send the visitor to the 404 route (replace) when it is missing or fails.
import { assign, setup } from 'xstate';
import type { StaticPage, StaticPageSummary } from '../app/app.types';
import { NOT_FOUND_PATH, navigateTo } from '../navigation/navigation.browser';
import { loadStaticPage, loadStaticPages } from './text-page.actors';
import { findStaticPage } from './text-page.rules';

export interface TextPageInput {
  slug: string;
  /** The static pages the app already knows; may be empty. */
  pages: StaticPageSummary[];
  /** The page already in hand for this slug, if any (it came with the page: text-page.actors.ts). */
  held?: (slug: string, pages: StaticPageSummary[]) => StaticPage | undefined;
}

export interface TextPageContext {
  slug: string;
  pages: StaticPageSummary[];
  page: StaticPage | null;
}

export const textPageMachine = setup({
  types: {
    input: {} as TextPageInput,
    context: {} as TextPageContext,
  },
  actors: { loadStaticPages, loadStaticPage },
  actions: {
    redirectToNotFound: () => navigateTo(NOT_FOUND_PATH, { replace: true }),
  },
  guards: {
    holdsPage: ({ context }) => context.page !== null,
    knowsPages: ({ context }) => context.pages.length > 0,
    hasMatchingPage: ({ context }) => findStaticPage(context.pages, context.slug) !== undefined,
    isPresent: (_, params: { value: unknown }) => params.value !== null && params.value !== undefined,
  },
}).createMachine({
  id: 'textPage',
  context: ({ input }) => ({ slug: input.slug, pages: input.pages, page: input.held?.(input.slug, input.pages) ?? null }),
  initial: 'checkingList',
  states: {
    checkingList: {
      always: [{ guard: 'holdsPage', target: 'shown' }, { guard: 'knowsPages', target: 'matching' }, { target: 'loadingList' }],
    },
    loadingList: {
      invoke: {
        id: 'loadStaticPages',
        src: 'loadStaticPages',
        onDone: { target: 'matching', actions: assign({ pages: ({ event }) => event.output }) },
        onError: 'missing',
      },
    },
    matching: {
      always: [{ guard: 'hasMatchingPage', target: 'loadingPage' }, { target: 'missing' }],
    },
    loadingPage: {
      invoke: {
        id: 'loadStaticPage',
        src: 'loadStaticPage',
        input: ({ context }) => ({ id: findStaticPage(context.pages, context.slug)!.id }),
        onDone: [
          {
            guard: { type: 'isPresent', params: ({ event }) => ({ value: event.output }) },
            target: 'shown',
            actions: assign({ page: ({ event }) => event.output }),
          },
          { target: 'missing' },
        ],
        onError: 'missing',
      },
    },
    shown: {},
    missing: { type: 'final', entry: 'redirectToNotFound' },
  },
});
