import type { Kysely } from 'kysely';
import { listCurrencies } from '../db/currencies.repository';
import type { CurrenciesTable } from '../db/currencies.table';
import type { Database } from '../db/database';
import { validationFailed } from '../http/api-error';
import { ttlCache } from '../lib/ttl-cache';

export type Currency = Pick<CurrenciesTable, 'code' | 'symbol' | 'value'>;

export const BASE_CURRENCY = 'EUR';
const CACHE_MS = 5_000;

export function createCurrenciesService(db: Kysely<Database>) {
  const load = ttlCache(CACHE_MS, async () => {
    const list = (await listCurrencies(db)).map(({ code, symbol, value }) => ({ code, symbol, value }));
    return { list, byCode: new Map(list.map((currency) => [currency.code.toUpperCase(), currency])) };
  });

  return {
    list: async (): Promise<Currency[]> => (await load()).list,

    /** The currency for a case-insensitive code (EUR when absent); an unknown code is a 422 on `currency`. */
    resolve: async (code: string | undefined): Promise<Currency> => {
      const { byCode } = await load();
      const currency = byCode.get((code ?? BASE_CURRENCY).trim().toUpperCase());
      if (!currency) throw validationFailed({ currency: ['Unknown currency'] });
      return currency;
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
