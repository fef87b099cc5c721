import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pageRenderer, type PageRenderer } from '../../server/page-render';

// The server's render runs in a thread of its own (server/page-render.worker.mjs), loading the build
// the way it loads dist-server/server-render.js; these builds are small stand-ins with the same export.
const dir = mkdtempSync(join(tmpdir(), 'page-render-thread-'));
const page = { path: '/', search: '', sent: { languageId: 10, answers: [] } };
let renderer: PageRenderer | undefined;

afterEach(async () => {
  await renderer?.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build whose renderPage answers `body` (JavaScript evaluated in the render thread) as the root. */
function build(name: string, body: string, at = Date.now() / 1000): string {
  const file = join(dir, name);
  writeFileSync(file, `import { threadId } from 'node:worker_threads';\nexport async function renderPage(page) { return { root: ${body}, title: page.path }; }\n`);
  utimesSync(file, at, at);
  return file;
}

describe("the server's render thread", () => {
  it('renders outside the thread that serves requests', async () => {
    renderer = pageRenderer(build('thread.js', 'String(threadId)'));
    const rendered = await renderer.render(page);
    expect(rendered?.title).toBe('/');
    expect(Number(rendered?.root)).toBeGreaterThan(0); // the main thread is 0
  });

  it('renders with a rewritten build in a new thread, never from the old one', async () => {
    const file = build('rebuilt.js', "'first build'", 1_700_000_000);
    renderer = pageRenderer(file);
    expect((await renderer.render(page))?.root).toBe('first build');
    build('rebuilt.js', "'second build'", 1_700_000_100);
    expect((await renderer.render(page))?.root).toBe('second build');
  });

  it("sends no page to the thread while its render budget is spent: the page goes out unrendered, and the build never sees it", async () => {
    const file = join(dir, 'budget.js');
    // Every render spends the budget for the next 300 ms; the root counts the renders the build saw.
    writeFileSync(
      file,
      'let renders = 0;\nexport async function renderPage(page) { renders += 1; return { root: String(renders), title: page.path }; }\n' +
        'export function renderPauseMs() { return 300; }\n',
    );
    renderer = pageRenderer(file);
    expect((await renderer.render(page))?.root).toBe('1');
    expect(await renderer.render({ ...page, path: '/products/all' })).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await renderer.render({ ...page, path: '/product/1' }))?.root).toBe('2');
  });

  it('sends pages unrendered when the build fails to load or to render, and when there is none', async () => {
    renderer = pageRenderer(join(dir, 'missing.js'));
    expect(await renderer.render(page)).toBeUndefined();
    await renderer.close();
    const broken = join(dir, 'broken.js');
    writeFileSync(broken, 'throw new Error("broken build");\n');
    renderer = pageRenderer(broken);
    expect(await renderer.render(page)).toBeUndefined();
    await renderer.close();
    renderer = pageRenderer(build('failing.js', '(() => { throw new Error("render failed"); })()'));
    expect(await renderer.render(page)).toBeUndefined();
  });
});
