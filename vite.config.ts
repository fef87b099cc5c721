import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite.precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The web app lives in src/ (index.html there) and builds to dist/. Tests run from the repo root.
export default defineConfig({
  root: here('./src'),
  plugins: [react(), precompress()],
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
