// The first view in a real browser: cold loads (a fresh browser context each time, so no cache) of
// `/products/all` and `/` in Debian's Chromium on loopback. Prints, per route, the median of
// FIRST_VIEW_RUNS loads of first contentful paint, first product card visible and largest contentful
// paint, with the bytes transferred (all, and JavaScript alone, as sent: compressed when the server
// compresses). `npm run bench` calls printFirstView; `npx tsx tests/bench/first-view.ts` runs it alone
// against a fresh shop (the default seed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startShop } from '../support/shop-process';

const RUNS = Number(process.env.FIRST_VIEW_RUNS ?? 5);
const ROUTES = ['/products/all', '/'];
const TARGET_FIRST_CARD_MS = 800;

export interface Load {
  fcp: number;
  firstCard: number;
  lcp: number;
  bytes: number;
  jsBytes: number;
}

// Runs in the page before any of its scripts: notes when the first product card is laid out and
// visible (laid out with a size, as Playwright's `visible`; on `/` the carousel may sit below the fold),
// and keeps the latest largest-contentful-paint entry.
// A string, not a function: tsx would wrap inner functions in a helper the page does not have.
const OBSERVE = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    const card = document.querySelector('[data-testid="product-card"]');
    const box = card && card.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0 && getComputedStyle(card).visibility !== 'hidden') {
      // The frame after the one that laid the card out is the one that paints it.
      requestAnimationFrame(() => (window.__firstCard = performance.now()));
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

export async function coldLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard !== undefined, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(300); // let late paints report before reading LCP
    return await page.evaluate(() => {
      const w = window as unknown as { __firstCard: number; __lcp?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const bytes = navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0);
      const jsBytes = resources
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .reduce((sum, entry) => sum + entry.transferSize, 0);
      return { fcp, firstCard: w.__firstCard, lcp: w.__lcp ?? NaN, bytes, jsBytes };
    });
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`.padStart(9);

/** Measures the first view of each route against a running shop and prints one line per route. */
export async function printFirstView(baseUrl: string): Promise<void> {
  const browser = await launchChromium();
  try {
    await coldLoad(browser, `${baseUrl}/`); // warm the server (and the OS page cache), not the browser
    console.log(`\nFirst view, cold load in Chromium on loopback (median of ${RUNS}):`);
    console.log(`${'route'.padEnd(16)}${'FCP'.padStart(8)}${'1st card'.padStart(10)}${'LCP'.padStart(8)}${'bytes'.padStart(11)}${'JS'.padStart(11)}`);
    for (const route of ROUTES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(browser, `${baseUrl}${route}`));
      const pick = (key: keyof Load) => median(loads.map((load) => load[key]));
      console.log(
        `${route.padEnd(16)}${ms(pick('fcp'))}  ${ms(pick('firstCard'))}${ms(pick('lcp'))}  ${kb(pick('bytes'))}  ${kb(pick('jsBytes'))}`,
      );
    }
    console.log(`Target: first card <= ${TARGET_FIRST_CARD_MS} ms (median).`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-first-view-'));
  const shop = await startShop({ dataDir, quiet: true });
  try {
    await printFirstView(shop.baseUrl);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
