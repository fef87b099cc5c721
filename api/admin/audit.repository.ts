import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import type { Tx } from '../db/transaction';
import type { Actor } from './actor';
import { auditRowHash, GENESIS_HASH, type AuditRow } from './audit-chain';
import { redactSecrets } from './audit-redaction';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const json = (value: Record<string, unknown> | null | undefined) => {
  const kept = redactSecrets(value ?? null);
  return kept === null ? null : JSON.stringify(kept);
};

/**
 * Appends one row to the chain, in the caller's transaction. Appends are serialised so two writers
 * never both extend the same last row: SQLite's BEGIN IMMEDIATE already holds the write lock; on
 * PostgreSQL a self-conflicting table lock waits for the other writer's commit (reads still run).
 */
export async function appendAudit(tx: Tx, actor: Actor, entry: AuditEntry, now: number): Promise<void> {
  if (dialectOf(tx) === 'postgres') await sql`lock table audit_log in share row exclusive mode`.execute(tx);
  const last = await tx.selectFrom('audit_log').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const prevHash = last?.hash ?? GENESIS_HASH;
  const row = {
    id: last ? Number(last.id) + 1 : 1,
    at: now,
    actor: actor.name,
    ip: actor.ip,
    user_agent: actor.userAgent,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    reason: entry.reason ?? null,
    before_json: json(entry.before),
    after_json: json(entry.after),
  };
  await tx.insertInto('audit_log').values({ ...row, prev_hash: prevHash, hash: auditRowHash(prevHash, row) }).execute();
}

export interface AuditFilter {
  entity?: string;
  entity_id?: string;
  actor?: string;
  action?: string;
  /** Unix seconds, inclusive. */
  from?: number;
  to?: number;
  limit: number;
}

export function searchAudit(db: Kysely<Database>, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entity_id) query = query.where('entity_id', '=', filter.entity_id);
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

/** Every row in id order, a batch at a time (audit:verify). */
export async function* auditRowsInOrder(db: Kysely<Database>, batchSize = 1000): AsyncGenerator<AuditRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows;
    after = Number(rows[rows.length - 1].id);
  }
}
