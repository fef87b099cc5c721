import { currencies } from './currencies';

export const COMPANY_NAME = 'Skin Shop Trading Ltd';
export const COMPANY_NUMBER = '14830762';

const cardMethods = [
  { code: 'card', title: 'Credit / Debit card' },
  { code: 'applepay', title: 'Apple Pay' },
  { code: 'googlepay', title: 'Google Pay' },
];

/**
 * Initial settings, inserted only when a key is missing so an operator's changes survive restarts.
 * `{host}` in support_email is replaced with the requesting host when served.
 */
export const defaultSettings: Record<string, unknown> = {
  payment_methods: Object.fromEntries(currencies.map((currency) => [currency.code, cardMethods])),
  min_top_up: 5,
  requisites: `${COMPANY_NAME}, ${COMPANY_NUMBER}`,
  support_email: 'support@{host}',
  copyright: `© 2026 ${COMPANY_NAME}. All rights reserved.`,
  offer_enabled: true,
  google_tag: null,
};
