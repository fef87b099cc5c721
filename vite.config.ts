import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite.precompress.ts';
import { defaultStartupUrl } from './machines/startup.request.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The page asks for its start-up data itself, as a preloaded GET that travels beside the scripts
 * instead of after them; machines/startup.actors.ts sends the very same request and gets this answer.
 */
function preloadStartup(): Plugin {
  return {
    name: 'preload-startup',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: defaultStartupUrl() }, injectTo: 'head' },
    ],
  };
}

// The web app lives in src/ (index.html there) and builds to dist/. Tests run from the repo root.
export default defineConfig({
  root: here('./src'),
  plugins: [react(), preloadStartup(), precompress()],
  build: { outDir: here('./dist'), emptyOutDir: true, sourcemap: false, manifest: true },
  // '^/graphql$' only, so a dev-server path that merely starts with /graphql is not proxied.
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '^/graphql$': 'http://127.0.0.1:3000' } },
  test: {
    root: here('.'),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false } },
      { extends: true, test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'] } },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
