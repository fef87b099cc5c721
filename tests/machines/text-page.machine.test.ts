import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StaticPage, StaticPageSummary } from '../../machines/app/app.types';
import { textPageMachine, type TextPageInput } from '../../machines/text-page/text-page.machine';
import { FakeActors, createFlowModel, describePath, flush, runPath } from './shell-flow-harness';

const PAGES: StaticPageSummary[] = [
  { id: 1, title: 'Terms and conditions', slug: 'terms-and-conditions' },
  { id: 4, title: 'Cookie policy', slug: 'cookie-policy' },
];
const COOKIE_POLICY: StaticPage = { id: 4, title: 'Cookie policy', slug: 'cookie-policy', header: '<h1>Cookies</h1>', content: '<p>We use cookies.</p>' };

function startActor(input: TextPageInput) {
  const fakes = new FakeActors();
  const redirectToNotFound = vi.fn();
  const machine = textPageMachine.provide({
    actors: { loadStaticPages: fakes.logic(), loadStaticPage: fakes.logic() },
    actions: { redirectToNotFound },
  });
  return { actor: createActor(machine, { input }).start(), fakes, redirectToNotFound };
}

const samples = [
  { type: 'xstate.done.actor.loadStaticPages', output: PAGES },
  { type: 'xstate.done.actor.loadStaticPages', output: [] },
  { type: 'xstate.error.actor.loadStaticPages', error: new Error('offline') },
  { type: 'xstate.done.actor.loadStaticPage', output: COOKIE_POLICY },
  { type: 'xstate.done.actor.loadStaticPage', output: null },
  { type: 'xstate.error.actor.loadStaticPage', error: new Error('offline') },
];

const inputs: [string, TextPageInput][] = [
  ['list known, slug present', { slug: 'terms-and-conditions', pages: PAGES }],
  ['list known, cookie-notice resolves to cookie-policy', { slug: 'cookie-notice', pages: PAGES }],
  ['list known, slug missing', { slug: 'nope', pages: PAGES }],
  ['list empty, slug present', { slug: 'cookie-policy', pages: [] }],
  ['the page already in hand (it came with the page)', { slug: 'cookie-policy', pages: [], held: () => COOKIE_POLICY }],
  ['nothing in hand', { slug: 'cookie-policy', pages: PAGES, held: () => undefined }],
];

describe.each(inputs)('text page machine, %s: every generated path', (_, input) => {
  const model = createFlowModel(textPageMachine, { samples, contextKey: (snapshot) => snapshot.context });
  const paths = model.getShortestPaths({ input });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor, fakes, redirectToNotFound } = startActor(input);
    await runPath(path, actor, fakes, (expected) => {
      expect(actor.getSnapshot().context).toEqual(expected.context);
      // The redirect happens exactly when the page is missing, and only once.
      expect(redirectToNotFound).toHaveBeenCalledTimes(expected.value === 'missing' ? 1 : 0);
    });
  });
});

describe('text page machine: rules', () => {
  it('loads the static page list first when it is empty, then the page', async () => {
    const { actor, fakes } = startActor({ slug: 'cookie-policy', pages: [] });
    expect(fakes.started.map((call) => call.id)).toEqual(['loadStaticPages']);
    fakes.settle({ type: 'xstate.done.actor.loadStaticPages', output: PAGES });
    await flush();
    expect(fakes.started.at(-1)).toEqual({ id: 'loadStaticPage', input: { id: 4 } });
    fakes.settle({ type: 'xstate.done.actor.loadStaticPage', output: COOKIE_POLICY });
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.page).toEqual(COOKIE_POLICY);
  });

  it('starts with the page already in hand, asking for nothing, and asks as before when none is', () => {
    const heldFor: string[] = [];
    const held = startActor({ slug: 'cookie-policy', pages: [], held: (slug, pages) => (heldFor.push(`${slug} ${pages.length}`), COOKIE_POLICY) });
    expect(heldFor).toEqual(['cookie-policy 0']);
    expect(held.actor.getSnapshot().value).toBe('shown');
    expect(held.actor.getSnapshot().context.page).toEqual(COOKIE_POLICY);
    expect(held.fakes.started).toEqual([]);
    const none = startActor({ slug: 'cookie-policy', pages: PAGES, held: () => undefined });
    expect(none.fakes.started).toEqual([{ id: 'loadStaticPage', input: { id: 4 } }]);
  });

  it('resolves cookie-notice to the cookie policy page when the notice is missing', () => {
    const { fakes } = startActor({ slug: 'cookie-notice', pages: PAGES });
    expect(fakes.started).toEqual([{ id: 'loadStaticPage', input: { id: 4 } }]);
  });

  it('redirects to the 404 route when the slug is unknown, without loading anything', () => {
    const { actor, fakes, redirectToNotFound } = startActor({ slug: 'unknown', pages: PAGES });
    expect(actor.getSnapshot().status).toBe('done');
    expect(fakes.started).toEqual([]);
    expect(redirectToNotFound).toHaveBeenCalledTimes(1);
  });

  it('redirects when loading the page fails', async () => {
    const { fakes, redirectToNotFound } = startActor({ slug: 'terms-and-conditions', pages: PAGES });
    fakes.settle({ type: 'xstate.error.actor.loadStaticPage', error: new Error('offline') });
    await flush();
    expect(redirectToNotFound).toHaveBeenCalledTimes(1);
  });
});
