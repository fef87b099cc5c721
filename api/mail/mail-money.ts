import type { MailParams } from './templates';

// Issue 45: an e-mail writes money as its reader's language does ("€0.95", "0,95 €"), not as the job
// queued it. Every money param is written by formatMinor ("0.95 EUR") when the e-mail is queued, so
// jobs already queued read the same; renderMail rewrites them once it knows the language.
const QUEUED_MONEY = /^(-?\d+\.\d{2}) ([A-Z]{3})$/;

/** "12.50 EUR" in `language` ("€12.50" in English, "12,50 €" in German); any other text unchanged. */
export function moneyIn(language: string, text: string): string;
export function moneyIn(language: string, text: string | undefined): string | undefined;
export function moneyIn(language: string, text: string | undefined): string | undefined {
  const queued = text === undefined ? null : QUEUED_MONEY.exec(text);
  if (!queued) return text;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: queued[2], currencyDisplay: 'narrowSymbol' }).format(Number(queued[1]));
  } catch {
    return text; // a language or currency code Intl cannot take
  }
}

/** The params with every money field in the reader's language. */
export function withMoneyIn(language: string, params: MailParams): MailParams {
  const money = (text: string | undefined) => moneyIn(language, text);
  return {
    ...params,
    ...(params.items ? { items: params.items.map((item) => ({ ...item, price: moneyIn(language, item.price) })) } : {}),
    total: money(params.total),
    userPrice: money(params.userPrice),
    servicePrice: money(params.servicePrice),
    price: money(params.price),
    targetPrice: money(params.targetPrice),
  };
}
