// A customer's top-up steps in the browser, shared by the deposit and frozen-account tests.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { modal, shown, textOf, toast } from './account-steps';

/** The personal-information form a first top-up asks for, filled and saved. */
export async function fillPersonalInfo(page: Page) {
  const form = modal(page, 'personalInfo');
  await textOf(form.getByTestId('personal-info-notice')).toBe('Please fill in your personal information first');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+49 30 1234567');
  await form.getByLabel('Country', { exact: true }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await form.getByLabel('City').fill('Berlin');
  await form.getByLabel('Zip code').fill('10115');
  await form.getByLabel('Address').fill('Unter den Linden 1');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Profile updated successfully'));
  await form.waitFor({ state: 'hidden' });
}

/**
 * Opens the balance menu right after a toast was raised and checks its TOP UP BALANCE lies above the
 * toasts' layer, whether or not the toast is still up (a toast sliding in below the header once took
 * the click meant for it), then closes the menu.
 */
export async function expectBalanceMenuAboveToasts(page: Page) {
  await page.getByTestId('balance-menu').click();
  const item = page.getByTestId('top-up');
  await item.waitFor();
  const stacking = await item.evaluate((element) => {
    const layer = (selector: string) => Number(getComputedStyle(document.querySelector(selector)!).zIndex);
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return { menu: layer('[data-menu-dropdown]'), toasts: layer('.mantine-Notifications-root'), centreIsItem: !!atCentre && element.contains(atCentre) };
  });
  expect(stacking.menu).toBeGreaterThan(stacking.toasts);
  expect(stacking.centreIsItem).toBe(true);
  await page.keyboard.press('Escape');
  await item.waitFor({ state: 'hidden' });
}

/** Opens the top-up form from the balance menu and continues to payment with `amount`; answers the form. */
export async function topUp(page: Page, amount: string) {
  await page.getByTestId('balance-menu').click();
  await page.getByTestId('top-up').click();
  const form = modal(page, 'deposit');
  // Issue 45: a common amount is one tap (it fills the field); any other is typed.
  const quick = form.getByTestId('deposit-quick-amounts').getByRole('button', { name: `€${amount}`, exact: true });
  if ((await quick.count()) > 0) {
    await quick.click();
    await expect.poll(() => form.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe(amount);
  } else {
    await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  }
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  return form;
}
