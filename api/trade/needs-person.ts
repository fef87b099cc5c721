import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { upsertNeedsPerson } from '../sweeper/stuck-work.repository';
import type { StuckWorkKind } from '../sweeper/stuck-work.table';

/**
 * Leaves a delivery or sell trade to a person: it joins the console's Today queue (the stuck-work
 * sweeper's table, which then no longer requeues it) with the reason. Nothing about it is settled.
 */
export async function leaveToPerson(db: Kysely<Database>, kind: StuckWorkKind, id: number, reason: string, now: number): Promise<void> {
  await upsertNeedsPerson(db, kind, id, reason.slice(0, 500), now);
}
