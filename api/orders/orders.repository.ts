import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { OrderLinesTable, OrderStatus } from './orders.table';
import { announceChange } from '../changes/account-changes.repository';

export async function insertOrder(
  tx: Kysely<Database>,
  order: { userId: number; totalCents: number; currency: string; rate: number; tradeLink: string; now: number },
): Promise<number> {
  const row = await tx
    .insertInto('orders')
    .values({
      user_id: order.userId,
      status: 'processing',
      total_cents: order.totalCents,
      currency: order.currency,
      currency_rate: order.rate,
      trade_link: order.tradeLink,
      created_at: order.now,
      updated_at: order.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await announceChange(tx, 'ORDER', order.userId, row.id);
  return Number(row.id);
}

/** Lines per INSERT: a statement stays far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const LINES_PER_INSERT = 1_000;

export async function insertOrderLines(tx: Kysely<Database>, lines: Omit<OrderLinesTable, 'id'>[]): Promise<void> {
  for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
    await tx.insertInto('order_lines').values(lines.slice(start, start + LINES_PER_INSERT)).execute();
  }
}

/** Marks items sold only where they are still available; the number of items it sold. */
export async function markItemsSold(tx: Kysely<Database>, itemIds: number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const result = await tx.updateTable('items').set({ status: 'sold' }).where('id', 'in', itemIds).where('status', '=', 'available').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findOrder(db: Kysely<Database>, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer's first `limit` orders placed since `since`, oldest first. */
export function ordersOfUserSince(db: Kysely<Database>, userId: number, since: number, limit: number) {
  return db.selectFrom('orders').select(['id', 'total_cents']).where('user_id', '=', userId).where('created_at', '>=', since).orderBy('id').limit(limit).execute();
}

export function orderLines(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Moves an order from `from` to `to`; false when it was not in `from` (already handled). */
export async function setOrderStatus(tx: Kysely<Database>, id: number, from: OrderStatus, to: OrderStatus, now: number): Promise<boolean> {
  const moved = await tx.updateTable('orders').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).returning('user_id').executeTakeFirst();
  if (moved) await announceChange(tx, 'ORDER', moved.user_id, id);
  return moved !== undefined;
}

export interface HistoryFilter {
  status?: OrderStatus;
  fromCents?: number;
  tillCents?: number;
  dateFrom?: number;
  dateTo?: number;
}

/** The user's order lines, newest first, with their order's status and date. */
export function purchaseHistory(db: Kysely<Database>, userId: number, f: HistoryFilter) {
  let query = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['o.id', 'o.status', 'o.created_at', 'l.id as line_id', 'l.item_id', 'l.title', 'l.img_url', 'l.category', 'l.price_cents'])
    .where('o.user_id', '=', userId);
  if (f.status !== undefined) query = query.where('o.status', '=', f.status);
  if (f.fromCents !== undefined) query = query.where('l.price_cents', '>=', f.fromCents);
  if (f.tillCents !== undefined) query = query.where('l.price_cents', '<=', f.tillCents);
  if (f.dateFrom !== undefined) query = query.where('o.created_at', '>=', f.dateFrom);
  if (f.dateTo !== undefined) query = query.where('o.created_at', '<=', f.dateTo);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').orderBy('l.id').limit(1000).execute();
}
