import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../gateway/web-app';

// `npm start` on an install without dev dependencies: Vite is missing, so it must say what to do.
describe('ensureWebBuild', () => {
  it('says clearly what is missing when there is no build and no Vite', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      const missing = Object.assign(new Error("Cannot find package 'vite'"), { code: 'ERR_MODULE_NOT_FOUND' });
      await expect(ensureWebBuild(distDir, () => undefined, () => Promise.reject(missing))).rejects.toThrow(
        /No web build in .*, and Vite \(a dev dependency\) is not installed to make one\. Run `npm run build`/,
      );
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('never loads Vite when a build exists', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      writeFileSync(join(distDir, 'index.html'), '<!doctype html>');
      let loaded = false;
      await ensureWebBuild(distDir, () => undefined, () => {
        loaded = true;
        return Promise.reject(new Error('not here'));
      });
      expect(loaded).toBe(false);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
