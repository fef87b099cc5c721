import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Issue 41: refunds of deposits from the console, each prepared by one person and, above
// ADJUST_APPROVAL_EUR, approved by another before the provider is asked; at most one open per deposit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('deposit_refunds')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('deposit_id', postgres ? 'bigint' : 'integer', (col) => col.notNull().references('deposits.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('eur_cents', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('awaiting_approval', 'refunding', 'done', 'failed')`))
    .addColumn('prepared_by', 'text', (col) => col.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await sql`create unique index deposit_refunds_one_open on deposit_refunds (deposit_id) where status in ('awaiting_approval', 'refunding')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_refunds').execute();
}
