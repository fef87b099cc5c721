import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Issue 41: card disputes and early fraud warnings on deposits (one row per provider object,
// merged from every event about it whatever their order), what the bank took and gave back, and on
// each deposit the provider's payment and charge ids (risk events name those), its risk level and
// how much of it has been refunded.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const bigId = postgres ? 'bigint' : 'integer';
  await db.schema.alterTable('deposits').addColumn('payment_intent', 'text').execute();
  await db.schema.alterTable('deposits').addColumn('charge_id', 'text').execute();
  await db.schema.alterTable('deposits').addColumn('risk_level', 'text').execute();
  await db.schema.alterTable('deposits').addColumn('refunded_minor', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('deposits_payment_intent_idx').on('deposits').columns(['provider', 'payment_intent']).execute();
  await db.schema.createIndex('deposits_charge_idx').on('deposits').columns(['provider', 'charge_id']).execute();

  await db.schema
    .createTable('disputes')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('dispute', 'early_fraud_warning')`))
    .addColumn('deposit_id', bigId, (col) => col.notNull().references('deposits.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('evidence_due_by', 'bigint')
    .addColumn('funds_withdrawn', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('funds_reinstated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('taken_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('fee_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('evidence_submitted_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('disputes_provider_id_key').unique().on('disputes').columns(['provider', 'provider_id']).execute();
  await db.schema.createIndex('disputes_user_idx').on('disputes').columns(['user_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('disputes').execute();
  await db.schema.dropIndex('deposits_charge_idx').execute();
  await db.schema.dropIndex('deposits_payment_intent_idx').execute();
  for (const column of ['refunded_minor', 'risk_level', 'charge_id', 'payment_intent']) await db.schema.alterTable('deposits').dropColumn(column).execute();
}
