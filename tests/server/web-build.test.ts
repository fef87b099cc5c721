import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild, type WebBuild } from '../../server/web-app';

// `npm start` on an install without dev dependencies: Vite is missing, so it must say what to do.
describe('ensureWebBuild', () => {
  let dir: string;
  let build: WebBuild;
  const missingVite = () => Promise.reject(Object.assign(new Error("Cannot find package 'vite'"), { code: 'ERR_MODULE_NOT_FOUND' }));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'));
    build = { distDir: dir, serverRenderFile: join(dir, 'server-render.js') };
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('says clearly what is missing when there is no build and no Vite', async () => {
    await expect(ensureWebBuild(build, () => undefined, missingVite)).rejects.toThrow(
      /No web build in .*, and Vite \(a dev dependency\) is not installed to make one\. Run `npm run build`/,
    );
  });

  it("starts without the server's render when only that is missing, and says that the browser draws the pages", async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const said: string[] = [];
    await ensureWebBuild(build, (message) => said.push(message), missingVite);
    expect(said).toEqual([expect.stringMatching(/no .*server-render\.js and no Vite to build it: pages are drawn in the browser only/)]);
  });

  it('never loads Vite when both builds exist', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(build.serverRenderFile, 'export {}');
    let loaded = false;
    await ensureWebBuild(build, () => undefined, () => {
      loaded = true;
      return Promise.reject(new Error('not here'));
    });
    expect(loaded).toBe(false);
  });
});
