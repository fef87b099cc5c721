// The server's render of a page: the app's own render (src/server-render.tsx, built to
// dist-server/server-render.js) drawn from the answers the page goes out with, written into index.html
// so that the visitor sees the page before any script has run. The app's scripts then load after that
// first paint (src/public/boot.js) and take the HTML over.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageToRender, RenderedPage } from './first-view';
import { escapeHtml } from '../api/lib/escape-html';
import { LruMap } from '../gateway/lru-map';

/** The app's root element for a page and its title, or undefined when it is not rendered. */
export type RenderPage = (page: PageToRender) => Promise<RenderedPage | undefined>;

export interface PageRenderer {
  render: RenderPage;
  /** Ends the render thread (the server's onClose). */
  close(): Promise<void>;
}

/** Pages rendered last, by what they were rendered from: the same answers draw the same page. */
const KEPT_RENDERS = 100;

const RENDER_THREAD = new URL('./page-render.worker.mjs', import.meta.url);

interface RenderThread extends PageRenderer {
  /** Whether the thread's render budget has no room for a page now (it would come back unrendered). */
  paused(): boolean;
}

/**
 * The build at `moduleUrl` rendering in a worker thread (server/page-render.worker.mjs), so that a
 * render's CPU never holds the process's other requests. Once the thread has failed (a broken build),
 * every page goes out unrendered and the browser draws it.
 */
function renderThread(moduleUrl: string): RenderThread {
  const worker = new Worker(RENDER_THREAD, { workerData: { moduleUrl } });
  worker.unref();
  const waiting = new Map<number, (rendered: RenderedPage | undefined) => void>();
  let nextId = 0;
  let alive = true;
  let pausedUntil = 0;
  const endAll = () => {
    alive = false;
    for (const resolve of waiting.values()) resolve(undefined);
    waiting.clear();
  };
  worker.on('message', ({ id, rendered, pauseMs }: { id: number; rendered: RenderedPage | undefined; pauseMs: number }) => {
    pausedUntil = performance.now() + pauseMs;
    waiting.get(id)?.(rendered);
    waiting.delete(id);
  });
  worker.on('error', endAll);
  worker.on('exit', endAll);
  return {
    render: (page) =>
      alive
        ? new Promise((resolve) => {
            const id = nextId++;
            waiting.set(id, resolve);
            worker.postMessage({ id, page });
          })
        : Promise.resolve(undefined),
    paused: () => performance.now() < pausedUntil,
    close: async () => {
      endAll();
      await worker.terminate();
    },
  };
}

/**
 * Renders with the build at `file`, in a thread started again when a rebuild rewrites it; without a
 * build no page is rendered (each goes out as index.html, and the browser draws it).
 */
export function pageRenderer(file: string): PageRenderer {
  let loaded: { at: number; thread: RenderThread | undefined } | undefined;
  const renders = new LruMap<Promise<RenderedPage | undefined>>(KEPT_RENDERS);
  const current = () => {
    const at = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (loaded?.at !== at) {
      renders.clear();
      void loaded?.thread?.close();
      loaded = { at, thread: at ? renderThread(`${pathToFileURL(file).href}?built=${at}`) : undefined };
    }
    return loaded.thread;
  };
  return {
    async render(page) {
      const thread = current();
      // Paused, a page goes out unrendered before it costs the copy and the hash of its answers.
      if (!thread || thread.paused()) return undefined;
      const key = createHash('sha256').update(JSON.stringify(page)).digest('base64');
      let rendered = renders.get(key);
      if (!rendered) {
        const rendering = thread.render(page);
        renders.set(key, rendering);
        // A page left unrendered (the renderer was busy) is tried again next time.
        void rendering.then((done) => done === undefined && renders.get(key) === rendering && renders.delete(key));
        rendered = rendering;
      }
      return rendered;
    },
    close: async () => {
      await loaded?.thread?.close();
      loaded = undefined;
    },
  };
}

/** What a page needs beyond the entry script (the build's page-links.json). */
export interface PageCode {
  scripts: string[];
  styles: string[];
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;

/** The mark after the server's render of the page: the browser paints nothing until it has parsed it. */
const RENDERED_PAGE_END_ID = 'rendered-page-end';

/**
 * index.html with the page's render as the root's content (in place of the preloader between the
 * `<!--app-->` marks) and its title. The page's styles are in the head, as the render needs them; its
 * scripts are only named, for /boot.js to load after the first paint. /boot.js itself runs before the
 * body is parsed (a classic script, not a module): a browser with its own currency or language must
 * never be shown the server's page.
 *
 * The first paint waits until the whole render is parsed (`<link rel="expect" blocking="render">`, a
 * mark after the root). Otherwise Chromium paints the page's top as soon as it has parsed it, then
 * styles and lays out the rest in a task after that paint: on a phone a tenth of a second in which a
 * tap waits, and the page's lower part arrives a paint later anyway.
 */
export function withRenderedPage(html: string, { root, title }: RenderedPage, code: PageCode | undefined): string {
  const styles = (code?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  const scripts = (code?.scripts ?? []).map((href) => meta('app-code', href)).join('');
  // Functions as replacements: a `$&` in an item's name must stay text, not become a pattern.
  return html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, entry: string) => `${meta('app-entry', entry)}<script src="/boot.js"></script>`)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => meta('app-code', href))
    .replace(/<title>[^<]*<\/title>/, (built) => (title === undefined ? built : `<title>${escapeHtml(title)}</title>`))
    .replace('</head>', () => `${styles}${scripts}<link rel="expect" href="#${RENDERED_PAGE_END_ID}" blocking="render"></head>`)
    .replace(
      /<div id="root"><!--app-->[\s\S]*?<!--\/app--><\/div>/,
      () => `<div id="root" data-server-rendered>${root}</div><template id="${RENDERED_PAGE_END_ID}"></template>`,
    );
}
