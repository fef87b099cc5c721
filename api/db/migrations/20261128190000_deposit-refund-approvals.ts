import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Issue 41: a deposit refund above ADJUST_APPROVAL_EUR waits in `approvals` beside payouts and
// balance adjustments (kind `deposit_refund`, entity_id the deposit_refunds row), so the console's
// approvals list and Today's count show it. SQLite cannot change a CHECK: the table is rebuilt.
const KINDS = sql`kind in ('payout', 'balance_adjust', 'deposit_refund')`;
const OLD_KINDS = sql`kind in ('payout', 'balance_adjust')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setKinds(db: Kysely<any>, kinds: typeof KINDS): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table approvals drop constraint approvals_kind_check`.execute(db);
    await sql`alter table approvals add constraint approvals_kind_check check (${kinds})`.execute(db);
    return;
  }
  await db.schema
    .createTable('approvals_rebuilt')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(kinds))
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'approved')`))
    .addColumn('prepared_by', 'text', (col) => col.notNull())
    .addColumn('prepared_at', 'bigint', (col) => col.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'bigint')
    .execute();
  await sql`insert into approvals_rebuilt (id, kind, entity_id, amount_cents, reason, status, prepared_by, prepared_at, approved_by, approved_at)
    select id, kind, entity_id, amount_cents, reason, status, prepared_by, prepared_at, approved_by, approved_at from approvals`.execute(db);
  await db.schema.dropTable('approvals').execute();
  await sql`alter table approvals_rebuilt rename to approvals`.execute(db);
  await sql`create unique index approvals_one_open_payout on approvals (entity_id) where kind = 'payout' and status = 'pending'`.execute(db);
  await db.schema.createIndex('approvals_kind_status_idx').on('approvals').columns(['kind', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await setKinds(db, KINDS);
  // One open approval per deposit refund, as per payout.
  await sql`create unique index approvals_one_open_deposit_refund on approvals (entity_id) where kind = 'deposit_refund' and status = 'pending'`.execute(db);
  // The refunds already waiting join the list.
  await sql`insert into approvals (kind, entity_id, amount_cents, reason, status, prepared_by, prepared_at)
    select 'deposit_refund', id, eur_cents, reason, 'pending', prepared_by, created_at from deposit_refunds where status = 'awaiting_approval'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index approvals_one_open_deposit_refund`.execute(db);
  await db.deleteFrom('approvals').where('kind', '=', 'deposit_refund').execute();
  await setKinds(db, OLD_KINDS);
}
