import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Offers (a customer sells a skin to the shop) and their payouts. Prices are integer minor
// units of the currency the customer offered in; a payout pays the quoted service price of one offer
// once (unique offer_id) and never touches the balance ledger.
const OFFER_STATUSES = ['new', 'offer', 'declined_by_user', 'declined_by_service', 'approved', 'ready_for_payout', 'payout_pending', 'paid', 'payout_failed'];
const PAYOUT_STATUSES = ['awaiting_card', 'pending', 'paid', 'failed'];
const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const bigId = postgres ? 'bigint' : 'integer';

  await db.schema
    .createTable('offers')
    .addColumn('id', bigId, (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('quality', 'text', (col) => col.notNull())
    .addColumn('item_url', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('user_price_minor', 'bigint', (col) => col.notNull().check(sql`user_price_minor > 0`))
    .addColumn('service_price_minor', 'bigint', (col) => col.check(sql`service_price_minor > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${list(OFFER_STATUSES)})`))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('offers_user_created_idx').on('offers').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('offers_status_created_idx').on('offers').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('payouts')
    .addColumn('id', bigId, (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('offer_id', bigId, (col) => col.notNull().unique().references('offers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('iban', 'card')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${list(PAYOUT_STATUSES)})`))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('iban', 'text')
    .addColumn('contact', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payouts_status_created_idx').on('payouts').columns(['status', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payouts', 'offers']) await db.schema.dropTable(table).execute();
}
