import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Issue 43: staff accounts apart from customers (invitation, argon2id password, TOTP with
// single-use steps and recovery codes, their own sessions and sign-in history), roles as sets of
// permissions, customer holds (frozen accounts) and sign-in history, four-eyes approvals, and the
// append-only, hash-chained audit log: a trigger refuses UPDATE and DELETE on both databases.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const id = (col: any) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey();
  await db.schema
    .createTable('staff_roles')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('permissions', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().references('staff_roles.name'))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_confirmed_at', 'bigint')
    .addColumn('totp_last_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('invite_token_hash', 'text')
    .addColumn('invite_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await sql`create unique index staff_email_key on staff (lower(email))`.execute(db);
  await sql`create unique index staff_invite_token_key on staff (invite_token_hash) where invite_token_hash is not null`.execute(db);
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'integer', id)
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_staff_idx').on('staff_recovery_codes').column('staff_id').execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();
  await db.schema
    .createTable('staff_sign_ins')
    .addColumn('id', 'integer', id)
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sign_ins_staff_idx').on('staff_sign_ins').columns(['staff_id', 'at']).execute();
  await db.schema
    .createTable('customer_sign_ins')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('customer_sign_ins_user_idx').on('customer_sign_ins').columns(['user_id', 'at']).execute();
  await db.schema
    .createTable('customer_holds')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('frozen_at', 'bigint', (col) => col.notNull())
    .addColumn('frozen_by', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('approvals')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('payout', 'balance_adjust')`))
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'approved')`))
    .addColumn('prepared_by', 'text', (col) => col.notNull())
    .addColumn('prepared_at', 'bigint', (col) => col.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'bigint')
    .execute();
  // One open approval per payout: preparing it twice finds the first.
  await sql`create unique index approvals_one_open_payout on approvals (entity_id) where kind = 'payout' and status = 'pending'`.execute(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor', 'at']).execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  if (postgres) {
    await sql`create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only: % refused', tg_op; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_refuse_change()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse_change()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only: UPDATE refused'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only: DELETE refused'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'approvals', 'customer_holds', 'customer_sign_ins', 'staff_sign_ins', 'staff_sessions', 'staff_recovery_codes', 'staff', 'staff_roles']) {
    await db.schema.dropTable(table).execute();
  }
  if (dialectOf(db) === 'postgres') await sql`drop function audit_log_refuse_change()`.execute(db);
}
