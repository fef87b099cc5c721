// Long tasks after the first paint (issue 46): cold loads of every page the server renders in Debian's
// Chromium with Lighthouse's 4x CPU slowdown and a phone's viewport, Chromium's own trace recorded from
// navigation until the page is quiet. Counts the main thread's top-level tasks over 50 ms after the main
// frame's first contentful paint, the longest, and their blocking time (the sum of duration − 50 ms, as
// Lighthouse's TBT; observed here, where Lighthouse's mobile preset simulates it). Each page is loaded
// as a customer's browser runs it (no inspector on the page: tests/bench/bare-chromium.ts) and, beside
// it, through Playwright with its inspector on the page, as Lighthouse loads it. Median of
// LONG_TASK_RUNS loads per page and way. `npm run bench` calls printLongTasks; `npx tsx tests/bench/long-tasks.ts`
// runs it alone against a fresh shop (the default seed). Needs a build (`npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errors, type Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startShop } from '../support/shop-process';
import { launchBareChromium, type BareChromium, type CdpMessage } from './bare-chromium';
import { median } from './first-view';

const RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
const PAGES = ['/', '/products/all', '/product/42', '/pages/privacy-policy'];
/** Lighthouse's 4x; LONG_TASK_CPU_SLOWDOWN scales it as LIGHTHOUSE_CPU_SLOWDOWN does (tests/bench/lighthouse.ts). */
const CPU_SLOWDOWN = Number(process.env.LONG_TASK_CPU_SLOWDOWN ?? 4);
const LONG_TASK_MS = 50;
/** Quiet: this long after load without a long task, or QUIET_BOUND_MS after load at most. */
const QUIET_MS = 2_000;
const QUIET_BOUND_MS = 15_000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

export interface LongTasks {
  count: number;
  longest: number;
  blockingTime: number;
  /** A long task was still running QUIET_BOUND_MS after load: the figures stop there. */
  busyAtEnd: boolean;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { frame?: string };
}

// Runs in the page before its scripts: notes when the last long task ended, so the load stops
// once the page has been quiet for QUIET_MS. A string: tsx would wrap a function in helpers the page lacks.
const WATCH_LONG_TASKS = `
  window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.__quietAfterLoad = (quietMs) => {
    const loaded = performance.getEntriesByType('navigation')[0];
    return loaded !== undefined && loaded.loadEventEnd > 0 && performance.now() - Math.max(loaded.loadEventEnd, window.__lastLongTaskEnd) >= quietMs;
  };
`;

/** The main thread's tasks after the main frame's first contentful paint, from a Chromium trace. */
export function longTasksAfterFirstPaint(events: TraceEvent[], mainFrameId: string): Omit<LongTasks, 'busyAtEnd'> {
  const paints = events.filter((event) => event.args?.frame === mainFrameId);
  const firstPaint =
    paints.find((event) => event.name === 'firstContentfulPaint') ?? paints.find((event) => event.name === 'firstPaint');
  if (!firstPaint) throw new Error(`the trace has no first paint of the main frame ${mainFrameId}`);
  // The paint is recorded on the renderer's main thread. Only complete ('X') tasks count: a task begun
  // and not ended is the one running when tracing stopped, in the quiet time.
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === firstPaint.pid && event.tid === firstPaint.tid)
    .sort((a, b) => a.ts - b.ts);
  let count = 0;
  let longest = 0;
  let blockingTime = 0;
  let topLevelEnd = -Infinity;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (task.ts < topLevelEnd) continue; // nested in a task already counted
    topLevelEnd = end;
    // A task running across the paint counts from the paint on, as Lighthouse clips it.
    const afterPaintMs = (end - Math.max(task.ts, firstPaint.ts)) / 1000;
    if (afterPaintMs <= LONG_TASK_MS) continue;
    count++;
    longest = Math.max(longest, afterPaintMs);
    blockingTime += afterPaintMs - LONG_TASK_MS;
  }
  return { count, longest, blockingTime };
}

// Lighthouse's mobile preset: a Moto G Power's screen.
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

// Has the page been quiet for QUIET_MS after its load? The bare load asks with this expression (CDP's
// Runtime.evaluate); Playwright's load asks with a function, since a string predicate is run by eval in
// the page, which the shop's Content-Security-Policy refuses.
const QUIET_AFTER_LOAD = `window.__quietAfterLoad?.(${QUIET_MS}) === true`;
type QuietWindow = { __quietAfterLoad?: (quietMs: number) => boolean };

/** A cold load with Playwright's inspector on the page, as Lighthouse's (see tests/bench/bare-chromium.ts). */
export async function tracedColdLoad(browser: Browser, url: string): Promise<LongTasks> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_LONG_TASKS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
    let busyAtEnd = false;
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page
        .waitForFunction((quietMs) => (window as QuietWindow).__quietAfterLoad?.(quietMs) === true, QUIET_MS, { polling: 250, timeout: QUIET_BOUND_MS })
        .catch((error: unknown) => {
          if (!(error instanceof errors.TimeoutError)) throw error;
          busyAtEnd = true;
        });
    } finally {
      trace = await browser.stopTracing(); // also when the load failed: the browser traces one at a time
    }
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { ...longTasksAfterFirstPaint(traceEvents, frameTree.frame.id), busyAtEnd };
  } finally {
    await context.close();
  }
}

/** A cold load with no inspector on the page: what a customer's browser runs. */
export async function bareTracedColdLoad(chromium: BareChromium, url: string): Promise<LongTasks> {
  const { browserContextId } = await chromium.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await chromium.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await chromium.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page = <T = unknown,>(method: string, params?: Record<string, unknown>) => chromium.send<T>(method, params, sessionId);
    await page('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true });
    await page('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page('Page.enable'); // for the script below; the page's Runtime stays off
    await page('Page.addScriptToEvaluateOnNewDocument', { source: WATCH_LONG_TASKS });
    const traceEvents: TraceEvent[] = [];
    let traced!: () => void;
    const complete = new Promise<void>((resolve) => (traced = resolve));
    const stopListening = chromium.onEvent((message: CdpMessage) => {
      if (message.method === 'Tracing.dataCollected') traceEvents.push(...(message.params!.value as TraceEvent[]));
      if (message.method === 'Tracing.tracingComplete') traced();
    });
    let busyAtEnd = false;
    try {
      await chromium.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReportEvents' });
      try {
        await page('Page.navigate', { url });
        const deadline = Date.now() + QUIET_BOUND_MS;
        for (;;) {
          // Asked while the page changes documents, the question fails: asked again.
          const quiet = await page<{ result: { value?: boolean } }>('Runtime.evaluate', { expression: QUIET_AFTER_LOAD, returnByValue: true }).catch(() => undefined);
          if (quiet?.result.value === true) break;
          if (Date.now() > deadline) {
            busyAtEnd = true;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } finally {
        await chromium.send('Tracing.end'); // also when the load failed: the browser traces one at a time
        await complete;
      }
    } finally {
      stopListening();
    }
    const { frameTree } = await page<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree');
    return { ...longTasksAfterFirstPaint(traceEvents, frameTree.frame.id), busyAtEnd };
  } finally {
    await chromium.send('Target.disposeBrowserContext', { browserContextId });
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/**
 * Traces cold loads of every rendered page against a running shop and prints one Markdown table: each
 * page loaded as a customer's browser runs it (no inspector, the target) and with an inspector on the
 * page as Lighthouse loads it, the two in turn so that both meet the same noise of the host.
 */
export async function printLongTasks(baseUrl: string): Promise<void> {
  const browser = await launchChromium();
  const bare = await launchBareChromium();
  try {
    // Warm the server (and the OS page cache), not the browsers.
    await tracedColdLoad(browser, `${baseUrl}/`);
    await bareTracedColdLoad(bare, `${baseUrl}/`);
    console.log(`\nLong tasks after first paint, cold load in Chromium, ${CPU_SLOWDOWN}x CPU slowdown, 412x823 (median of ${RUNS}):\n`);
    console.log('| page | long tasks > 50 ms | longest | blocking time after first paint | with an inspector on the page (as Lighthouse): tasks, longest, blocking |');
    console.log('|---|---|---|---|---|');
    const stillBusy: string[] = [];
    for (const path of PAGES) {
      const loads: LongTasks[] = [];
      const inspected: LongTasks[] = [];
      for (let run = 0; run < RUNS; run++) {
        loads.push(await bareTracedColdLoad(bare, `${baseUrl}${path}`));
        inspected.push(await tracedColdLoad(browser, `${baseUrl}${path}`));
      }
      const pick = (of: LongTasks[], key: 'count' | 'longest' | 'blockingTime') => median(of.map((load) => load[key]));
      if ([...loads, ...inspected].some((load) => load.busyAtEnd)) stillBusy.push(path);
      console.log(
        `| \`${path}\` | ${pick(loads, 'count')} | ${ms(pick(loads, 'longest'))} | ${ms(pick(loads, 'blockingTime'))} | ` +
          `${pick(inspected, 'count')}, ${ms(pick(inspected, 'longest'))}, ${ms(pick(inspected, 'blockingTime'))} |`,
      );
    }
    if (stillBusy.length) console.log(`Still running long tasks ${QUIET_BOUND_MS / 1000} s after load (counted up to there): ${stillBusy.join(', ')}`);
    console.log(`Target: no task over ${LONG_TASK_MS} ms after first paint in a customer's browser (issue 46). An inspector on the page`);
    console.log('(Playwright, Lighthouse, DevTools) adds V8 re-parsing React DOM for the stack traces of its errors (tests/bench/bare-chromium.ts).');
  } finally {
    await browser.close();
    await bare.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-long-tasks-'));
  const shop = await startShop({ dataDir, quiet: true });
  try {
    await printLongTasks(shop.baseUrl);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
