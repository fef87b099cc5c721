import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import type { StuckWorkKind } from './stuck-work.table';

/** A delivery's trade offer or a sell trade that waits on Steam, so some job must be following it. */
export interface WaitingWork {
  kind: StuckWorkKind;
  id: number;
  bot: string;
  /** The job that follows it in this state: a send while queued, a poll after. */
  next: 'send' | 'poll';
}

/**
 * Work waiting on Steam, changed at least `settledBefore` ago (a transaction that just moved it has
 * queued its job with it): queued or sent offers, accepted ones still inside trade protection, and sell
 * trades whose payout is not yet released (their last look after the protection releases it).
 */
export async function findWaitingWork(db: Kysely<Database>, now: number, settledBefore: number): Promise<WaitingWork[]> {
  const deliveries = await db
    .selectFrom('trade_offers')
    .select(['id', 'state', 'bot_name'])
    .where('updated_at', '<', settledBefore)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'queued'),
        eb.and([eb('state', 'in', ['sent', 'escrow']), eb('steam_offer_id', 'is not', null)]),
        eb.and([eb('state', '=', 'accepted'), eb('steam_trade_id', 'is not', null), eb('protected_until', '>', now)]),
      ]),
    )
    .execute();
  const sellTrades = await db
    .selectFrom('offer_trades as t')
    .innerJoin('offers as o', 'o.id', 't.offer_id')
    .select(['t.id', 't.state', 't.bot_name'])
    .where('t.updated_at', '<', settledBefore)
    .where((eb) => eb.or([eb('t.state', 'in', ['queued', 'sent']), eb.and([eb('t.state', '=', 'accepted'), eb('o.status', '=', 'received')])]))
    .execute();
  return [
    ...deliveries.map((row) => ({ kind: 'delivery' as const, id: Number(row.id), bot: row.bot_name, next: row.state === 'queued' ? ('send' as const) : ('poll' as const) })),
    ...sellTrades.map((row) => ({ kind: 'sell-trade' as const, id: Number(row.id), bot: row.bot_name, next: row.state === 'queued' ? ('send' as const) : ('poll' as const) })),
  ];
}

/** Payload text of a job for `key` = `id` as JSON.stringify writes it (`{"offerId":5}`, `{"offerId":5,"busy":2}`). */
const payloadOf = (key: string, id: number) => [`{"${key}":${id}}`, `{"${key}":${id},%`];

/** Whether a pending or running job (a running one whose lease ran out is taken again) follows this entity. */
export async function hasLiveJob(db: Kysely<Database>, kinds: string[], key: string, id: number): Promise<boolean> {
  const [exact, more] = payloadOf(key, id);
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where('status', 'in', ['pending', 'running'])
    .where((eb) => eb.or([eb('payload', '=', exact), eb('payload', 'like', more)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The error of the last job for this entity that failed for good (its attempts spent). */
export async function lastJobFailure(db: Kysely<Database>, kinds: string[], key: string, id: number): Promise<string | null> {
  const [exact, more] = payloadOf(key, id);
  const row = await db
    .selectFrom('jobs')
    .select('last_error')
    .where('kind', 'in', kinds)
    .where('status', '=', 'failed')
    .where((eb) => eb.or([eb('payload', '=', exact), eb('payload', 'like', more)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.last_error ?? null;
}

export function findStuckWork(db: Kysely<Database>, kind: StuckWorkKind, id: number) {
  return db.selectFrom('stuck_work').selectAll().where('kind', '=', kind).where('entity_id', '=', id).executeTakeFirst();
}

export async function recordRequeue(tx: Tx, kind: StuckWorkKind, id: number, reason: string, now: number): Promise<void> {
  await tx
    .insertInto('stuck_work')
    .values({ kind, entity_id: id, requeues: 1, reason, needs_person_since: null, updated_at: now })
    .onConflict((oc) => oc.columns(['kind', 'entity_id']).doUpdateSet((eb) => ({ requeues: eb('stuck_work.requeues', '+', 1), reason, updated_at: now })))
    .execute();
}

/** Puts the work in the person's queue with `reason`, whether or not the sweeper had seen it before. */
export async function upsertNeedsPerson(db: Kysely<Database>, kind: StuckWorkKind, id: number, reason: string, now: number): Promise<void> {
  await db
    .insertInto('stuck_work')
    .values({ kind, entity_id: id, requeues: 0, reason, needs_person_since: now, updated_at: now })
    .onConflict((oc) => oc.columns(['kind', 'entity_id']).doUpdateSet({ reason, needs_person_since: now, updated_at: now }))
    .execute();
}

export async function markNeedsPerson(db: Kysely<Database>, kind: StuckWorkKind, id: number, reason: string, now: number): Promise<void> {
  await db.updateTable('stuck_work').set({ needs_person_since: now, reason, updated_at: now }).where('kind', '=', kind).where('entity_id', '=', id).execute();
}

/** Forgets the work that no longer waits (it moved on, or a person settled it). */
export async function forgetSettledWork(db: Kysely<Database>, stillWaiting: WaitingWork[]): Promise<number> {
  const rows = await db.selectFrom('stuck_work').select(['kind', 'entity_id']).execute();
  const waiting = new Set(stillWaiting.map((work) => `${work.kind}:${work.id}`));
  let forgotten = 0;
  for (const row of rows) {
    if (waiting.has(`${row.kind}:${row.entity_id}`)) continue;
    await db.deleteFrom('stuck_work').where('kind', '=', row.kind).where('entity_id', '=', row.entity_id).execute();
    forgotten += 1;
  }
  return forgotten;
}

/** What waits for a person (the console's Today queue, `ops stuck:list`). */
export function workNeedingPerson(db: Kysely<Database>) {
  return db.selectFrom('stuck_work').selectAll().where('needs_person_since', 'is not', null).orderBy('needs_person_since').execute();
}
