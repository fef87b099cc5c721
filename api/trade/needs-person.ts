import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { StuckWorkKind } from '../sweeper/stuck-work.table';

/**
 * Leaves a delivery or sell trade to a person: it joins the console's Today queue (the stuck-work
 * sweeper's table, which then no longer requeues it) with the reason. Nothing about it is settled.
 */
export async function leaveToPerson(db: Kysely<Database>, kind: StuckWorkKind, id: number, reason: string, now: number): Promise<void> {
  const text = reason.slice(0, 500);
  await db
    .insertInto('stuck_work')
    .values({ kind, entity_id: id, requeues: 0, reason: text, needs_person_since: now, updated_at: now })
    .onConflict((oc) => oc.columns(['kind', 'entity_id']).doUpdateSet({ reason: text, needs_person_since: now, updated_at: now }))
    .execute();
}
