// The built app runs under the shop's Content-Security-Policy (no unsafe-eval, no inline script):
// every route renders, and Chromium reports no violation (the fixture fails any test that has one).
import { expect, test } from 'vitest';
import { open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

test('every kind of page renders under the CSP without unsafe-eval', async () => {
  const page = shop.page;
  const answer = await page.goto('/');
  const csp = (await answer!.allHeaders())['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  const blocked: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => blocked.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  for (const path of ['/', '/products/all', '/products/cs2/all', '/product/1', '/pages/privacy-policy', '/no-such-page']) {
    await open(page, path);
    await expect.poll(() => page.locator('main, [role="main"], body').first().innerText()).not.toBe('');
  }
  expect(blocked).toEqual([]);
});
