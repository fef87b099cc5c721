import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Issue 43, the console's orders and customers: staff notes on a customer, and the indexes its
// searches and Today's counts read (an order by a trade offer's Steam id, orders of one status newest
// first, offers in error, a customer's payouts, approvals waiting by kind).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('customer_notes_user_idx').on('customer_notes').columns(['user_id', 'id']).execute();
  await sql`create index trade_offers_steam_offer_idx on trade_offers (steam_offer_id) where steam_offer_id is not null`.execute(db);
  // Today's errored deliveries: only the offers with an error (few), never the table.
  await sql`create index trade_offers_error_idx on trade_offers (state, bot_name) where last_error is not null`.execute(db);
  await db.schema.createIndex('orders_status_id_idx').on('orders').columns(['status', 'id']).execute();
  await db.schema.createIndex('payouts_user_idx').on('payouts').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('approvals_kind_status_idx').on('approvals').columns(['kind', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['approvals_kind_status_idx', 'payouts_user_idx', 'orders_status_id_idx', 'trade_offers_error_idx', 'trade_offers_steam_offer_idx']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('customer_notes').execute();
}
