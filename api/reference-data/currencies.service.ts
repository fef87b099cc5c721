import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { listCurrencies, updateCurrencyRate } from './currencies.repository';
import type { CurrenciesTable } from './currencies.table';
import type { Database } from '../db/database';
import { notFound, validationFailed } from '../http/api-error';
import { isValidRate, MAX_RATE, MIN_RATE } from '../lib/money';
import { versionedCache } from '../lib/versioned-cache';
import { siteVersion } from './site-version.repository';

export type Currency = Pick<CurrenciesTable, 'code' | 'symbol' | 'value'>;

export const BASE_CURRENCY = 'EUR';
export const RATE_OUT_OF_RANGE = `Must be a number from ${MIN_RATE.toFixed(6)} to ${MAX_RATE}`;
export const CURRENCY_NOT_FOUND = 'Currency not found';

const codeKey = (code: string | undefined) => (code ?? BASE_CURRENCY).trim().toUpperCase();

export function createCurrenciesService(db: Kysely<Database>) {
  // Kept per site version: a new rate set by any process prices the next request.
  const load = versionedCache(() => siteVersion(db), async () => {
    const list = (await listCurrencies(db)).map(({ code, symbol, value }) => ({ code, symbol, value }));
    return { list, byCode: new Map(list.map((currency) => [currency.code.toUpperCase(), currency])) };
  });

  // This service's own token: an API started again never confirms what another one sent (as catalogueTag).
  const start = randomBytes(4).toString('hex');
  const tagAt = (version: number) => `W/"${start}.currencies.${version}"`;

  return {
    list: async (): Promise<Currency[]> => (await load()).list,

    /**
     * The list with its validator (a weak ETag of the site version it was read at, which every change
     * of a currency moves): the gateway asks for it once per GraphQL operation that shows a symbol and
     * keeps it, so the next ask is a bodiless 304 (issue 46).
     */
    listTagged: async (): Promise<{ list: Currency[]; tag: string }> => {
      // The version read first: the list is of it or newer, so the tag can only undersell it (a later ask
      // gets the list again), never confirm an older list than the current one.
      const version = await siteVersion(db);
      return { list: (await load()).list, tag: tagAt(version) };
    },
    currentTag: async (): Promise<string> => tagAt(await siteVersion(db)),

    /** The currency for a case-insensitive code (EUR when absent); an unknown code is a 422 on `currency`. */
    resolve: async (code: string | undefined): Promise<Currency> => {
      const { byCode } = await load();
      const currency = byCode.get(codeKey(code));
      if (!currency) throw validationFailed({ currency: ['Unknown currency'] });
      return currency;
    },

    /**
     * The currency for a code as of the site version this process read last, with that version, without
     * reading it now; undefined before any read or for an unknown code. For a caller that reads the
     * site version in a statement of its own and uses the currency only if that version is still the
     * current one (the PostgreSQL listing, to save a round trip).
     */
    lastRead: async (code: string | undefined): Promise<{ currency: Currency; siteVersion: number } | undefined> => {
      const last = load.peek();
      const currency = last && (await last.value.catch(() => undefined))?.byCode.get(codeKey(code));
      return last && currency ? { currency, siteVersion: last.version } : undefined;
    },

    /**
     * Sets a currency's rate (units per 1 EUR) for the operator. A rate outside [MIN_RATE, MAX_RATE]
     * is a 422 on `value` (the database's CHECK refuses it too). Prices follow from the next request.
     */
    setRate: async (code: string, rate: number): Promise<void> => {
      if (typeof rate !== 'number' || !isValidRate(rate)) throw validationFailed({ value: [RATE_OUT_OF_RANGE] });
      const updated = await updateCurrencyRate(db, code.trim().toUpperCase(), rate);
      if (!updated) throw notFound(CURRENCY_NOT_FOUND);
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
