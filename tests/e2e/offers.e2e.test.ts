// Selling a skin in the browser (issue: offers and payouts): sell → offer sent → the operator quotes →
// offer details show our price → Accept → the operator receives it → Withdraw → a bad IBAN refused →
// a valid IBAN → success → the operator pays → Paid; the card path through the sandbox payout page; and
// a failed payout requested again.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { modal, shown, signUp, textOf, toast, useMailedShop } from './account-steps';
import { ops as runOps } from './ops';
import { seriousViolations } from './axe-scan';
import { keepScreenshots, open } from './shop-in-browser';

const { shop, mail } = useMailedShop();
const ops = (...args: string[]) => runOps(shop.dataDir, ...args);
const rows = (page: Page) => page.getByTestId('offer-row');

async function sellSkin(page: Page, title: string) {
  await page.getByTestId('sell-skin').click();
  const form = modal(page, 'sellSkin');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await textOf(form.getByTestId('form-error')).toBe('Please fill in all fields.');
  await form.getByLabel('Skin title').fill(title);
  await form.getByRole('textbox', { name: /^Your price/ }).fill('45');
  await form.getByLabel('Quality').click();
  await page.getByRole('option', { name: 'Field-Tested' }).click();
  await form.getByLabel('Item URL').fill('https://steamcommunity.com/id/seller/inventory/#730_2_123');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await page.waitForURL((url) => url.pathname === '/offer-sent-success');
  await shown(toast(page, 'Offer sent successfully.'));
  await textOf(page.getByTestId('offer-result')).toBe('Offer sent successfully.');
  await shown(page.getByText('We will contact you by email within 48 hours'));
}

/** The newest offer's id, from the first row of my offers. */
async function newestOfferId(page: Page): Promise<string> {
  await open(page, '/profile?tab=my-offers');
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
  return (await rows(page).first().locator('td').first().innerText()).trim();
}

/** The contact step's city, address and post code (a new account's profile has none to prefill). */
async function fillAddress(form: Locator) {
  for (const [label, value] of [['City', 'Berlin'], ['Address', 'Unter den Linden 1'], ['Zip code', '10117']]) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

async function acceptQuoted(page: Page, id: string) {
  await ops('offers:quote', id, '40');
  await open(page, '/profile?tab=my-offers');
  await rows(page).first().getByTestId('view-offer').click();
  await textOf(modal(page, 'offerDetails').getByTestId('our-price')).toBe('€40.00 EUR');
  await modal(page, 'offerDetails').getByTestId('accept-offer').click();
  await page.waitForURL((url) => url.pathname === '/offer-accepted-success');
  await textOf(page.getByTestId('offer-result')).toBe('Offer accepted');
  await ops('offers:receive', id);
  await open(page, '/profile?tab=my-offers');
  await rows(page).first().getByTestId('withdraw').click();
  const form = modal(page, 'acceptOffer');
  await fillAddress(form);
  // Spec §5: without a country every contact field is not filled; the message is shown and toasted.
  await form.getByTestId('payout-iban').click();
  await textOf(form.getByTestId('form-error')).toBe('Please fill in all contact fields.');
  await shown(toast(page, 'Please fill in all contact fields.'));
  // The country comes from the shop's list.
  await form.getByLabel('Country', { exact: true }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  // The phone must suit the country chosen beside it: a German mobile number under France's code is
  // refused with the personal-information message, and taken under Germany's.
  const phone = form.getByRole('textbox', { name: /^Phone/ });
  await form.getByLabel('Country code', { exact: true }).click();
  await page.getByRole('option', { name: 'France (+33)', exact: true }).click();
  await phone.fill('0151 12345678');
  await form.getByTestId('payout-iban').click();
  await textOf(form.getByTestId('form-error')).toBe('Please enter a valid phone number');
  // The contact step with its selects and its message, as a screen reader meets it.
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel('Country code', { exact: true }).click();
  await page.getByRole('option', { name: 'Germany (+49)', exact: true }).click();
  await expect.poll(() => form.getByLabel('Country code', { exact: true }).inputValue()).toBe('Germany (+49)');
  return form;
}

describe('selling a skin in the browser', () => {
  it('offer → quote → accept → receive → IBAN payout (bad checksum refused) → paid; then a card payout', async () => {
    const { page } = shop;
    const email = 'seller.e2e@example.com';
    await signUp(page, mail, email);

    await sellSkin(page, 'AK-47 | Redline (Field-Tested)');
    const id = await newestOfferId(page);
    const form = await acceptQuoted(page, id);
    await form.getByTestId('payout-iban').click();
    // The IBAN step starts with the contact step's names (the account's).
    expect(await form.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await form.getByLabel('Last name').inputValue()).toBe('Lovelace');
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130');
    await form.getByRole('checkbox').check();
    await form.getByTestId('payout-confirm').click();
    await textOf(form.getByTestId('form-error')).toBe('Please enter a valid IBAN.');
    // A typo in the digits: the check digits' own message.
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await form.getByTestId('payout-confirm').click();
    await textOf(form.getByTestId('form-error')).toBe("This IBAN's check digits do not match. Please check it for a typo.");
    await keepScreenshots(page, 'payout-iban-checksum');
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await form.getByTestId('payout-confirm').click();
    await textOf(form.getByTestId('payout-success')).toBe('PAYOUT REQUEST SUCCESSFUL');
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await ops('payouts:complete', id);
    await open(page, '/profile?tab=my-offers');
    await textOf(rows(page).first()).toMatch(/paid/i);

    await sellSkin(page, 'AWP | Asiimov (Field-Tested)');
    const second = await newestOfferId(page);
    const card = await acceptQuoted(page, second);
    await card.getByTestId('payout-card').click();
    await page.waitForURL((url) => url.pathname.includes('/sandbox-payout/'));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Receive' }).click();
    await page.waitForURL((url) => url.pathname === '/success-payout');
    await textOf(page.getByTestId('payout-result')).toBe('Payout Successful');
  });

  it('a failed payout says why, names support, and is requested again by card', async () => {
    const { page } = shop;
    await signUp(page, mail, 'seller.again.e2e@example.com');
    await sellSkin(page, 'M4A4 | Howl (Field-Tested)');
    const id = await newestOfferId(page);
    const form = await acceptQuoted(page, id);
    await form.getByTestId('payout-iban').click();
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await form.getByRole('checkbox').check();
    await form.getByTestId('payout-confirm').click();
    await textOf(form.getByTestId('payout-success')).toBe('PAYOUT REQUEST SUCCESSFUL');
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await ops('payouts:fail', id, '--message', 'The bank returned the transfer: account closed');

    await open(page, '/profile?tab=my-offers');
    await textOf(rows(page).first()).toMatch(/payout failed/i);
    await keepScreenshots(page, 'my-offers-payout-failed');
    // On a phone each row is stacked label: value lines: nothing scrolls sideways, the status is whole.
    await page.setViewportSize({ width: 390, height: 844 });
    const table = page.getByTestId('offers');
    await expect.poll(() => table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
    await expect.poll(() => rows(page).first().locator('.mantine-Badge-label').evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    expect(await rows(page).first().locator('td').nth(3).getAttribute('data-label')).toBe('Status');
    await page.setViewportSize({ width: 1280, height: 900 });
    await rows(page).first().getByTestId('view-offer').click();
    const details = modal(page, 'offerDetails');
    await textOf(details.getByTestId('payout-message')).toBe('The bank returned the transfer: account closed');
    await textOf(details.getByTestId('payout-failed-help')).toMatch(/^You can request the payout again, by card or SEPA bank transfer\. Questions\? Write to support@/);
    expect(await details.getByRole('link', { name: /^support@/ }).getAttribute('href')).toMatch(/^mailto:support@/);
    await keepScreenshots(page, 'offer-details-payout-failed');
    expect(await seriousViolations(page)).toEqual([]);
    await details.getByTestId('details-payout-again').click();

    const again = modal(page, 'acceptOffer');
    await shown(again);
    await fillAddress(again);
    await again.getByLabel('Country', { exact: true }).click();
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await again.getByRole('textbox', { name: /^Phone/ }).fill('0151 12345678');
    await keepScreenshots(page, 'accept-offer-again');
    await again.getByTestId('payout-card').click();
    await page.waitForURL((url) => url.pathname.includes('/sandbox-payout/'));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Receive' }).click();
    await page.waitForURL((url) => url.pathname === '/success-payout');
    await open(page, '/profile?tab=my-offers');
    await textOf(rows(page).first()).toMatch(/\bpaid\b/i);
    await expect.poll(() => rows(page).first().getByTestId('payout-again').count()).toBe(0);
  });
});
