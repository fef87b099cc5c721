// The first view's data, sent with the page: before the page goes out, the server runs the route's
// first operations (machines/first-view/first-view.ts, the very ones the browser would send next) on its own
// gateway, in process, as the visitor (their cookie and address), and writes the answers into the page. The
// browser's first requests are then answered without a round trip, and the first view's leading
// pictures are named in the page's head, so they load beside the scripts.
import type { FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import { hasFirstViewData, loadFirstView } from '../machines/first-view/first-view';
import type { ExecutionResult } from '../gateway/graphql-runtime';
import { documentIdOf, operationName, PAGE_ANSWERS_ID, type Gql, type PageAnswers } from '../machines/graphql-client/graphql-client';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID } from '../machines/app/preferences.rules';
import { LEADING_PICTURES, productImageUrl } from '../machines/catalogue/product-image-url';
import { StartupDocument, startupVariables } from '../machines/app/startup.request';
import { escapeHtml } from '../api/lib/escape-html';

export type { PageToRender, RenderedPage } from '../machines/first-view/first-view';

/** A page never waits longer than this for its first view's data; past it, the browser asks itself. */
export const FIRST_VIEW_WAIT_MS = 300;

export interface FirstView {
  /** The answers, as the page carries them and the server renders it from them. */
  sent: PageAnswers;
  /** The leading pictures' addresses, in page order. */
  pictures: string[];
  /** Whether the server renders the page from these answers (src/server-render.tsx): the routes with data of their own. */
  rendered: boolean;
  /** Whether every operation asked was answered (a page missing one is not shared: server/page-cache.ts). */
  complete: boolean;
  /** Whether start-up answered that the visitor is signed in (the one answer that depends on who asks). */
  signedIn: boolean;
}

/**
 * What the page at a path and query string gets: its first view's answers, or undefined when it has
 * none. `signedIn` is whether the visitor is signed in, when the caller knows it (the shared pages'
 * audience): start-up's answer is then kept per site version.
 */
export type FirstViewSource = (request: FastifyRequest, path: string, search: string, signedIn?: boolean) => Promise<FirstView | undefined>;

/**
 * Start-up's answer depends on nothing but the site's data (settings, currencies, languages,
 * translations, social links: the site version) and whether the visitor is signed in, so it is asked
 * once per both, in the name of the first visitor who needs it, and kept while the version holds.
 */
function startupKept(readSiteVersion: () => Promise<number>) {
  const kept = new Map<boolean, { version: number; data: Promise<{ isAuthenticated?: boolean }> }>();
  return async (signedIn: boolean, ask: () => Promise<{ isAuthenticated?: boolean }>) => {
    const version = await readSiteVersion();
    const entry = kept.get(signedIn);
    if (entry?.version === version) return entry.data;
    const data = ask();
    if (!entry || entry.version < version) kept.set(signedIn, { version, data });
    // A failed answer, or one for a session that ended (or began) meanwhile, is not kept.
    const drop = () => kept.get(signedIn)?.data === data && kept.delete(signedIn);
    data.then((answer) => answer.isAuthenticated !== signedIn && drop(), drop);
    return data;
  };
}

/**
 * Runs one of the app's operations, by document id, as the browser that sent `request` (its cookie,
 * address and host): the gateway's runPersisted (gateway/gateway.ts), what POST /graphql would answer.
 */
export type RunOperation = (request: FastifyRequest, documentId: string, variables: Record<string, unknown> | null) => Promise<ExecutionResult>;

/** The first view of each page, run by `runOperation` in the visitor's name. */
export function firstViewSource(runOperation: RunOperation, waitMs = FIRST_VIEW_WAIT_MS, readSiteVersion?: () => Promise<number>): FirstViewSource {
  const keptStartup = readSiteVersion && startupKept(readSiteVersion);
  return async (request, path, search, signedIn) => {
    // By document id, as the browser sends them: the gateway runs no other documents.
    const ask = async (document: DocumentNode, variables: unknown) => {
      const { data, errors } = await runOperation(request, documentIdOf(document), variables as Record<string, unknown> | null);
      if (errors || !data) throw new Error(`first view: ${operationName(document)} answered ${errors?.[0]?.message ?? 'no data'}`, { cause: errors?.[0] });
      return data;
    };
    const answers: PageAnswers['answers'] = [];
    const asked: Promise<unknown>[] = [];
    let complete = true;
    const run = ((document: DocumentNode, variables: unknown) => {
      const asking = () => ask(document, variables);
      const data = document === StartupDocument && keptStartup && signedIn !== undefined ? keptStartup(signedIn, asking) : asking();
      const answer = data.then((data) => {
        answers.push({ operation: operationName(document) ?? '', variables, data });
        return data;
      });
      asked.push(answer.catch(() => (complete = false)));
      return answer;
    }) as unknown as Gql;
    // Every page starts with start-up (as a visitor in the default language: the server cannot see a saved one).
    const startup = run(StartupDocument, startupVariables(DEFAULT_LANGUAGE_ID));
    const work = (async (): Promise<FirstView> => {
      const imgUrls = await loadFirstView(path, search, DEFAULT_CURRENCY.code, DEFAULT_LANGUAGE_ID, run);
      await Promise.all(asked);
      const started = await startup.catch(() => undefined);
      const host = imgUrls.length > 0 ? started?.settings?.imageHost : undefined;
      const pictures = host === undefined ? [] : imgUrls.slice(0, LEADING_PICTURES).map((imgUrl) => productImageUrl(host, imgUrl));
      const signedIn = started?.isAuthenticated === true;
      return { sent: { languageId: DEFAULT_LANGUAGE_ID, answers }, pictures, rendered: hasFirstViewData(path), complete, signedIn };
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), waitMs)));
    try {
      const view = await Promise.race([work, late]);
      return view && view.sent.answers.length > 0 ? view : undefined;
    } catch (error) {
      request.log.warn({ err: error }, 'first view data not sent with the page');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or start a comment. */
function scriptSafeJson(value: unknown): string {
  // One pass over the answers (tens of kilobytes on a listing), not five.
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]!);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * index.html with the first view written in: the preloads of the answers' files (server/page-files.ts)
 * and of the pictures in its head, the answers before </body>.
 */
export function withFirstView(html: string, view: FirstView): string {
  // As the app fetches them (mode cors, same-origin credentials), or the browser would fetch them twice.
  const files = view.sent.answers.flatMap((answer) => Object.values(answer.files ?? {}));
  const preloads = [
    ...files.map((url) => `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin>`),
    ...view.pictures.map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`),
  ].join('');
  const script = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${scriptSafeJson(view.sent)}</script>`;
  // Functions as replacements: a `$&` in an item's name must stay text, not become a pattern.
  return html.replace('</head>', () => `${preloads}</head>`).replace('</body>', () => `${script}</body>`);
}
