import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';

/** What the console shows of a dispute and of the customer and orders behind it. */

/** The latest disputes (optionally of one status) with their customer's e-mail. */
export function listDisputes(db: Kysely<Database>, status: string | undefined) {
  let query = db
    .selectFrom('disputes as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.provider', 'd.provider_id', 'd.kind', 'd.deposit_id', 'd.user_id', 'u.email', 'd.status', 'd.reason', 'd.amount_minor', 'd.currency', 'd.evidence_due_by', 'd.funds_withdrawn', 'd.created_at']);
  if (status) query = query.where('d.status', '=', status);
  return query.orderBy('d.id', 'desc').limit(200).execute();
}

export function findDispute(db: Kysely<Database>, id: number) {
  return db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The disputed deposit (it always exists: a dispute references it). */
export function disputedDeposit(db: Kysely<Database>, depositId: number) {
  return db.selectFrom('deposits').selectAll().where('id', '=', depositId).executeTakeFirstOrThrow();
}

/** The disputing customer with their hold's reason, if frozen. */
export function disputingCustomer(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('customer_holds as h', 'h.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.surname', 'u.steam_login_id', 'u.steam_id', 'u.balance', 'u.created_at', 'h.reason as hold_reason'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The customer's orders, oldest first (at most 500). */
export function ordersOfCustomer(db: Kysely<Database>, userId: number) {
  return db.selectFrom('orders').select(['id', 'status', 'total_cents', 'trade_link', 'created_at']).where('user_id', '=', userId).orderBy('id').limit(500).execute();
}

export function linesOfOrders(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_lines').select(['order_id', 'item_id', 'title', 'price_cents']).where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** The orders' trade offers with what Steam said of each. */
export function deliveriesOfOrders(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('trade_offers')
    .select(['id', 'order_id', 'bot_name', 'state', 'steam_offer_id', 'steam_trade_id', 'partner_steam_id', 'sent_at', 'updated_at', 'refunded_cents'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** The customer's purchase ledger rows (their reference is the order id). */
export function purchaseLedgerRows(db: Kysely<Database>, userId: number) {
  return db.selectFrom('balance_ledger').select(['reference', 'amount']).where('user_id', '=', userId).where('kind', '=', 'purchase').execute();
}

/** E-mail jobs to `email` still on record (a sent job's payload is cleared), oldest first. */
export function emailJobsTo(db: Kysely<Database>, email: string) {
  return db.selectFrom('jobs').select(['id', 'status', 'created_at', 'finished_at', 'payload']).where('kind', '=', 'email').where('payload', 'like', `%"to":${JSON.stringify(email)}%`).orderBy('id').limit(200).execute();
}

export async function markEvidenceSubmitted(tx: Tx, disputeId: number, now: number): Promise<void> {
  await tx.updateTable('disputes').set({ evidence_submitted_at: now, updated_at: now }).where('id', '=', disputeId).execute();
}
