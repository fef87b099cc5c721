import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readStoredPreferences,
  storeCookiesAccepted,
  storeCurrencyCode,
  storeLanguageId,
} from '../../machines/app/preferences.storage';

/** A Storage with the browser's semantics (string values), installed as the global localStorage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('preferences storage', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('reads nothing saved as no preference and no consent', () => {
    expect(readStoredPreferences()).toEqual({ currencyCode: null, languageId: null, cookiesAccepted: false });
  });

  it('round-trips the currency, the language and the accepted flag', () => {
    storeCurrencyCode('USD');
    storeLanguageId(11);
    storeCookiesAccepted();
    expect(readStoredPreferences()).toEqual({ currencyCode: 'USD', languageId: 11, cookiesAccepted: true });
    expect(localStorage.getItem('cookiesAccepted')).toBe('true');
  });

  it('ignores a language id that is not a number', () => {
    localStorage.setItem('lang_id', 'english');
    expect(readStoredPreferences().languageId).toBeNull();
  });

  it('works without any storage at all', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(readStoredPreferences()).toEqual({ currencyCode: null, languageId: null, cookiesAccepted: false });
    expect(() => storeCurrencyCode('USD')).not.toThrow();
  });
});
