import type { Currency, Language } from './app.types';

/** The display currency when nothing else is known (spec §9: EUR, €, 1). */
export const DEFAULT_CURRENCY: Currency = { code: 'EUR', symbol: '€', rate: 1 };

/** English (spec §9: default language id 10). */
export const DEFAULT_LANGUAGE_ID = 10;

/** Keeps the saved currency if the list offers it, else the list's first, else EUR. */
export function resolveCurrency(savedCode: string | null, currencies: readonly Currency[]): Currency {
  const saved = currencies.find((currency) => currency.code === savedCode);
  return pickCurrency(saved ?? currencies[0] ?? DEFAULT_CURRENCY);
}

/** Keeps the saved language if offered (or nothing is known), else English, else the list's first. */
export function resolveLanguageId(savedId: number | null, languages: readonly Language[]): number {
  const offered = (id: number) => languages.some((language) => language.id === id);
  if (savedId !== null && (languages.length === 0 || offered(savedId))) return savedId;
  if (languages.length === 0 || offered(DEFAULT_LANGUAGE_ID)) return DEFAULT_LANGUAGE_ID;
  return languages[0]!.id;
}

/** The chosen language's code (en, de, pl…), the locale prices and numbers are written in; en when unknown. */
export function localeOf({ languages, languageId }: { languages: readonly Language[]; languageId: number }): string {
  return languages.find((language) => language.id === languageId)?.code ?? 'en';
}

/** Turns the server's key/text pairs into a lookup table. */
export function toDictionary(pairs: readonly { key: string; text: string }[]): Record<string, string> {
  const dictionary: Record<string, string> = {};
  for (const { key, text } of pairs) dictionary[key] = text;
  return dictionary;
}

function pickCurrency({ code, symbol, rate }: Currency): Currency {
  return { code, symbol, rate };
}
