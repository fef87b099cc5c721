// The wishlist in a real browser against a real shop (issue 27): a visitor's "Notify me when cheaper"
// opens the login; a signed-in customer sets a price alert on a product page (the dialog suggests a bit
// below the price), the operator reprices a copy under the target with `npm run ops`, the e-mail
// arrives over SMTP naming the item, its price and its page, and the profile's Wishlist tab shows it sent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { modal, shown, signUp, textOf, toast, useMailedShop } from './account-steps';
import { ops as runOps } from './ops';
import { seriousViolations } from './axe-scan';
import { keepScreenshot, keepScreenshots, open } from './shop-in-browser';
import { moneyIn } from '../../api/mail/mail-money';

const { shop, mail } = useMailedShop(() => ({ PRICE_ALERT_CHECK_SECONDS: '1', REQUIRE_EMAIL_VERIFICATION: '1' }));

interface ListedItem {
  id: number;
  title: string;
  price: number;
}

/** A copy on sale for at least 20 EUR, and the cheapest price of its market name now. */
async function watchedItem(page: Page): Promise<ListedItem & { lowest: number }> {
  const list = await page.request.get('/api/items/list?currency=EUR&category=cs2&price_from=20&price_till=200&limit=1&sort=asc');
  const [item] = ((await list.json()) as { payload: ListedItem[] }).payload;
  const copies = await page.request.get(`/api/items/list?currency=EUR&category=all&limit=100&sort=asc&search=${encodeURIComponent(item!.title)}`);
  const prices = ((await copies.json()) as { payload: ListedItem[] }).payload.filter((copy) => copy.title === item!.title).map((copy) => copy.price);
  return { ...item!, lowest: Math.min(item!.price, ...prices) };
}

const alertModal = (page: Page) => modal(page, 'price-alert');

describe('price alerts in the browser', () => {
  it('visitor → login; customer sets an alert → operator reprices under it → e-mail → Wishlist shows it sent', async () => {
    const { page } = shop;
    await open(page, '/');
    const item = await watchedItem(page);

    // A visitor is asked to sign in first.
    await open(page, `/product/${item.id}`);
    await page.getByTestId('price-alert-button').click();
    await shown(modal(page, 'login'));
    await page.keyboard.press('Escape');

    // A new address per attempt: a retried test must not meet the account of the one before.
    const email = `wishlist.${Date.now()}@example.com`;
    await signUp(page, mail, email);
    await open(page, `/product/${item.id}`);
    await page.getByTestId('price-alert-button').click();
    const dialog = alertModal(page);
    await shown(dialog.getByTestId('price-alert-target'));
    // The suggestion: 5 % below the price now.
    const suggested = Math.max(0.01, Math.floor(Math.round(item.price * 100) * 0.95) / 100).toFixed(2);
    expect(await dialog.getByTestId('price-alert-target').inputValue()).toBe(suggested);
    expect(await seriousViolations(page), 'axe: the price alert dialog').toEqual([]);
    await keepScreenshots(page, 'price-alert-modal');

    // A bad target is refused in the dialog; then a target under every copy on sale.
    await dialog.getByTestId('price-alert-target').fill('12.345');
    await dialog.getByTestId('price-alert-save').click();
    await textOf(dialog).toContain('Must have at most 2 decimals');
    const target = (Math.round(item.lowest * 100) - 100) / 100;
    await dialog.getByTestId('price-alert-target').fill(target.toFixed(2));
    await dialog.getByTestId('price-alert-save').click();
    await shown(toast(page, 'Price alert saved.'));
    await textOf(dialog.getByTestId('price-alert-saved')).toContain(item.title);
    await keepScreenshots(page, 'price-alert-saved');
    // The saved state closes by itself; the button shows the target.
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    await textOf(page.getByTestId('price-alert-button')).toBe(`Price alert: €${target.toFixed(2)}`);

    await open(page, '/profile?tab=wishlist');
    const row = page.getByTestId('wishlist-row').first();
    await textOf(row.getByTestId('wishlist-title')).toBe(item.title);
    await textOf(row.getByTestId('wishlist-status')).toBe('Waiting');

    // The operator reprices the copy under the target: one e-mail, naming it, its price and its page.
    expect(await runOps(shop.dataDir, 'items:price', String(item.id), target.toFixed(2))).toMatchObject({ ok: true });
    const sent = await mail.waitFor(email, (m) => m.subject.includes(item.title), 20_000);
    // Money as the reader's language writes it (issue 45).
    expect(sent.subject).toBe(`${item.title} is now ${moneyIn('en', `${target.toFixed(2)} EUR`)}`);
    expect(sent.body).toContain(`/product/${item.id}`);

    await open(page, '/profile?tab=wishlist');
    await textOf(row.getByTestId('wishlist-status')).toBe('E-mail sent');
    await textOf(row.getByTestId('wishlist-sent-at')).toMatch(/2\d{3}/);
    await textOf(row.getByTestId('wishlist-lowest')).toBe(`€${target.toFixed(2)}`);
    await keepScreenshots(page, 'wishlist-tab');
    expect(await seriousViolations(page), 'axe: the wishlist with a sent alert').toEqual([]);
    // Opened on a phone, the tab row (which scrolls sideways) shows the open Wishlist tab.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/profile?tab=wishlist');
    await shown(row);
    await expect.poll(async () => {
      const box = await page.getByTestId('wishlist-tab').boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    }).toBe(true);
    await keepScreenshot(page, 'wishlist-tab-opened');

    // Deleting empties the list.
    await row.getByTestId('wishlist-delete').click();
    await shown(toast(page, 'Price alert deleted.'));
    await shown(page.getByTestId('wishlist-empty'));
    expect(mail.to(email).filter((m) => m.subject.includes(item.title))).toHaveLength(1);
  });
});
