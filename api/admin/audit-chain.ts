import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from './admin.tables';

export type AuditRow = Selectable<AuditLogTable>;

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** SHA-256 over the previous row's hash and this row's own content (its id included, so a gap shows). */
export function auditRowHash(prevHash: string, row: Omit<AuditRow, 'prev_hash' | 'hash'>): string {
  const content = JSON.stringify([
    Number(row.id),
    Number(row.at),
    row.actor,
    row.ip,
    row.user_agent,
    row.action,
    row.entity,
    row.entity_id,
    row.reason,
    row.before_json,
    row.after_json,
  ]);
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

/** The last row of a whole chain: recorded outside the database, it shows later whether rows were cut from the end. */
export interface ChainHead {
  id: number;
  hash: string;
}

export type ChainVerdict = { whole: true; rows: number; head: ChainHead | null } | { whole: false; rowId: number; problem: string };

/** `<row id>:<hash>` as audit:verify prints it; null when it is not one. */
export function parseChainHead(text: string): ChainHead | null {
  const match = /^(\d{1,15}):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { id: Number(match[1]), hash: match[2] } : null;
}

export const formatChainHead = (head: ChainHead) => `${head.id}:${head.hash}`;

/**
 * Walks the rows in id order (`rows` yields them in batches) and names the first one that does not
 * follow from its predecessor: changed (its hash is not its content's), or a row before it missing.
 * Rows cut from the end leave a whole, shorter chain: only a head recorded earlier (`recorded`) shows it.
 */
export async function verifyChain(batches: AsyncIterable<AuditRow[]>, recorded?: ChainHead): Promise<ChainVerdict> {
  let prevHash = GENESIS_HASH;
  let expectedId = 1;
  let count = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      const id = Number(row.id);
      if (id !== expectedId) return { whole: false, rowId: expectedId, problem: 'it was removed' };
      if (row.prev_hash !== prevHash) return { whole: false, rowId: id, problem: 'the row before it was changed or removed' };
      if (auditRowHash(prevHash, row) !== row.hash) return { whole: false, rowId: id, problem: 'it was changed' };
      if (recorded && id === recorded.id && row.hash !== recorded.hash) return { whole: false, rowId: id, problem: 'it is not the row recorded as the head (the chain was rewritten from here)' };
      prevHash = row.hash;
      expectedId = id + 1;
      count += 1;
    }
  }
  if (recorded && recorded.id >= expectedId) {
    return { whole: false, rowId: expectedId, problem: `it was removed: the recorded head is row ${recorded.id}, the chain ends at row ${expectedId - 1}` };
  }
  return { whole: true, rows: count, head: count > 0 ? { id: expectedId - 1, hash: prevHash } : null };
}
