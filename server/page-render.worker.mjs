// The server's render of pages in a thread of its own (server/page-render.ts starts it): a render
// costs 15–55 ms of CPU (a listing the most), which would otherwise hold every other request of the process meanwhile.
// Plain JavaScript: it loads the built render (dist-server/server-render.js) and nothing else.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ renderPage(page: unknown): Promise<unknown>, renderPauseMs?(): number }} */
const built = await import(workerData.moduleUrl);

// Each answer says how long the render budget has no room for another page (src/server-render.tsx).
const pauseMs = () => built.renderPauseMs?.() ?? 0;

parentPort.on('message', (/** @type {{ id: number, page: unknown }} */ { id, page }) => {
  built.renderPage(page).then(
    (rendered) => parentPort.postMessage({ id, rendered, pauseMs: pauseMs() }),
    () => parentPort.postMessage({ id, rendered: undefined, pauseMs: pauseMs() }),
  );
});
