import type { Kysely } from 'kysely';
import type { CurrenciesTable } from './currencies.table';
import type { Database } from '../db/database';

export function listCurrencies(db: Kysely<Database>): Promise<CurrenciesTable[]> {
  return db.selectFrom('currencies').selectAll().orderBy('position').orderBy('code').execute();
}

/** One currency's code and rate (units per EUR); undefined when the code is unknown. */
export function findCurrencyRate(db: Kysely<Database>, code: string): Promise<Pick<CurrenciesTable, 'code' | 'value'> | undefined> {
  return db.selectFrom('currencies').select(['code', 'value']).where('code', '=', code).executeTakeFirst();
}

/** Inserts missing currencies and refreshes symbol and position; a stored rate (`value`) is kept. */
export async function upsertCurrencies(db: Kysely<Database>, rows: CurrenciesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('currencies')
    .values(rows)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        symbol: eb.ref('excluded.symbol'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}

/** Sets one currency's rate; false when the code is unknown. */
export async function updateCurrencyRate(db: Kysely<Database>, code: string, value: number): Promise<boolean> {
  const result = await db.updateTable('currencies').set({ value }).where('code', '=', code).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
