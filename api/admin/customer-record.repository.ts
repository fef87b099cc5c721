import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';

/** What staff see of a customer's record: the latest rows of each kind, newest first. */

export function findCustomerWithHold(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('customer_holds as h', 'h.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.surname', 'u.steam_id', 'u.steam_login_id', 'u.balance', 'u.created_at', 'h.frozen_at', 'h.reason as frozen_reason'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function customerExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export function latestLedgerRows(db: Kysely<Database>, userId: number) {
  return db.selectFrom('balance_ledger').select(['id', 'amount', 'kind', 'reference', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(50).execute();
}

/** The customer's latest orders with how many lines each has. */
export function latestOrders(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('orders as o')
    .select((eb) => ['o.id', 'o.status', 'o.total_cents', 'o.created_at', eb.selectFrom('order_lines as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.order_id', '=', 'o.id').as('items')])
    .where('o.user_id', '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(20)
    .execute();
}

export function latestOffers(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('offers')
    .select(['id', 'title', 'quality', 'status', 'currency', 'user_price_minor', 'service_price_minor', 'asset_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

export function latestPayouts(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('payouts')
    .select(['id', 'offer_id', 'method', 'status', 'amount_minor', 'currency', 'first_name', 'last_name', 'iban', 'card_last4', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

export function latestSignIns(db: Kysely<Database>, userId: number) {
  return db.selectFrom('customer_sign_ins').select(['id', 'at', 'ip', 'user_agent', 'method']).where('user_id', '=', userId).orderBy('id', 'desc').limit(20).execute();
}

/** Staff notes on the customer with their writer's e-mail. */
export function customerNotes(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('customer_notes as n')
    .innerJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.text', 'n.created_at', 'n.staff_id', 's.email as staff_email'])
    .where('n.user_id', '=', userId)
    .orderBy('n.id', 'desc')
    .limit(200)
    .execute();
}

export async function insertCustomerNote(tx: Tx, note: { user_id: number; staff_id: number; text: string; created_at: number }): Promise<number> {
  const row = await tx.insertInto('customer_notes').values(note).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The customer with this e-mail (lower case; matched in any case) and their hold, if any. */
export function findCustomerByEmailWithHold(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('customer_holds as h', 'h.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.balance', 'h.reason as hold_reason', 'h.frozen_at', 'h.frozen_by'])
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email))
    .executeTakeFirst();
}

/** The customer's ledger oldest first (at most 1000 rows). */
export function ledgerOldestFirst(db: Kysely<Database>, userId: number) {
  return db.selectFrom('balance_ledger').select(['id', 'created_at', 'kind', 'amount', 'reference']).where('user_id', '=', userId).orderBy('id').limit(1000).execute();
}

export function disputesOfCustomer(db: Kysely<Database>, userId: number) {
  return db.selectFrom('disputes').select(['id', 'provider_id', 'kind', 'status', 'deposit_id']).where('user_id', '=', userId).orderBy('id').execute();
}
