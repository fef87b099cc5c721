import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. The wishlist (issue 27): a customer watches a market name for a copy listed at or below a
// target (EUR cents); one alert per (user, name). `armed_at` changes whenever the alert is saved, so a
// check that read an older target never marks a re-saved alert as sent. The partial index finds the
// cheapest copy on sale of a name with one index seek, however large the catalogue.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('price_alerts')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().check(sql`category in ('cs2', 'dota2')`))
    .addColumn('target_cents', 'bigint', (col) => col.notNull().check(sql`target_cents > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('lang_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('armed_at', 'bigint', (col) => col.notNull())
    .addColumn('notified_at', 'bigint')
    .addUniqueConstraint('price_alerts_user_title_key', ['user_id', 'title'])
    .execute();
  await sql`create index price_alerts_armed_idx on price_alerts (title) where notified_at is null`.execute(db);
  await sql`create index items_available_title_price_idx on items (title, price) where status = 'available'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('items_available_title_price_idx').execute();
  await db.schema.dropTable('price_alerts').execute();
}
