// Long tasks after the first paint (issue 46): cold loads of every page the server renders in Debian's
// Chromium with Lighthouse's 4x CPU slowdown and a phone's viewport, Chromium's own trace recorded from
// navigation until the page is quiet. Counts the main thread's top-level tasks over 50 ms after the main
// frame's first contentful paint, the longest, and their blocking time (the sum of duration − 50 ms, as
// Lighthouse's TBT; observed here, where Lighthouse's mobile preset simulates it). Median of
// LONG_TASK_RUNS loads per page. `npm run bench` calls printLongTasks; `npx tsx tests/bench/long-tasks.ts`
// runs it alone against a fresh shop (the default seed). Needs a build (`npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errors, type Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startShop } from '../support/shop-process';
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

export async function tracedColdLoad(browser: Browser, url: string): Promise<LongTasks> {
  // Lighthouse's mobile preset: a Moto G Power's screen.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
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
        .waitForFunction(
          (quietMs) => {
            const w = window as unknown as { __lastLongTaskEnd: number };
            const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            return performance.now() - Math.max(loaded.loadEventEnd, w.__lastLongTaskEnd) >= quietMs;
          },
          QUIET_MS,
          { polling: 250, timeout: QUIET_BOUND_MS },
        )
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

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** Traces cold loads of every rendered page against a running shop and prints one Markdown table. */
export async function printLongTasks(baseUrl: string): Promise<void> {
  const browser = await launchChromium();
  try {
    await tracedColdLoad(browser, `${baseUrl}/`); // warm the server (and the OS page cache), not the browser
    console.log(`\nLong tasks after first paint, cold load in Chromium, ${CPU_SLOWDOWN}x CPU slowdown, 412x823 (median of ${RUNS}):\n`);
    console.log('| page | long tasks > 50 ms | longest | blocking time after first paint |');
    console.log('|---|---|---|---|');
    const stillBusy: string[] = [];
    for (const path of PAGES) {
      const loads: LongTasks[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await tracedColdLoad(browser, `${baseUrl}${path}`));
      const pick = (key: 'count' | 'longest' | 'blockingTime') => median(loads.map((load) => load[key]));
      if (loads.some((load) => load.busyAtEnd)) stillBusy.push(path);
      console.log(`| \`${path}\` | ${pick('count')} | ${ms(pick('longest'))} | ${ms(pick('blockingTime'))} |`);
    }
    if (stillBusy.length) console.log(`Still running long tasks ${QUIET_BOUND_MS / 1000} s after load (counted up to there): ${stillBusy.join(', ')}`);
    console.log(`Target: no task over ${LONG_TASK_MS} ms after first paint (issue 46).`);
  } finally {
    await browser.close();
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
