// A customer's account in the browser, with e-mail from a real SMTP server on loopback and Steam's
// OpenID from a local provider: register → verify → login → two-factor → profile, password reset,
// Steam sign-in and an e-mail change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSteam } from '../support/local-steam';
import { codeIn, tokenIn } from '../support/mail-catcher';
import { logIn, logOut, modal, PASSWORD, register, shown, signUp, textOf, toast, useMailedShop, verifyByMail } from './account-steps';
import { keepScreenshots, open } from './shop-in-browser';

const steam = new LocalSteam();
beforeAll(async () => {
  await steam.start();
});
afterAll(async () => {
  await steam.stop();
});

const { shop, mail } = useMailedShop(() => ({ STEAM_OPENID_URL: steam.openIdUrl, STEAM_API_URL: steam.url, STEAM_API_KEY: 'test-key' }));

describe('accounts in the browser', () => {
  it('register → verify by the e-mailed link → login → two-factor on → logout → login with a wrong then the right code', async () => {
    const { page } = shop;
    const email = 'ada.e2e@example.com';
    await register(page, email);
    await verifyByMail(page, mail, email);

    await logIn(page, email);
    await shown(toast(page, 'You have successfully logged in!'));
    await page.waitForURL((url) => url.pathname === '/profile');
    await textOf(page.getByTestId('header-balance')).toBe('€0.00');
    await shown(page.getByRole('heading', { name: 'Ada Lovelace' }));

    await page.getByTestId('two-factor-switch').click();
    await expect.poll(() => page.getByTestId('two-factor-switch').isChecked()).toBe(true);
    await logOut(page);

    await logIn(page, email);
    const twoFactor = modal(page, 'twoFactor');
    await textOf(twoFactor.getByTestId('two-factor-countdown')).toMatch(/Code expires in (10:00|9:5\d)/);
    const code = codeIn(await mail.waitFor(email, (m) => /code/i.test(m.subject)));
    const wrong = code === '000000' ? '111111' : '000000';
    await twoFactor.locator('input').first().click();
    await page.keyboard.type(wrong);
    await textOf(twoFactor.getByTestId('form-error')).toContain('Invalid verification code');
    await twoFactor.locator('input').first().click();
    await page.keyboard.type(code);
    await textOf(twoFactor.getByTestId('form-success')).toBe('Authentication successful!');
    await page.waitForURL((url) => url.pathname === '/profile');
    await shown(toast(page, 'You have successfully logged in!'));
  });

  it('forgot password → e-mailed link → new password; the old one is refused', async () => {
    const { page } = shop;
    const email = 'grace.e2e@example.com';
    await register(page, email);
    await verifyByMail(page, mail, email);
    // The confirmed e-mail opened the login; closed, it opens again from the header.
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page, 'login').isVisible()).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    // The login modal starts in its e-mail field, not on its close button.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');
    await modal(page, 'login').getByRole('button', { name: 'Forgot password' }).click();
    await modal(page, 'forgotPassword').getByLabel('E-mail').fill(email);
    await modal(page, 'forgotPassword').getByRole('button', { name: 'Recover' }).click();
    await textOf(modal(page, 'forgotPassword').getByTestId('form-success')).toBe('Success');
    // What happens next stays after the spec's 2 s 'Success'.
    await textOf(modal(page, 'forgotPassword').getByTestId('forgot-sent')).toBe(
      `If an account uses ${email}, a link to set a new password is on its way: check your inbox and spam folder. The link is valid for one hour.`,
    );
    await keepScreenshots(page, 'forgot-password-sent');

    const token = tokenIn(await mail.waitFor(email, (m) => m.body.includes('/reset-password?token=')), '/reset-password');
    await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
    await page.getByLabel('New password').fill('Newpass456');
    await page.getByLabel('Confirm password').fill('Newpass456');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(modal(page, 'login'));

    await logIn(page, email, PASSWORD);
    await shown(modal(page, 'login').getByTestId('form-error'));
    await modal(page, 'login').getByRole('textbox', { name: /^Password/ }).fill('Newpass456');
    await modal(page, 'login').getByRole('button', { name: 'LOGIN WITH E-MAIL' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  it('signs in with Steam through the local OpenID provider', async () => {
    const { page } = shop;
    steam.steamId = '76561198000000777';
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await modal(page, 'login').getByTestId('steam-login').click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await textOf(page.getByTestId('header-balance')).toBe('€0.00');
    await textOf(page.getByTestId('profile-steam-id')).toBe('Steam ID: 76561198000000777');
    await textOf(page.getByTestId('profile-steam-id-source')).toBe('Verified by Steam sign-in');
  });

  it('a typed Steam ID is shown as entered by the user, for delivery only', async () => {
    const { page } = shop;
    await signUp(page, mail, 'ida.e2e@example.com');
    await page.getByTestId('edit-personal-info').click();
    const form = modal(page, 'personalInfo');
    await form.getByLabel('Steam ID').fill('76561198000000778');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(toast(page, 'Profile updated successfully'));
    await textOf(page.getByTestId('profile-steam-id')).toBe('Steam ID: 76561198000000778');
    await textOf(page.getByTestId('profile-steam-id-source')).toBe('Entered by you: used for delivery only');
  });

  it('changing the e-mail signs the user out; a visitor on /profile is sent home to the login', async () => {
    const { page } = shop;
    const email = 'linus.e2e@example.com';
    await signUp(page, mail, email);
    await page.getByTestId('change-email').click();
    const form = modal(page, 'changeEmail');
    await form.getByRole('button', { name: 'Save' }).click();
    await textOf(form.getByTestId('form-error')).toBe('New Email is required');
    await form.getByLabel('New e-mail').fill('linus.new@example.com');
    await form.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByRole('banner').getByRole('button', { name: 'Login' }));

    await open(page, '/profile');
    await page.waitForURL((url) => url.pathname === '/');
    await shown(modal(page, 'login'));
  });
});
