// The home page's typing headline (spec §1) must never move the page: it types CS2 and Dota 2 in a
// loop, and a headline that rewraps shifts everything below it on every cycle.
import { describe, expect, test } from 'vitest';
import { open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

describe('the home headline', () => {
  for (const [width, height] of [[1366, 850], [390, 844]] as const) {
    test(`types both words without shifting the layout at ${width} px (CLS < 0.05 over a whole cycle)`, async () => {
      const page = shop.page;
      await page.setViewportSize({ width, height });
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await open(page, '/');
      const word = page.getByTestId('typing-word');
      const heights = new Set<number>();
      const headline = page.getByRole('heading', { level: 1 });
      // One whole cycle: Dota 2 typed, then CS2 typed again (about 7 s), sampling the headline's height.
      for (const target of ['Dota 2', 'CS2']) {
        await expect
          .poll(async () => {
            heights.add(Math.round((await headline.boundingBox())!.height));
            return word.innerText();
          }, { timeout: 15_000, interval: 100 })
          .toBe(target);
      }
      expect([...heights]).toHaveLength(1);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.05);
    });
  }
});
