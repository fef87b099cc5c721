// Steps of a customer's account in the browser, shared by the e2e files that need a signed-in user.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort } from '../support/free-port';
import { MailCatcher, tokenIn } from '../support/mail-catcher';
import { open, useShopInBrowser } from './shop-in-browser';

export const PASSWORD = 'Secret123';
export const modal = (page: Page, name: string) => page.getByTestId(`${name}-modal`);
export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
/** Playwright's web-first assertions, on vitest's expect.poll. */
export const shown = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
export const textOf = (locator: Locator) => expect.poll(() => locator.innerText({ timeout: 1000 }));

export async function register(page: Page, email: string) {
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await modal(page, 'login').getByRole('button', { name: 'Create new' }).click();
  const form = modal(page, 'register');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+49 30 1234567');
  await form.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill('Secret124');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  // Spec §5: the checks run in order; the first failure is shown.
  await textOf(form.getByTestId('form-error')).toBe('Password confirmation failed!');
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await textOf(form.getByTestId('form-success')).toMatch(/check your e-?mail/i);
  // The filled form gives way to what comes next: no second Register.
  await textOf(form.getByTestId('register-done')).toContain(`We sent a link to ${email}.`);
  expect(await form.getByRole('button', { name: 'Register' }).count()).toBe(0);
}

/** A new customer: registered, confirmed by the e-mailed link and signed in, on their profile. */
export async function signUp(page: Page, mail: MailCatcher, email: string) {
  await register(page, email);
  await verifyByMail(page, mail, email);
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === '/profile');
}

/** Signs in by e-mail; the login modal is opened from the header unless the shop already opened it. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  const form = modal(page, 'login');
  if (!(await form.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('textbox', { name: /^Password/ }).fill(password);
  await form.getByRole('button', { name: 'LOGIN WITH E-MAIL' }).click();
}

export async function verifyByMail(page: Page, mail: MailCatcher, email: string) {
  const token = tokenIn(await mail.waitFor(email, (m) => m.body.includes('/verify-email?token=')), '/verify-email');
  await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
  await shown(toast(page, 'Your email has been verified!'));
  await page.waitForURL((url) => url.pathname === '/');
  // Issue 45: home with the login open (its address filled in), once the navigation closed the rest.
  await shown(modal(page, 'login'));
}

/** Logs out: the shop goes home, without opening the login the customer just left (issue 23). */
export async function logOut(page: Page) {
  await page.getByTestId('balance-menu').click();
  await page.getByTestId('logout').click();
  await shown(page.getByRole('banner').getByRole('button', { name: 'Login' }));
  await page.waitForURL((url) => url.pathname === '/');
  // The home page drawn (its route's effects, where a pending login would open, have run): no login.
  await shown(page.getByRole('button', { name: /START NOW/i }));
  expect(await modal(page, 'login').isVisible()).toBe(false);
}

/**
 * The e2e shop with a real SMTP server on loopback receiving its e-mail, on a port known in advance
 * so links in e-mails (PUBLIC_URL) point back at it. `env` adds variables once the servers are up.
 */
export function useMailedShop(env: () => Record<string, string> = () => ({})) {
  const mail = new MailCatcher();
  let port = 0;
  beforeAll(async () => {
    await mail.start();
    port = await freePort();
  });
  afterAll(async () => {
    await mail.stop();
  });
  const shop = useShopInBrowser({ env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: mail.url, ...env() }) });
  return { shop, mail };
}
