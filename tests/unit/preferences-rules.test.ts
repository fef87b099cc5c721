import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, localeOf, resolveCurrency, resolveLanguageId, toDictionary } from '../../machines/app/preferences.rules';

const EUR = { code: 'EUR', symbol: '€', rate: 1 };
const USD = { code: 'USD', symbol: '$', rate: 1.08 };
const PLN = { code: 'PLN', symbol: 'zł', rate: 4.3 };
const languages = [
  { id: 10, title: 'English', code: 'en' },
  { id: 11, title: 'Deutsch', code: 'de' },
];

describe('resolveCurrency (spec §3)', () => {
  it('keeps the saved currency when the list has it', () => {
    expect(resolveCurrency('USD', [EUR, USD])).toEqual(USD);
  });
  it('takes the first of the list when the saved one is not listed or nothing was saved', () => {
    expect(resolveCurrency('GBP', [PLN, EUR])).toEqual(PLN);
    expect(resolveCurrency(null, [USD, EUR])).toEqual(USD);
  });
  it('falls back to EUR € 1 when the list is empty', () => {
    expect(resolveCurrency('USD', [])).toEqual({ code: 'EUR', symbol: '€', rate: 1 });
    expect(DEFAULT_CURRENCY).toEqual({ code: 'EUR', symbol: '€', rate: 1 });
  });
  it('returns a plain currency even when the server adds fields', () => {
    expect(resolveCurrency('EUR', [{ ...EUR, __typename: 'Currency' } as typeof EUR])).toEqual(EUR);
  });
});

describe('resolveLanguageId', () => {
  it('keeps the saved language when offered', () => {
    expect(resolveLanguageId(11, languages)).toBe(11);
  });
  it('uses English (10) by default or when the saved language is gone', () => {
    expect(resolveLanguageId(null, languages)).toBe(10);
    expect(resolveLanguageId(42, languages)).toBe(10);
  });
  it('keeps the saved language when the list could not be loaded', () => {
    expect(resolveLanguageId(11, [])).toBe(11);
    expect(resolveLanguageId(null, [])).toBe(10);
  });
  it('takes the first language when English is not offered', () => {
    expect(resolveLanguageId(null, [{ id: 12, title: 'Français', code: 'fr' }])).toBe(12);
  });
});

it('toDictionary turns key/text pairs into a lookup', () => {
  expect(toDictionary([{ key: 'a', text: 'A' }, { key: 'b', text: 'B' }])).toEqual({ a: 'A', b: 'B' });
});

describe('localeOf', () => {
  it("is the chosen language's code, and en while the languages are unknown or the id is not among them", () => {
    expect(localeOf({ languages, languageId: 11 })).toBe('de');
    expect(localeOf({ languages: [], languageId: 11 })).toBe('en');
    expect(localeOf({ languages, languageId: 99 })).toBe('en');
  });
});
