import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Every setting, JSON-decoded. */
export async function readSettings(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

/** Inserts the settings that are missing; existing values (an operator's changes) are kept. */
export async function insertMissingSettings(db: Kysely<Database>, settings: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db.insertInto('settings').values(rows).onConflict((oc) => oc.column('key').doNothing()).execute();
}

export async function writeSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}
