import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { withFirstView, type FirstViewSource } from './first-view';

export interface WebAppOptions {
  /** The folder `vite build` wrote (holds index.html and assets/). */
  distDir: string;
  /** Writes each page's first-view data into it (gateway/first-view.ts); without it index.html goes out as built. */
  firstView?: FirstViewSource;
}

type ViteModule = Pick<typeof import('vite'), 'build'>;

/**
 * Builds the web app with Vite when no build exists yet (first `npm start` on a fresh clone). Vite is
 * a dev dependency: an install without it needs a build made elsewhere, and is told so.
 */
export async function ensureWebBuild(
  distDir: string,
  log: (message: string) => void,
  loadVite: () => Promise<ViteModule> = () => import('vite'),
): Promise<void> {
  if (existsSync(join(distDir, 'index.html'))) return;
  let vite: ViteModule;
  try {
    vite = await loadVite();
  } catch (error) {
    throw new Error(
      `No web build in ${distDir}, and Vite (a dev dependency) is not installed to make one. ` +
        'Run `npm run build` where dev dependencies are installed and copy dist/ here, or run `npm install` (with dev dependencies).',
      { cause: error },
    );
  }
  log(`no web build in ${distDir}: building it once with vite`);
  await vite.build({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}

interface PageLink {
  pattern: RegExp;
  link: string;
}

/**
 * A file of the build, read (and made into a value by `read`) again when a rebuild rewrites it;
 * `read` gets undefined while the file does not exist.
 */
function builtFile<T>(file: string, read: (text: string | undefined) => T): () => T {
  let last: { at: number; value: T } | undefined;
  return () => {
    const at = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (last?.at !== at) last = { at, value: read(at ? readFileSync(file, 'utf8') : undefined) };
    return last.value;
  };
}

/**
 * The Link header for each page (its code beyond the entry script), as the build wrote it
 * (vite.config.ts, pageLinks); empty without a build.
 */
function pageLinksOf(distDir: string): (path: string) => string | undefined {
  const links = builtFile(join(distDir, '.vite', 'page-links.json'), (text): PageLink[] => {
    const written = text ? (JSON.parse(text) as { pattern: string; flags: string; link: string }[]) : [];
    return written.map(({ pattern, flags, link }) => ({ pattern: new RegExp(pattern, flags), link }));
  });
  return (path) => links().find(({ pattern }) => pattern.test(path))?.link;
}

/** Files whose answer depends on Accept-Encoding (the build precompresses them: vite.precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built React app: each built file at its path (hashed assets cached forever), and
 * index.html for every other GET so deep links such as /products/cs2/all load directly. Unknown
 * files and /api, /graphql, /assets paths stay 404s: a stale page must never run HTML as a script.
 * Text files go out as the build's brotli or gzip copy when the browser accepts it.
 */
export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { distDir, firstView }) => {
  const assetsDir = join(distDir, 'assets');
  // Only for a page with its first view written in: the built files have their precompressed copies.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'accept-encoding');
    },
  });
  const pageLinkFor = pageLinksOf(distDir);
  const indexHtml = builtFile(join(distDir, 'index.html'), (text) => {
    if (text === undefined) throw new Error(`no index.html in ${distDir}`);
    return text;
  });
  // The page's own code is named in a Link header, so the browser fetches it beside the entry script.
  const sendApp = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const link = pageLinkFor(path);
    if (link) reply.header('link', link);
    const view = await firstView?.(request, path, request.url.slice(path.length));
    if (!view) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    // Answered for this visitor (their cookie): no shared cache may keep it.
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    return reply.compress(withFirstView(indexHtml(), view));
  };
  app.get('/', (request, reply) => sendApp(request, reply, '/'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    const isAppRoute = request.method === 'GET' && !looksLikeFile && !/^\/(api|graphql|assets)(\/|$)/.test(path);
    if (!isAppRoute) return reply.code(404).send({ status: 'ERROR', message: 'Not found' });
    return sendApp(request, reply, path);
  });
};
