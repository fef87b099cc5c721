import { sql, type Kysely } from 'kysely';
import type { AccountChange, AccountChangeKind } from '../../contract/account-changes';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { nowSeconds } from '../lib/secrets';

/** PostgreSQL's channel, one per schema: processes on the same schema hear each other, no one else. */
export const CHANNEL_PREFIX = 'account_changes:';

/**
 * Announces a change in the caller's transaction, so it is heard only if and when that commits:
 * NOTIFY on PostgreSQL (delivered at commit, dropped at rollback), a row on SQLite (read by
 * api/changes/sqlite-changes.ts). Outside a transaction it is heard at once.
 */
export async function announceChange(tx: Kysely<Database>, kind: AccountChangeKind, userId: number, id: number | string): Promise<void> {
  const entityId = String(id);
  if (dialectOf(tx) === 'postgres') {
    const payload = JSON.stringify({ kind, userId, id: entityId } satisfies AccountChange);
    await sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${payload})`.execute(tx);
    return;
  }
  await tx.insertInto('account_changes').values({ kind, user_id: userId, entity_id: entityId, created_at: nowSeconds() }).execute();
}

export async function lastChangeSeq(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('account_changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export async function changesAfter(db: Kysely<Database>, seq: number): Promise<{ seq: number; change: AccountChange }[]> {
  const rows = await db.selectFrom('account_changes').select(['seq', 'kind', 'user_id', 'entity_id']).where('seq', '>', seq).orderBy('seq').execute();
  return rows.map((row) => ({ seq: row.seq, change: { kind: row.kind, userId: row.user_id, id: row.entity_id } }));
}

export async function forgetChangesBefore(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('account_changes').where('created_at', '<', before).execute();
}
