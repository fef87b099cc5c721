// Step-up ("sudo mode") in the browser with STEP_UP_MINUTES=0: every action that moves value or
// control needs its own sign-in or password confirmation. The shop asks for the password in a modal
// over the page or modal that asked, then carries on where it stopped.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSteam } from '../support/local-steam';
import { modal, PASSWORD, shown, signUp, textOf, toast, useMailedShop } from './account-steps';
import { open } from './shop-in-browser';

const steam = new LocalSteam();
beforeAll(async () => {
  await steam.start();
});
afterAll(async () => {
  await steam.stop();
});

const { shop, mail } = useMailedShop(() => ({ STEP_UP_MINUTES: '0', STEAM_OPENID_URL: steam.openIdUrl }));

const tradeLink = (partner: number | bigint, token = 'AbCd_-12') => `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}`;

async function saveTradeLink(page: Page, url: string) {
  await page.getByTestId('edit-trade-url').click();
  const form = modal(page, 'tradeUrl');
  await form.getByRole('textbox').fill(url);
  await form.getByRole('button', { name: 'Save' }).click();
}

describe('step-up in the browser', () => {
  it('turning two-factor off and replacing the trade link ask for the password in a modal, then complete', async () => {
    const { page } = shop;
    await signUp(page, mail, 'grace.step-up@example.com');
    const switch2fa = page.getByTestId('two-factor-switch');
    const savedLink = page.getByTestId('profile-trade-url');

    // The first trade link and turning two-factor on need nothing.
    await saveTradeLink(page, tradeLink(101));
    await textOf(savedLink).toBe(tradeLink(101));
    await switch2fa.click();
    await expect.poll(() => switch2fa.isChecked()).toBe(true);
    // The sign-in just now allows one action, this replacement.
    await saveTradeLink(page, tradeLink(102));
    await textOf(savedLink).toBe(tradeLink(102));

    // Two-factor off: the password modal; a wrong password is shown inline, the right one turns it off.
    await switch2fa.click();
    const stepUp = modal(page, 'stepUp');
    await shown(stepUp);
    await textOf(stepUp).toContain('For your security, please enter your password to continue.');
    await stepUp.getByRole('textbox', { name: 'Password' }).fill('Wrong1234');
    await stepUp.getByRole('button', { name: 'CONFIRM' }).click();
    await textOf(stepUp.getByTestId('form-error')).toBe('The password is incorrect');
    await stepUp.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await stepUp.getByRole('button', { name: 'CONFIRM' }).click();
    await expect.poll(() => stepUp.isVisible()).toBe(false);
    await expect.poll(() => switch2fa.isChecked()).toBe(false);

    // Replacing the trade link: the modal opens over the trade-URL modal, which saves once confirmed.
    // The earlier saves' toasts may still show: the one awaited below is a new one.
    const savedToasts = toast(page, 'Trade link updated successfully');
    const earlierToasts = await savedToasts.evaluateAll((toasts) => toasts.map((t) => t.id));
    await saveTradeLink(page, tradeLink(103));
    await shown(stepUp);
    await expect.poll(() => modal(page, 'tradeUrl').isVisible()).toBe(true);
    await stepUp.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await stepUp.getByRole('button', { name: 'CONFIRM' }).click();
    await expect.poll(() => savedToasts.evaluateAll((toasts, earlier) => toasts.some((t) => !earlier.includes(t.id)), earlierToasts)).toBe(true);
    await textOf(savedLink).toBe(tradeLink(103));
    await expect.poll(() => modal(page, 'tradeUrl').isVisible()).toBe(false);

    // Cancelling leaves everything as it was.
    await saveTradeLink(page, tradeLink(104));
    await shown(stepUp);
    await page.keyboard.press('Escape');
    await expect.poll(() => stepUp.isVisible()).toBe(false);
    await textOf(savedLink).toBe(tradeLink(103));
  });

  it('an account without a password is offered Login with Steam; after signing in again the change goes through', async () => {
    const { page } = shop;
    steam.steamId = '76561198000000888';
    const partner = BigInt(steam.steamId) - 76561197960265728n;
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await modal(page, 'login').getByTestId('steam-login').click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const savedLink = page.getByTestId('profile-trade-url');
    await saveTradeLink(page, tradeLink(partner, 'first123'));
    await textOf(savedLink).toBe(tradeLink(partner, 'first123'));
    // The Steam sign-in allows this one replacement; the next asks.
    await saveTradeLink(page, tradeLink(partner, 'second12'));
    await textOf(savedLink).toBe(tradeLink(partner, 'second12'));

    await saveTradeLink(page, tradeLink(partner, 'third123'));
    const stepUp = modal(page, 'stepUp');
    await shown(stepUp);
    await textOf(stepUp).toContain('Sign in with Steam again to confirm it is you');
    expect(await stepUp.getByRole('textbox', { name: 'Password' }).count()).toBe(0);
    await stepUp.getByRole('button', { name: 'Login with Steam' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await textOf(savedLink).toBe(tradeLink(partner, 'second12'));

    // Back from Steam, the customer repeats the action: the fresh sign-in allows it.
    await saveTradeLink(page, tradeLink(partner, 'third123'));
    await shown(toast(page, 'Trade link updated successfully'));
    await textOf(savedLink).toBe(tradeLink(partner, 'third123'));
  });
});
