import type { Kysely } from 'kysely';

// Frozen. Issue 45: items.search_text holds the title folded for search, so that "AK-47", "ak47" and
// "ak 47" find the same copies: accents dropped, lower-cased, every run of punctuation, symbols and
// spaces one space, and no space between a letter and a digit (a copy of api/catalogue/search-fold.ts
// as it was then). The search indexes (FTS5 trigram on SQLite, pg_trgm on PostgreSQL) follow the column.
const fold = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/(?<=\p{L}) (?=\p{N})|(?<=\p{N}) (?=\p{L})/gu, '');

const BATCH = 1_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await refold(db, fold);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await refold(db, (title) => title.trim().toLowerCase());
}

/** Rewrites search_text from the title, a batch of ids at a time, each row only when its value changes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function refold(db: Kysely<any>, searchText: (title: string) => string): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; title: string; search_text: string }[] = await db
      .selectFrom('items')
      .select(['id', 'title', 'search_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const text = searchText(row.title);
      if (text !== row.search_text) await db.updateTable('items').set({ search_text: text }).where('id', '=', row.id).execute();
    }
    after = Number(rows[rows.length - 1].id);
  }
}
