import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** An order with its customer and whether the customer is frozen, as staff see it. */
export function findOrderForStaff(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('customer_holds as h', 'h.user_id', 'o.user_id')
    .select(['o.id', 'o.status', 'o.total_cents', 'o.created_at', 'o.user_id', 'u.email', 'u.steam_id', 'u.steam_login_id', 'h.frozen_at'])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** The refunds booked for the order (ledger rows of kind refund that name it). */
export function orderRefunds(db: Kysely<Database>, userId: number, orderId: number) {
  return db
    .selectFrom('balance_ledger')
    .select(['id', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'refund')
    .where('reference', '=', String(orderId))
    .orderBy('id')
    .execute();
}

/** What people did to the order, oldest first. */
export function orderAuditRows(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('audit_log').select(['id', 'at', 'actor', 'action', 'reason']).where('entity', '=', 'order').where('entity_id', '=', String(orderId)).orderBy('id').execute();
}
