import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Indexed substring search, listing indexes for the filters without a game, and a
// catalogue version that every change of the items table bumps (readers cache derived data per version).
//
// SQLite: a contentless FTS5 table with the trigram tokenizer over items.search_text (already lower-cased
// by the repository) plus two trailing spaces, so that every occurrence of a 1–2 character search
// starts a trigram (see items-search.ts). Searches are trimmed, so the padding never matches on its own.
// PostgreSQL: a pg_trgm GIN index, which serves `search_text like '%…%'` directly.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();

  const indexes: Record<string, string[]> = {
    items_type_price_idx: ['type_key', 'price', 'id'],
    items_quality_price_idx: ['quality_key', 'price', 'id'],
    items_hero_price_idx: ['hero_key', 'price', 'id'],
    items_exterior_price_idx: ['exterior_key', 'price', 'id'],
    items_class_price_idx: ['class_key', 'price', 'id'],
    items_any_new_price_idx: ['is_new', 'price', 'id'],
    items_any_best_seller_price_idx: ['best_seller', 'price', 'id'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('items').columns(columns).execute();
  }

  if (postgres) await upPostgres(db);
  else await upSqlite(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create virtual table items_search using fts5(
    search_text, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1')`.execute(db);
  await sql`create virtual table items_search_terms using fts5vocab(items_search, 'row')`.execute(db);
  await sql`insert into items_search (rowid, search_text) select id, search_text || '  ' from items`.execute(db);
  await sql`create trigger items_search_insert after insert on items begin
    insert into items_search (rowid, search_text) values (new.id, new.search_text || '  ');
    update catalogue_version set version = version + 1;
  end`.execute(db);
  await sql`create trigger items_search_update after update on items begin
    delete from items_search where rowid = old.id and new.search_text is not old.search_text;
    insert into items_search (rowid, search_text)
      select new.id, new.search_text || '  ' where new.search_text is not old.search_text;
    update catalogue_version set version = version + 1;
  end`.execute(db);
  await sql`create trigger items_search_delete after delete on items begin
    delete from items_search where rowid = old.id;
    update catalogue_version set version = version + 1;
  end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  // One copy per database, in public (schemas come and go; a superuser or the owner runs migrations).
  // Two migrators starting at once may race on creating it; the loser carries on.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (rows.length === 0) throw error;
  }
  await sql`create index items_search_trgm_idx on items using gin (search_text public.gin_trgm_ops)`.execute(db);
  await sql`create function items_bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger items_catalogue_version after insert or update or delete or truncate on items
    for each statement execute function items_bump_catalogue_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger items_catalogue_version on items`.execute(db);
    await sql`drop function items_bump_catalogue_version()`.execute(db);
    await sql`drop index items_search_trgm_idx`.execute(db);
  } else {
    for (const name of ['items_search_insert', 'items_search_update', 'items_search_delete']) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
    await sql`drop table items_search_terms`.execute(db);
    await sql`drop table items_search`.execute(db);
  }
  for (const name of ['type', 'quality', 'hero', 'exterior', 'class', 'any_new', 'any_best_seller']) {
    await db.schema.dropIndex(`items_${name}_price_idx`).execute();
  }
  await db.schema.dropTable('catalogue_version').execute();
}
