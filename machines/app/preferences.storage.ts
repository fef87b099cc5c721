// The browser's local storage for preferences. Every access tolerates a missing or locked storage
// (private mode, tests in Node), because a preference is never worth a crash.

const CURRENCY_KEY = 'currency';
const LANGUAGE_KEY = 'lang_id';
/** Spec §9: cookie consent is remembered under an accepted flag. */
const COOKIES_KEY = 'cookiesAccepted';

export interface StoredPreferences {
  currencyCode: string | null;
  languageId: number | null;
  cookiesAccepted: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}

export function readStoredPreferences(): StoredPreferences {
  const languageId = Number.parseInt(read(LANGUAGE_KEY) ?? '', 10);
  return {
    currencyCode: read(CURRENCY_KEY),
    languageId: Number.isInteger(languageId) ? languageId : null,
    cookiesAccepted: read(COOKIES_KEY) === 'true',
  };
}

export const storeCurrencyCode = (code: string): void => write(CURRENCY_KEY, code);
export const storeLanguageId = (id: number): void => write(LANGUAGE_KEY, String(id));
export const storeCookiesAccepted = (): void => write(COOKIES_KEY, 'true');
