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
 * A price as the shopper's language writes it: thousands separators, two decimals and the symbol where
 * that locale puts it (en "€1,234.50", de "1.234,50 €", pl "42 140,00 zł"). The shop's own symbol
 * replaces Intl's, so the header's currency list and the prices agree.
 */
export function formatMoney({ amount, currency, symbol }: MoneyAmount, locale: string): string {
  const code = currency.toUpperCase();
  // A code Intl cannot take is laid out as the "no currency" code XXX, with the code as its symbol.
  const valid = ISO_CODE.test(code);
  const shown = symbol ?? (valid ? undefined : currency);
  const parts = formatterFor(locale, valid ? code : 'XXX').formatToParts(amount);
  let text = '';
  for (const part of parts) text += part.type === 'currency' && shown !== undefined ? shown : part.value;
  return text;
}
