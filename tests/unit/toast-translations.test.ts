// Every toast the browser writes has its text in every language (the notifier shows the customer's):
// a new toast without translations fails here, as does one whose German is the English.
import { describe, expect, it } from 'vitest';
import { allTranslations } from '../../api/db/seed-data/localizations/index';
import { toastMessages } from '../../api/db/seed-data/localizations/toasts';
import { toastKey } from '../../contract/rules/toast-key';
import { ALREADY_IN_CART, CART_ADD_ERROR, ITEM_ADDED } from '../../machines/cart/add-to-cart.machine';
import { CHANGE_EMAIL_FAILED } from '../../machines/account/account-forms';
import { LINK_RESENT, LOGGED_IN, LOGIN_FAILED, REQUEST_FAILED, VERIFICATION_TOASTS } from '../../machines/auth/auth.machine';
import { CART_CLEARED, CLEAR_CART_FAILED, REMOVE_FAILED } from '../../machines/cart/cart.machine';
import { PURCHASE_FAILED, PURCHASED } from '../../machines/cart/checkout.machine';
import { COUNTRIES_FAILED } from '../../machines/account/countries.machine';
import { DEPOSIT_FAILED } from '../../machines/deposit/deposit.machine';
import { DEPOSIT_HISTORY_FAILED } from '../../machines/deposit/deposit-history.machine';
import { OFFER_HISTORY_FAILED } from '../../machines/offers/offers.machine';
import { PURCHASE_HISTORY_FAILED } from '../../machines/orders/purchase-history.machine';
import { OFFER_SEND_FAILED, OFFER_SENT } from '../../machines/offers/sell-skin.machine';
import { STEAM_SIGN_IN_FAILED } from '../../machines/app/app.machine';
import { TOPPED_UP } from '../../machines/deposit/payment-status.machine';

const BROWSER_TOASTS = [
  ALREADY_IN_CART, CART_ADD_ERROR, ITEM_ADDED, CHANGE_EMAIL_FAILED, LINK_RESENT, LOGGED_IN, LOGIN_FAILED, REQUEST_FAILED,
  ...Object.values(VERIFICATION_TOASTS), CART_CLEARED, CLEAR_CART_FAILED, REMOVE_FAILED, PURCHASE_FAILED, PURCHASED,
  COUNTRIES_FAILED, DEPOSIT_FAILED, DEPOSIT_HISTORY_FAILED, OFFER_HISTORY_FAILED, PURCHASE_HISTORY_FAILED, OFFER_SEND_FAILED,
  OFFER_SENT, STEAM_SIGN_IN_FAILED, TOPPED_UP,
];

describe('toast translations', () => {
  it('every toast the browser writes is in the table', () => {
    expect(BROWSER_TOASTS.filter((message) => !toastMessages.includes(message))).toEqual([]);
  });

  it('each language has its own text for every toast', () => {
    const translations = allTranslations();
    for (const id of [11, 12, 13, 14, 15]) {
      const missing = toastMessages.filter((message) => !translations[id]?.[toastKey(message)] || translations[id]![toastKey(message)] === message);
      expect({ id, missing }).toEqual({ id, missing: [] });
    }
    expect(translations[11]![toastKey(ITEM_ADDED)]).toBe('Artikel zum Warenkorb hinzugefügt');
  });
});
