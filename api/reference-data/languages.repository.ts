import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { LanguagesTable, LocalizationsTable } from './languages.table';

export function listLanguages(db: Kysely<Database>): Promise<LanguagesTable[]> {
  return db.selectFrom('languages').selectAll().orderBy('position').orderBy('id').execute();
}

export async function languageExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('languages').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The id of the language with this code (e.g. 'en'); undefined when there is none. */
export async function findLanguageId(db: Kysely<Database>, code: string): Promise<number | undefined> {
  return (await db.selectFrom('languages').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

/** The code (e.g. 'en') of the language with this id; undefined when there is none. */
export async function findLanguageCode(db: Kysely<Database>, id: number): Promise<string | undefined> {
  return (await db.selectFrom('languages').select('code').where('id', '=', id).executeTakeFirst())?.code;
}

export async function upsertLanguages(db: Kysely<Database>, rows: LanguagesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('languages')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        code: eb.ref('excluded.code'),
        title: eb.ref('excluded.title'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}

/** key → text for the given languages, in the order given (later languages override earlier ones). */
export async function findLocalizations(db: Kysely<Database>, langIds: number[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('localizations').select(['lang_id', 'key', 'text']).where('lang_id', 'in', langIds).execute();
  const texts: Record<string, string> = {};
  for (const langId of langIds) {
    for (const row of rows) if (row.lang_id === langId) texts[row.key] = row.text;
  }
  return texts;
}

/** Replaces every text of the given languages (one transaction is the caller's). */
export async function replaceLocalizations(db: Kysely<Database>, rows: LocalizationsTable[]): Promise<void> {
  const langIds = [...new Set(rows.map((row) => row.lang_id))];
  if (langIds.length > 0) await db.deleteFrom('localizations').where('lang_id', 'in', langIds).execute();
  for (let start = 0; start < rows.length; start += 500) {
    await db.insertInto('localizations').values(rows.slice(start, start + 500)).execute();
  }
}
