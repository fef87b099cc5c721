import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeMoney, moneyInputFormat, prepareMoneyFormat } from '../../machines/money/money';
import { quickAmounts } from '../../machines/deposit/deposit.rules';

// Intl writes U+00A0 / U+202F inside numbers for some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const format = (amount: number, currency: string, symbol: string | undefined, locale: string) =>
  plain(formatMoney({ amount, currency, symbol }, locale));

describe('formatMoney', () => {
  it('writes thousands separators, two decimals and the symbol where the language puts it', () => {
    expect(format(111720, 'SEK', 'kr', 'en')).toBe('kr 111,720.00');
    expect(format(42140, 'PLN', 'zł', 'pl')).toBe('42 140,00 zł');
    expect(format(1234.5, 'EUR', '€', 'en')).toBe('€1,234.50');
    expect(format(1234.5, 'EUR', '€', 'de')).toBe('1.234,50 €');
    expect(format(1234.5, 'EUR', '€', 'fr')).toBe('1 234,50 €');
    expect(format(1234.5, 'EUR', '€', 'es')).toBe('1234,50 €');
    expect(format(12345.5, 'EUR', '€', 'es')).toBe('12.345,50 €');
    expect(format(10.78, 'USD', '$', 'en')).toBe('$10.78');
    expect(format(10.78, 'USD', '$', 'pt')).toBe('$ 10,78');
    expect(format(0, 'GBP', '£', 'en')).toBe('£0.00');
    expect(format(99.9, 'CHF', 'CHF', 'de')).toBe('99,90 CHF');
  });

  it('always shows two decimals, for negatives and amounts beyond 2^31 cents too', () => {
    expect(format(5, 'EUR', '€', 'en')).toBe('€5.00');
    expect(format(0.1, 'EUR', '€', 'en')).toBe('€0.10');
    expect(format(-12.5, 'EUR', '€', 'en')).toBe('-€12.50');
    expect(format(285000000.8, 'SEK', 'kr', 'en')).toBe('kr 285,000,000.80');
  });

  it("uses the shop's symbol over Intl's and Intl's narrow symbol when the shop sends none", () => {
    expect(format(1, 'PLN', 'PLN-shop', 'en')).toBe('PLN-shop 1.00');
    expect(format(1, 'PLN', undefined, 'en')).toBe('zł 1.00');
    expect(format(1, 'usd', undefined, 'en')).toBe('$1.00');
  });

  it('does not throw for an unknown language or a code Intl cannot take', () => {
    expect(format(1234.5, 'EUR', '€', 'xx-invalid-tag-!')).toBe('€1,234.50');
    expect(format(1234.5, 'EUR', '€', 'tlh')).toBe('€1,234.50');
    expect(format(1234.5, 'BTC1', undefined, 'en')).toBe('BTC1 1,234.50');
    expect(format(1234.5, 'BTC1', 'B', 'de')).toBe('1.234,50 B');
  });
});

describe('English prices in euros, dollars and pounds, written without Intl (issue 46: no ICU on the first view)', () => {
  const intl = (currency: string) =>
    new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Amounts as prices come (cents), after a currency's rate, halfway between two cents, and beyond exact cents.
  const edges = [0, -0, 0.001, -0.001, 0.004999, 0.005, -0.005, 0.015, 1.005, 1.015, 2.675, 0.995, 9.995, 999.995, 1234.5, -1234.5, 10.78, 0.1 + 0.2];
  const large = [1e6, 999_999.999, 123_456_789.125, 9_999_999_999_999.99, 1e13, 12_345_678_901_234.5, Number.MAX_SAFE_INTEGER, 1e21, 1e-7, -1e-7];
  const odd = [NaN, Infinity, -Infinity];
  let seed = 46;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const drawn = Array.from({ length: 20_000 }, (_, index) => {
    const magnitude = 10 ** Math.floor(random() * 10);
    if (index % 3 === 0) return Math.round(random() * magnitude * 100) / 100; // cents
    if (index % 3 === 1) return (Math.round(random() * magnitude * 100) / 100) * 1.0837; // converted at a rate
    return Math.round(random() * magnitude * 1000) / 1000 - magnitude / 2; // a third decimal, either sign
  });

  it.each(['EUR', 'USD', 'GBP'])('%s: what Intl writes, for every kind of amount', (currency) => {
    const written = intl(currency);
    for (const amount of [...edges, ...large, ...odd, ...drawn]) expect(formatMoney({ amount, currency }, 'en'), String(amount)).toBe(written.format(amount));
  });

  it("with the shop's own symbol in Intl's place, and the listing's fields laid out alike", () => {
    expect(formatMoney({ amount: -0.005, currency: 'EUR', symbol: 'EUR ' }, 'en')).toBe('-EUR 0.01');
    expect(formatMoney({ amount: 1234567.891, currency: 'usd', symbol: 'US$' }, 'en')).toBe('US$1,234,567.89');
    expect(moneyInputFormat('GBP', 'en')).toEqual({ prefix: '£', suffix: '', decimalSeparator: '.', thousandSeparator: ',' });
  });
});

describe('moneyInputFormat: the listing price fields, written as prices are', () => {
  const layout = (currency: string, locale: string, symbol?: string) => {
    const { prefix, suffix, decimalSeparator, thousandSeparator } = moneyInputFormat(currency, locale, symbol);
    return { prefix: plain(prefix), suffix: plain(suffix), decimalSeparator, thousandSeparator: plain(thousandSeparator) };
  };
  it('puts the symbol where the language puts it, with the same separators', () => {
    expect(layout('EUR', 'en', '€')).toEqual({ prefix: '€', suffix: '', decimalSeparator: '.', thousandSeparator: ',' });
    expect(layout('EUR', 'de', '€')).toEqual({ prefix: '', suffix: ' €', decimalSeparator: ',', thousandSeparator: '.' });
    expect(layout('USD', 'de', '$')).toEqual({ prefix: '', suffix: ' $', decimalSeparator: ',', thousandSeparator: '.' });
    expect(layout('SEK', 'en', 'kr')).toEqual({ prefix: 'kr ', suffix: '', decimalSeparator: '.', thousandSeparator: ',' });
    // Polish groups only from five digits; the field still gets its group separator, never the decimal comma.
    expect(layout('PLN', 'pl', 'zł')).toEqual({ prefix: '', suffix: ' zł', decimalSeparator: ',', thousandSeparator: ' ' });
  });
});

describe('quick top-up amounts (issue 45)', () => {
  it('writes a whole amount without zero cents, where the language puts the symbol', () => {
    expect(formatWholeMoney({ amount: 25, currency: 'EUR', symbol: '€' }, 'en')).toBe('€25');
    expect(formatWholeMoney({ amount: 25, currency: 'EUR', symbol: '€' }, 'de')).toBe('25\u00a0€');
    expect(formatWholeMoney({ amount: 1000, currency: 'PLN', symbol: 'zł' }, 'de')).toBe('1.000\u00a0zł');
    expect(formatWholeMoney({ amount: 2.5, currency: 'USD', symbol: '$' }, 'en')).toBe('$2.50');
  });

  it('offers only amounts the form takes: from the minimum top-up up to the maximum', () => {
    expect(quickAmounts(1)).toEqual([10, 25, 50, 100, 250]);
    expect(quickAmounts(20)).toEqual([25, 50, 100, 250]);
    expect(quickAmounts(20_000)).toEqual([]);
  });
});

describe('prepareMoneyFormat (issue 46: ICU loaded before the first price)', () => {
  it('leaves prices as they were, for any currency and language it is given, a malformed one too', () => {
    prepareMoneyFormat('pln', 'pl');
    prepareMoneyFormat('not a code', 'not a tag!');
    expect(format(42140, 'PLN', 'zł', 'pl')).toBe('42 140,00 zł');
    expect(format(12.5, 'EUR', '€', 'not a tag!')).toBe('€12.50');
  });
});
