import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

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
 * Serves the built React app: each built file at its path (hashed assets cached forever), every other
 * GET path gets index.html so deep links such as /products/cs2/all load directly.
 */
export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { distDir }) => {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/graphql')) {
      return reply.code(404).send({ status: 'ERROR', message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
