// Issue 46: a phone hides the listing's filter panel until its toggle opens it, so React leaves the
// server's HTML of the filters unhydrated until then (src/app/hydration-gate.tsx) and a phone's start
// does not pay for them; a wide window, where the panel shows, hydrates them at once. Either way the
// server's nodes are kept (not drawn again), and the filters work.
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectListing, open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

// Marks every filter radio of the server's HTML before any script runs: a mark still there later is
// the very node the server sent.
const MARK_SERVER_RADIOS = `document.addEventListener('DOMContentLoaded', () => {
  for (const radio of document.querySelectorAll('[data-testid=filter-sidebar] input[type=radio]')) radio.dataset.fromServer = '';
});`;

/** Whether React has taken the element over: it keeps its fiber on the node under a `__reactFiber$…` key. */
const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

describe("the listing's filters, hydrated where they show", () => {
  test('on a phone they wait for the toggle, then the server\'s radios work', async () => {
    const { page } = shop;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript({ content: MARK_SERVER_RADIOS });
    await open(page, '/products/cs2/all');
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
    const toggle = page.getByTestId('filters-toggle');
    await expect.poll(() => isHydrated(toggle)).toBe(true);
    // Hidden in the closed panel, so asked for among hidden elements too.
    const rifle = page.getByRole('radio', { name: 'Rifle', exact: true, includeHidden: true });
    // The page is taken over and quiet: the closed panel's filters are still the server's bare HTML.
    await page.waitForTimeout(1_000);
    expect(await isHydrated(rifle)).toBe(false);

    await toggle.click();
    await expect.poll(() => isHydrated(rifle)).toBe(true);
    expect(await rifle.getAttribute('data-from-server')).toBe('');
    await rifle.check();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/cs2/rifle');
  });

  test('on a phone a search before the panel was ever opened leaves the filters working', async () => {
    const { page } = shop;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/products/cs2/all');
    await expect.poll(() => isHydrated(page.getByTestId('filters-toggle'))).toBe(true);
    await page.getByTestId('listing-search').fill('ak');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('ak');
    // The cards follow the search while the panel is closed: an update held at the closed filters would
    // hold this render back too.
    await expectListing(page, { category: 'cs2', search: 'ak' });
    await page.getByTestId('filters-toggle').click();
    await page.getByRole('radio', { name: 'Rifle', exact: true }).check();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/cs2/rifle');
    expect(new URL(page.url()).searchParams.get('search')).toBe('ak');
  });

  test('a phone turned wide hydrates them without the toggle', async () => {
    const { page } = shop;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/products/cs2/all');
    // Hidden in the closed panel, so asked for among hidden elements too.
    const rifle = page.getByRole('radio', { name: 'Rifle', exact: true, includeHidden: true });
    await expect.poll(() => isHydrated(page.getByTestId('filters-toggle'))).toBe(true);
    expect(await isHydrated(rifle)).toBe(false);
    await page.setViewportSize({ width: 1366, height: 850 });
    await expect.poll(() => isHydrated(rifle)).toBe(true);
    await rifle.check();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/cs2/rifle');
  });

  test('at 1366 px they are hydrated at once, from the server\'s nodes', async () => {
    const { page } = shop;
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.addInitScript({ content: MARK_SERVER_RADIOS });
    await open(page, '/products/cs2/all');
    // Hidden in the closed panel, so asked for among hidden elements too.
    const rifle = page.getByRole('radio', { name: 'Rifle', exact: true, includeHidden: true });
    await expect.poll(() => isHydrated(rifle)).toBe(true);
    expect(await rifle.getAttribute('data-from-server')).toBe('');
    await rifle.check();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/cs2/rifle');
  });
});
