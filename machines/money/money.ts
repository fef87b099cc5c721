/** An amount as the API and the gateway carry it: major units, at most two decimals (10.78). */
export interface MoneyAmount {
  amount: number;
  /** ISO 4217 code, e.g. EUR. */
  currency: string;
  /** The shop's symbol for the currency, e.g. €; Intl's own when absent. */
  symbol?: string;
}

const ISO_CODE = /^[A-Z]{3}$/;
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  // XXX ("no currency") is laid out as a code, which puts a space between it and the number.
  const currencyDisplay = currency === 'XXX' ? 'code' : 'narrowSymbol';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(supportedLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function supportedLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? 'en';
  } catch {
    return 'en'; // not a well-formed language tag
  }
}

/**
 * The currencies Intl writes in English with a sign and no space before the number ("€1,234.50",
 * "-$0.10"): prices in them are written here, as Intl writes them (tests/unit/money-format.test.ts
 * holds the two side by side), without it. A page's first Intl call sets ICU up, some 15 ms of a
 * desktop's main thread and 60 at Lighthouse's 4x (issue 46); the server renders in English and euros,
 * so that first view needs no ICU at all.
 */
const ENGLISH_SIGNS: ReadonlyMap<string, string> = new Map([['EUR', '€'], ['USD', '$'], ['GBP', '£']]);

function englishSign(code: string, locale: string): string | undefined {
  return locale === 'en' ? ENGLISH_SIGNS.get(code) : undefined;
}

/**
 * |amount| to two decimals with thousands commas, as Intl rounds it: half away from zero, from the
 * shortest decimal that reads back as the number (1.005 is "1.01"). None for what that form writes
 * with an exponent or beyond exact integer cents: Intl writes those.
 */
function englishDigits(amount: number): string | undefined {
  const decimal = /^(\d{1,13})(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!decimal) return undefined;
  const [, whole = '', fraction = ''] = decimal;
  const cents = String(Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0)).padStart(3, '0');
  return `${cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',')}.${cents.slice(-2)}`;
}

/**
 * Builds the formatter of a currency in a language before the first price needs it, unless prices in
 * it need no Intl. A page's first Intl call sets ICU up: made in a task of its own, that cost is not
 * part of a longer one (src/app/mount-app.tsx, issue 46).
 */
export function prepareMoneyFormat(currency: string, locale: string): void {
  const code = currency.toUpperCase();
  if (englishSign(code, locale) === undefined) formatterFor(locale, ISO_CODE.test(code) ? code : 'XXX');
}

/** How an amount field writes money in a language: the symbol before or after, and the separators. */
export interface MoneyInputFormat {
  prefix: string;
  suffix: string;
  decimalSeparator: string;
  thousandSeparator: string;
}

/** The layout formatMoney gives prices, for an input of amounts (the listing's price range): de "12,50 €", en "€12.50". */
export function moneyInputFormat(currency: string, locale: string, symbol?: string): MoneyInputFormat {
  const code = currency.toUpperCase();
  const english = englishSign(code, locale);
  if (english !== undefined) return { prefix: symbol ?? english, suffix: '', decimalSeparator: '.', thousandSeparator: ',' };
  const valid = ISO_CODE.test(code);
  const shown = symbol ?? (valid ? undefined : currency);
  const parts = formatterFor(locale, valid ? code : 'XXX').formatToParts(1234.5);
  const at = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => part.type === 'integer');
  const sign = shown ?? parts[at]?.value ?? '';
  // The literal (a space, maybe non-breaking) between the symbol and the number stays with the symbol.
  const gap = (index: number) => (parts[index]?.type === 'literal' ? parts[index].value : '');
  return {
    prefix: at >= 0 && at < number ? sign + gap(at + 1) : '',
    suffix: at > number ? gap(at - 1) + sign : '',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    // Some languages group only from five digits on (pl "1234,50", "12 345,50"): asked of a larger number.
    thousandSeparator: formatterFor(locale, valid ? code : 'XXX').formatToParts(1234567.5).find((part) => part.type === 'group')?.value ?? '',
  };
}

/**
 * A price as the shopper's language writes it: thousands separators, two decimals and the symbol where
 * that locale puts it (en "€1,234.50", de "1.234,50 €", pl "42 140,00 zł"). The shop's own symbol
 * replaces Intl's, so the header's currency list and the prices agree.
 */
export function formatMoney({ amount, currency, symbol }: MoneyAmount, locale: string): string {
  const code = currency.toUpperCase();
  const english = englishSign(code, locale);
  const digits = english === undefined ? undefined : englishDigits(amount);
  if (digits !== undefined) return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${symbol ?? english}${digits}`;
  // A code Intl cannot take is laid out as the "no currency" code XXX, with the code as its symbol.
  const valid = ISO_CODE.test(code);
  const shown = symbol ?? (valid ? undefined : currency);
  const parts = formatterFor(locale, valid ? code : 'XXX').formatToParts(amount);
  let text = '';
  for (const part of parts) text += part.type === 'currency' && shown !== undefined ? shown : part.value;
  return text;
}

/** A whole amount without its zero cents, as a quick-pick button writes it (en "€25", de "25 €"). */
export function formatWholeMoney(money: MoneyAmount, locale: string): string {
  const { decimalSeparator } = moneyInputFormat(money.currency, locale, money.symbol);
  const text = formatMoney(money, locale);
  return Number.isInteger(money.amount) ? text.replace(new RegExp(`\\${decimalSeparator}0+(?!\\d)`), '') : text;
}

