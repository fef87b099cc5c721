import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { fastifyCookie } from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { withFirstView, type FirstViewSource } from './first-view';
import { matchesEtag, preferredEncoding, type ComputedPage, type PageCache, type SharedPage } from './page-cache';
import { withRenderedPage, type PageCode, type PageRenderer } from './page-render';
import { pageFiles, PAGE_FILES_PATH } from './page-files';
import { createAssetHandler } from './static-assets';
import { errorHandler, sendClientError } from '../api/http/error-handler';
import { isDatabaseUnavailable } from '../api/db/database-unavailable';
import { sendUnavailablePage } from './unavailable-page';
import { SESSION_COOKIE } from '../api/http/session-cookie';

export interface WebAppOptions {
  /** The folder `vite build` wrote (holds index.html and assets/). */
  distDir: string;
  /** Writes each page's first-view data into it (server/first-view.ts); without it index.html goes out as built. */
  firstView?: FirstViewSource;
  /** Renders a page from its first view's answers (server/page-render.ts); without it the browser draws every page. */
  renderer?: PageRenderer;
  /** Keeps whole pages (server/page-cache.ts); without it every page is computed per request. */
  pageCache?: PageCache;
  /**
   * Whether a session id (the `sid` cookie) names a live session. With it, signed-in customers share
   * pages too (kept apart from the visitors' ones); without it a page for a session is computed for it.
   */
  isSignedIn?: (sessionId: string) => Promise<boolean>;
}

/**
 * Whom a shared page is for. A page depends on nothing of its visitor but whether they are signed in:
 * the customer's own data (name, balance, cart) is not in it, the browser asks for it once the app runs.
 */
type Audience = 'visitor' | 'customer';

type ViteModule = Pick<typeof import('vite'), 'build'>;

/** Where the two builds live: the browser's app, and the server's render of its pages. */
export interface WebBuild {
  /** The folder `vite build` writes (holds index.html and assets/). */
  distDir: string;
  /** The module `vite build --ssr` writes (server/page-render.ts loads it). */
  serverRenderFile: string;
}

/**
 * Makes the builds that do not exist yet with Vite (first `npm start` on a fresh clone). Vite is a
 * dev dependency: an install without it needs the builds made elsewhere. Without the browser's app
 * it cannot start and says so; without the server's render its pages are drawn in the browser.
 */
export async function ensureWebBuild(
  { distDir, serverRenderFile }: WebBuild,
  log: (message: string) => void,
  loadVite: () => Promise<ViteModule> = () => import('vite'),
): Promise<void> {
  const needsApp = !existsSync(join(distDir, 'index.html'));
  const needsRender = !existsSync(serverRenderFile);
  if (!needsApp && !needsRender) return;
  let vite: ViteModule;
  try {
    vite = await loadVite();
  } catch (error) {
    if (!needsApp) return log(`no ${serverRenderFile} and no Vite to build it: pages are drawn in the browser only`);
    throw new Error(
      `No web build in ${distDir}, and Vite (a dev dependency) is not installed to make one. ` +
        'Run `npm run build` where dev dependencies are installed and copy dist/ and dist-server/ here, or run `npm install` (with dev dependencies).',
      { cause: error },
    );
  }
  const configFile = new URL('../vite.config.ts', import.meta.url).pathname;
  if (needsApp) {
    log(`no web build in ${distDir}: building it once with vite`);
    await vite.build({ configFile, logLevel: 'warn' });
  }
  if (needsRender) {
    log(`no ${serverRenderFile}: building the server's render once with vite`);
    await vite.build({ configFile, logLevel: 'warn', build: { ssr: true } });
  }
}

interface PageCodeAt extends PageCode {
  pattern: RegExp;
}

/**
 * A file of the build, read (and made into a value by `read`) again when a rebuild rewrites it;
 * `read` gets undefined while the file does not exist. Its time is looked at once per turn of the
 * event loop: the requests that turn serves share one stat (a shared page costs little more).
 */
function builtFile<T>(file: string, read: (text: string | undefined) => T): () => T {
  let last: { at: number; value: T } | undefined;
  let lookedThisTurn = false;
  return () => {
    if (last && lookedThisTurn) return last.value;
    const at = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (last?.at !== at) last = { at, value: read(at ? readFileSync(file, 'utf8') : undefined) };
    lookedThisTurn = true;
    setImmediate(() => (lookedThisTurn = false));
    return last.value;
  };
}

/** The code each page needs beyond the entry script, as the build wrote it (vite.config.ts, pageLinks); none without a build. */
function pageCodeOf(distDir: string): (path: string) => PageCode | undefined {
  const pages = builtFile(join(distDir, '.vite', 'page-links.json'), (text): PageCodeAt[] => {
    const written = text ? (JSON.parse(text) as (PageCode & { pattern: string; flags: string })[]) : [];
    return written.map(({ pattern, flags, scripts, styles }) => ({ pattern: new RegExp(pattern, flags), scripts, styles }));
  });
  return (path) => pages().find(({ pattern }) => pattern.test(path));
}

/** A Link header that has the browser fetch the page's code beside the entry script. */
function linkHeader({ scripts, styles }: PageCode): string {
  return [
    ...scripts.map((href) => `<${href}>; rel=modulepreload; crossorigin`),
    ...styles.map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
  ].join(', ');
}

/**
 * /boot.js blocks the first paint of every rendered page (server/page-render.ts), so a browser keeps it
 * a while instead of asking again each time; it reads only the <meta> tags and saved choices, which a
 * new build leaves as they are.
 */
const BOOT_SCRIPT_CACHE = 'public, max-age=600';

/** Every page's icon: asked for once a day at most, not revalidated on each page. */
const FAVICON = /^favicon\.ico$/;
const FAVICON_CACHE = 'public, max-age=86400';

const LOOKS_LIKE_FILE = /\.[a-z0-9]+$/i;

/** The session id the request's cookie names, if any (read as the API reads it: @fastify/cookie). */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  return cookie === undefined || !cookie.includes(`${SESSION_COOKIE}=`) ? undefined : fastifyCookie.parse(cookie)[SESSION_COOKIE] || undefined;
}

/** Files whose answer depends on Accept-Encoding (the build precompresses them: vite.precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built React app: each built file at its path (hashed assets from memory, cached forever), and
 * index.html for every other GET so deep links such as /products/cs2/all load directly. Unknown
 * files and /api, /graphql, /assets, /page-data paths stay 404s: a stale page must never run HTML as a script.
 * Text files go out as the build's brotli or gzip copy when the browser accepts it.
 */
export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { distDir, firstView, renderer, pageCache, isSignedIn }) => {
  if (renderer) app.addHook('onClose', () => renderer.close());
  const assetsDir = join(distDir, 'assets');
  const bootScript = join(distDir, 'boot.js');
  const cacheControl = (path: string) => {
    if (path.startsWith(assetsDir)) return 'public, max-age=31536000, immutable';
    if (path.replace(/\.(br|gz)$/, '') === bootScript) return BOOT_SCRIPT_CACHE;
    return FAVICON.test(relative(distDir, path)) ? FAVICON_CACHE : 'no-cache';
  };
  // Only for a page with its first view written in: the built files have their precompressed copies.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The built files all have an extension: a page's path goes to the app at once, without looking
    // on disk for it and its .br and .gz copies first.
    allowedPath: (path) => LOOKS_LIKE_FILE.test(path),
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControl(path));
      if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'accept-encoding');
    },
  });
  // Hashed files from memory (server/static-assets.ts): more specific than fastify-static's own route.
  app.get('/assets/*', createAssetHandler(assetsDir));
  // A file named by another process's page: this one's start-up answer (kept per site version) makes it.
  const files = pageFiles(async (request) => (await firstView?.(request, PAGE_FILES_PATH, '', false))?.sent);
  app.get(`${PAGE_FILES_PATH}:name`, files.send);
  const pageCodeFor = pageCodeOf(distDir);
  const indexHtml = builtFile(join(distDir, 'index.html'), (text) => {
    if (text === undefined) throw new Error(`no index.html in ${distDir}`);
    return text;
  });
  /** The page at `path` for this request's visitor; undefined when it has no first view (index.html goes out as built). */
  const computePage = async (request: FastifyRequest, path: string, audience?: Audience): Promise<ComputedPage | undefined> => {
    const code = pageCodeFor(path);
    const search = request.url.slice(path.length);
    const view = await firstView?.(request, path, search, audience === undefined ? undefined : audience === 'customer');
    if (!view) return undefined;
    const rendered = view.rendered ? await renderer?.render({ path, search, sent: view.sent }) : undefined;
    // Rendered from the whole answers; the page carries start-up's translations as a file of their own.
    const page = withFirstView(indexHtml(), { ...view, sent: files.split(view.sent) });
    // A page the browser draws names its own code in a Link header, so it loads beside the entry script.
    const link = rendered === undefined && code ? linkHeader(code) : undefined;
    // A page left unrendered (the renderer was busy) is rendered again for the next visitor.
    const renderMissed = view.rendered && renderer !== undefined && rendered === undefined;
    // A session that ended (or began) while the page was computed: the page is not its audience's.
    const forAudience = audience === undefined || view.signedIn === (audience === 'customer');
    return { html: rendered === undefined ? page : withRenderedPage(page, rendered, code), link, keep: view.complete && !renderMissed && forAudience };
  };
  const sendBuiltIndex = (reply: FastifyReply, path: string) => {
    const code = pageCodeFor(path);
    if (code) reply.header('link', linkHeader(code));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  let builtIndex: string | undefined;
  /** Every visitor (or every signed-in customer) gets the same page at an address, kept while it is current. */
  const sendSharedPage = async (cache: PageCache, request: FastifyRequest, reply: FastifyReply, path: string, audience: Audience) => {
    const built = indexHtml();
    if (builtIndex !== built) {
      builtIndex = built;
      cache.clear();
    }
    const page = await cache.get(`${audience} ${request.host} ${request.url}`, () => computePage(request, path, audience));
    if (!page) return sendBuiltIndex(reply, path);
    return sendPage(request, reply, page);
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: SharedPage) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const etag = page.etag(encoding);
    if (page.link) reply.header('link', page.link);
    // A request with a session is answered for its browser alone: no shared cache between keeps it.
    const cacheControl = sessionIdOf(request) === undefined ? 'no-cache' : 'private, no-cache';
    reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  };
  const audienceOf = async (request: FastifyRequest): Promise<Audience | undefined> => {
    const sessionId = sessionIdOf(request);
    if (sessionId === undefined) return 'visitor';
    if (!isSignedIn) return undefined;
    // Unanswered (the database failing), the page is computed for this request alone, as without isSignedIn.
    const signedIn = await isSignedIn(sessionId).catch(() => undefined);
    return signedIn === undefined ? undefined : signedIn ? 'customer' : 'visitor';
  };
  // HEAD is GET without the body (link checkers and uptime monitors ask it of pages): Node drops the body.
  const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
  const sendApp = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const audience = pageCache && isRead(request) ? await audienceOf(request) : undefined;
    if (pageCache && audience) return sendSharedPage(pageCache, request, reply, path, audience);
    const page = await computePage(request, path);
    if (!page) return sendBuiltIndex(reply, path);
    if (page.link) reply.header('link', page.link);
    // Answered for this visitor (their cookie): no shared cache may keep it.
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    return reply.compress(page.html);
  };
  app.get('/', (request, reply) => sendApp(request, reply, '/'));
  // The operator console (issue 43) is an app of its own (src/admin/index.html, built to dist/admin/):
  // every page under /admin is its HTML, never the shop's, and no first view is computed for it.
  const sendConsole = (_request: FastifyRequest, reply: FastifyReply) => reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').sendFile('admin/index.html');
  app.get('/admin', sendConsole);
  app.get('/admin/*', sendConsole);
  app.get('/admin/assets/*', createAssetHandler(join(distDir, 'admin', 'assets')));
  // A page asked for while the database is away is a page that says so (the API's paths keep their envelope).
  app.setErrorHandler<FastifyError>((error, request, reply) => (isDatabaseUnavailable(error) ? sendUnavailablePage(reply) : errorHandler(error, request, reply)));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const looksLikeFile = LOOKS_LIKE_FILE.test(path);
    const isAppRoute = isRead(request) && !looksLikeFile && !/^\/(api|graphql|assets|page-data)(\/|$)/.test(path);
    // The API's envelope for an unknown route (a path such as /api/../x can end here).
    if (!isAppRoute) return sendClientError(reply, 404);
    return sendApp(request, reply, path);
  });
};
