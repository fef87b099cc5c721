import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Deposits (balance top-ups through a payment provider) and the provider events already applied.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const bigId = postgres ? 'bigint' : 'integer';

  await db.schema
    .createTable('deposits')
    .addColumn('id', bigId, (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (col) => col.notNull().check(sql`status in (1, 2, 4, 7)`))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('currency_rate', 'double precision', (col) => col.notNull())
    .addColumn('eur_cents', 'bigint', (col) => col.notNull().check(sql`eur_cents > 0`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('lang_id', 'integer', (col) => col.notNull())
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('deposits_user_created_idx').on('deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_provider_reference_idx').unique().on('deposits').columns(['provider', 'reference']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('deposit_id', bigId, (col) => col.references('deposits.id').onDelete('set null'))
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_events', 'deposits']) await db.schema.dropTable(table).execute();
}
