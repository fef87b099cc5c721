// The server's render of a page (server/page-render.ts loads the build of this file): the app
// rendered to HTML from the answers the page goes out with, exactly as the browser will first render
// it from those answers, so the visitor sees the page before any script has run and React then
// hydrates it instead of drawing it anew.
import './app/mantine-styles';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { waitFor } from 'xstate';
import type { PageToRender, RenderedPage } from '../machines/first-view/first-view';
import { answerOnlyFrom } from '../machines/graphql-client/graphql-client';
import { prefetchRouteData } from '../machines/first-view/route-prefetch';
import { prefetchStartup } from '../machines/app/startup.actors';
import { App } from './app/app';
import { startAppActor } from './app/create-app-actor';
import { preloadRoute } from './app/page-chunks';
import { renderingServerPage } from './app/use-after-first-paint';
import { DocumentTitleSink } from './app/use-document-title';

renderingServerPage();

/** Start-up is answered from the page's answers at once; a page without them is not rendered. */
const STARTUP_WAIT_MS = 100;
/** A render takes some 20 ms; nothing the app draws from the answers should wait on anything else. */
const RENDER_TIMEOUT_MS = 1000;

/**
 * Rendering runs in a thread of its own (server/page-render.worker.mjs) but shares the machine's cores
 * with everything else the process serves: at most this share of the thread's time goes to renders
 * (with a burst of up to MAX_BURST_MS), and at most MAX_WAITING renders wait their turn. Past either,
 * a page goes out unrendered and the browser draws it, so a flood of new addresses slows no answer
 * down for long.
 */
const RENDER_SHARE = 0.5;
const MAX_BURST_MS = 250;
const MAX_WAITING = 2;

// The machines' client and the app's actor are one per thread, as they are one per browser tab:
// one page renders at a time.
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
let budgetMs = MAX_BURST_MS;
let countedAt = performance.now();

function mayRender(): boolean {
  const now = performance.now();
  budgetMs = Math.min(MAX_BURST_MS, budgetMs + (now - countedAt) * RENDER_SHARE);
  countedAt = now;
  return budgetMs > 0 && waiting < MAX_WAITING;
}

/**
 * How long until the render budget allows a render again (0: now), so that the thread's owner sends no
 * page meanwhile: each one sent costs the server a copy of its answers (server/page-render.ts).
 */
export function renderPauseMs(): number {
  const budgetNow = Math.min(MAX_BURST_MS, budgetMs + (performance.now() - countedAt) * RENDER_SHARE);
  return budgetNow > 0 ? 0 : -budgetNow / RENDER_SHARE;
}

/** The app's root element for the page and the page's title, or undefined when it is not rendered. */
export function renderPage(page: PageToRender): Promise<RenderedPage | undefined> {
  if (!mayRender()) return Promise.resolve(undefined);
  waiting += 1;
  const rendered = queue.then(async () => {
    const started = performance.now();
    try {
      return await render(page);
    } finally {
      budgetMs -= performance.now() - started;
      waiting -= 1;
    }
  });
  queue = rendered.catch(() => {});
  return rendered;
}

async function render({ path, search, sent }: PageToRender): Promise<RenderedPage | undefined> {
  answerOnlyFrom(sent);
  void prefetchStartup().catch(() => {});
  void prefetchRouteData(path, search);
  await preloadRoute(path);
  const actor = await startAppActor();
  try {
    await waitFor(actor, (snapshot) => !snapshot.matches('starting'), { timeout: STARTUP_WAIT_MS });
    let title: string | undefined;
    const { prelude } = await prerenderToNodeStream(
      <DocumentTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <Router ssrPath={path} ssrSearch={search.replace(/^\?/, '')}>
          <App actor={actor} />
        </Router>
      </DocumentTitleSink.Provider>,
      // One piece: a boundary sent apart would need an inline script to put it in place, which the
      // Content-Security-Policy forbids. A part still waiting when time is up goes out as its
      // fallback, and the browser draws it.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
    );
    let root = '';
    for await (const chunk of prelude) root += chunk;
    return { root, title };
  } catch {
    return undefined;
  } finally {
    actor.stop();
  }
}
