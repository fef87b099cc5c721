// The operator console's steps in a browser (issue 43): an invitation made by `npm run ops` (the
// first owner) or the console, its acceptance with the authenticator's secret read off the page,
// and sign-in with password and a TOTP code computed here (otpauth). Playwright's own waits only, so
// the screenshot script (tests/e2e/admin-screenshots.ts) runs these outside vitest too.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { URI, type TOTP } from 'otpauth';
import type { APIRequestContext, Browser, BrowserContext, Page as BrowserPage } from 'playwright-core';
import { ops } from './ops';

export const STAFF_PASSWORD = 'Console password 12';

/** The token at the end of an invitation link (…/admin/invite/<token>). */
export const tokenOf = (inviteUrl: string) => new URL(inviteUrl).pathname.split('/').pop()!;

/** `npm run ops -- staff:invite <email> --role <role>`: the invitation's token. */
export async function invitedByOps(dataDir: string, email: string, role: string): Promise<string> {
  const answer = (await ops(dataDir, 'staff:invite', email, '--role', role)) as { invite_url: string };
  return tokenOf(answer.invite_url);
}

/** Accepts an invitation in the console: the password, then the QR code and URI; answers the authenticator. */
export async function acceptInvitation(page: BrowserPage, token: string): Promise<TOTP> {
  await page.goto(`/admin/invite/${token}`);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByLabel('The same password again').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  const uri = page.getByTestId('otpauth-uri');
  await uri.waitFor();
  await page.getByAltText('QR code of the authenticator address').waitFor();
  await page.getByTestId('recovery-codes').locator('code').nth(9).waitFor();
  if ((await page.getByTestId('recovery-codes').locator('code').count()) !== 10) throw new Error('not ten recovery codes');
  const totp = URI.parse((await uri.innerText()).trim()) as TOTP;
  await page.getByRole('button', { name: 'I have kept the codes' }).click();
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
  return totp;
}

export async function signInToConsole(page: BrowserPage, email: string, totp: TOTP): Promise<void> {
  if (!page.url().includes('/admin/login')) await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByLabel('Code').fill(totp.generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('staff-email').filter({ hasText: email }).waitFor();
}

/** The navigation's entries as the member sees them. */
export async function navigationOf(page: BrowserPage): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Console screens' }).getByRole('link').allInnerTexts();
}


/** The shop's SQLite file under its data directory (the e2e shop runs on SQLite). */
export const shopDatabase = (dataDir: string) => new SqliteDatabase(join(dataDir, 'shop.sqlite'));

/**
 * A customer registered through the API in a browser context of their own (REQUIRE_EMAIL_VERIFICATION=0),
 * with a Steam id and a trade link whose token chooses the sandbox partner's answer, as the API tests' newShopper.
 */
export async function registeredCustomer(page: BrowserPage, dataDir: string, token: string): Promise<{ context: BrowserContext; request: APIRequestContext; email: string; id: number }> {
  const context = await (page.context().browser() as Browser).newContext({ baseURL: new URL(page.url()).origin });
  const email = `customer.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Secret123';
  const registered = await context.request.post('/api/register', { data: { name: 'Anna', surname: 'Schmidt', email, phone: '+49 151 23456789', password, passConfirm: password, lang_id: 10 } });
  if (registered.status() !== 200) throw new Error(`register answered ${registered.status()}`);
  const db = shopDatabase(dataDir);
  const { id } = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
  const partner = 100_000_000 + id;
  db.prepare('UPDATE users SET steam_id = ?, steam_trade_link = ? WHERE id = ?').run(String(76561197960265728n + BigInt(partner)), `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}`, id);
  db.close();
  return { context, request: context.request, email, id };
}
