import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export interface WebAppOptions {
  /** The folder `vite build` wrote (holds index.html and assets/). */
  distDir: string;
}

/** Builds the web app with Vite when no build exists yet (first `npm start` on a fresh clone). */
export async function ensureWebBuild(distDir: string, log: (message: string) => void): Promise<void> {
  if (existsSync(join(distDir, 'index.html'))) return;
  log(`no web build in ${distDir}: building it once with vite`);
  const { build } = await import('vite');
  await build({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}

/**
 * Serves the built React app: each built file at its path (hashed assets cached forever), and
 * index.html for every other GET so deep links such as /products/cs2/all load directly. Unknown
 * files and /api, /graphql, /assets paths stay 404s: a stale page must never run HTML as a script.
 */
export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { distDir }) => {
  const assetsDir = join(distDir, 'assets');
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', (_request, reply) => sendApp(reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    const isAppRoute = request.method === 'GET' && !looksLikeFile && !/^\/(api|graphql|assets)(\/|$)/.test(path);
    if (!isAppRoute) return reply.code(404).send({ status: 'ERROR', message: 'Not found' });
    return sendApp(reply);
  });
};
