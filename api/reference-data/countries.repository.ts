import type { Kysely } from 'kysely';
import type { CountriesTable } from './countries.table';
import type { Database } from '../db/database';

export function listCountries(db: Kysely<Database>): Promise<CountriesTable[]> {
  return db.selectFrom('countries').selectAll().orderBy('title').execute();
}

/** Each country's id and ISO code, for checking a phone's country and a profile's country. */
export function listCountryCodes(db: Kysely<Database>): Promise<Pick<CountriesTable, 'id' | 'iso'>[]> {
  return db.selectFrom('countries').select(['id', 'iso']).execute();
}

export async function upsertCountries(db: Kysely<Database>, rows: CountriesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('countries')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        iso: eb.ref('excluded.iso'),
        title: eb.ref('excluded.title'),
        phone_code: eb.ref('excluded.phone_code'),
      })),
    )
    .execute();
}
