import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/database';
import { DEPOSIT_PAID, type DepositStatus, type DepositsTable } from './deposits.table';
import { announceChange } from '../changes/account-changes.repository';

export type NewDeposit = Omit<Insertable<DepositsTable>, 'id' | 'reference' | 'status' | 'updated_at'>;

/** A deposit in status 1 (processing) without its provider reference yet. */
export async function insertDeposit(tx: Kysely<Database>, deposit: NewDeposit): Promise<number> {
  const row = await tx
    .insertInto('deposits')
    .values({ ...deposit, status: 1, reference: null, updated_at: deposit.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function setDepositReference(db: Kysely<Database>, id: number, reference: string): Promise<void> {
  await db.updateTable('deposits').set({ reference }).where('id', '=', id).execute();
}

export function findDeposit(db: Kysely<Database>, id: number) {
  return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDepositByReference(db: Kysely<Database>, provider: string, reference: string) {
  return db.selectFrom('deposits').selectAll().where('provider', '=', provider).where('reference', '=', reference).executeTakeFirst();
}

/** The provider's deposit whose payment (PaymentIntent) or charge is this one. */
export async function findDepositByPayment(db: Kysely<Database>, provider: string, paymentIntent: string | undefined, chargeId: string | undefined) {
  if (paymentIntent) {
    const deposit = await db.selectFrom('deposits').selectAll().where('provider', '=', provider).where('payment_intent', '=', paymentIntent).executeTakeFirst();
    if (deposit) return deposit;
  }
  if (!chargeId) return undefined;
  return db.selectFrom('deposits').selectAll().where('provider', '=', provider).where('charge_id', '=', chargeId).executeTakeFirst();
}

/** Sets columns of a deposit the provider told more of (its payment and charge ids, risk, card, refunds); no change is announced. */
export async function updateDeposit(tx: Kysely<Database>, id: number, values: Updateable<DepositsTable>): Promise<void> {
  await tx.updateTable('deposits').set(values).where('id', '=', id).execute();
}

/** Takes back `minor` of what the deposit counts as refunded (a refund that did not happen). */
export async function reduceRefundedMinor(tx: Kysely<Database>, id: number, minor: number): Promise<void> {
  await tx.updateTable('deposits').set((eb) => ({ refunded_minor: eb('refunded_minor', '-', minor) })).where('id', '=', id).execute();
}

/** Moves a deposit to `to` only from one of `from`; false when it was in none of them (already handled). */
export async function setDepositStatus(tx: Kysely<Database>, id: number, from: DepositStatus[], to: DepositStatus, now: number): Promise<boolean> {
  const moved = await tx.updateTable('deposits').set({ status: to, updated_at: now }).where('id', '=', id).where('status', 'in', from).returning('user_id').executeTakeFirst();
  if (moved) await announceChange(tx, 'DEPOSIT', moved.user_id, id);
  return moved !== undefined;
}

/** Records a provider event; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  tx: Kysely<Database>,
  event: { provider: string; eventId: string; type: string; depositId: number | null; now: number },
): Promise<boolean> {
  const result = await tx
    .insertInto('payment_events')
    .values({ provider: event.provider, event_id: event.eventId, type: event.type, deposit_id: event.depositId, received_at: event.now })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface DepositHistoryFilter {
  statuses?: DepositStatus[];
  minMinor?: number;
  maxMinor?: number;
  dateFrom?: number;
  dateTo?: number;
}

/** The user's deposits, newest first, with the symbol of their currency. */
export function depositHistory(db: Kysely<Database>, userId: number, f: DepositHistoryFilter) {
  let query = db
    .selectFrom('deposits as d')
    .leftJoin('currencies as c', 'c.code', 'd.currency')
    .select(['d.id', 'd.status', 'd.created_at', 'd.amount_minor', 'd.currency', 'c.symbol'])
    .where('d.user_id', '=', userId);
  if (f.statuses !== undefined) query = query.where('d.status', 'in', f.statuses);
  if (f.minMinor !== undefined) query = query.where('d.amount_minor', '>=', f.minMinor);
  if (f.maxMinor !== undefined) query = query.where('d.amount_minor', '<=', f.maxMinor);
  if (f.dateFrom !== undefined) query = query.where('d.created_at', '>=', f.dateFrom);
  if (f.dateTo !== undefined) query = query.where('d.created_at', '<=', f.dateTo);
  return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(1000).execute();
}

/** The customer's distinct cards (fingerprints) used since `since`, each with its latest use, longest ago first. */
export function cardsUsedSince(db: Kysely<Database>, userId: number, since: number) {
  return db
    .selectFrom('deposits')
    .select((eb) => ['card_fingerprint', eb.fn.max('created_at').as('last_used')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('card_fingerprint', 'is not', null)
    .groupBy('card_fingerprint')
    .orderBy('last_used')
    .execute();
}

/** How many distinct cards (fingerprints) the customer's paid deposits since `since` were paid with. */
export async function countPaidCardsSince(db: Kysely<Database>, userId: number, since: number): Promise<number> {
  const cards = await db
    .selectFrom('deposits')
    .select('card_fingerprint')
    .distinct()
    .where('user_id', '=', userId)
    .where('status', '=', DEPOSIT_PAID)
    .where('created_at', '>', since)
    .where('card_fingerprint', 'is not', null)
    .execute();
  return cards.length;
}

/** When the customer's first `limit` checkouts since `since` started, oldest first, whatever became of them. */
export function checkoutTimesSince(db: Kysely<Database>, userId: number, since: number, limit: number) {
  return db.selectFrom('deposits').select('created_at').where('user_id', '=', userId).where('created_at', '>', since).orderBy('created_at').limit(limit).execute();
}

/** EUR cents the customer's paid deposits started before `before` credited. */
export async function paidEurCentsBefore(db: Kysely<Database>, userId: number, before: number): Promise<number> {
  const paid = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('eur_cents'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', DEPOSIT_PAID)
    .where('created_at', '<', before)
    .executeTakeFirstOrThrow();
  return Number(paid.total);
}

/** Whether a paid deposit of the customer not wholly refunded has one of these risk levels. */
export async function hasRiskyPaidDeposit(db: Kysely<Database>, userId: number, riskLevels: string[]): Promise<boolean> {
  const risky = await db
    .selectFrom('deposits')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', DEPOSIT_PAID)
    .where('risk_level', 'in', riskLevels)
    .where(sql<boolean>`refunded_minor < amount_minor`)
    .executeTakeFirst();
  return risky !== undefined;
}
