import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { PriceAlertsTable } from './price-alerts.table';

export type PriceAlertRow = Selectable<PriceAlertsTable>;

/** The cheapest copy of a name on sale now. */
export interface CheapestCopy {
  itemId: number;
  priceCents: number;
}

const toRow = (row: PriceAlertRow): PriceAlertRow => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  target_cents: Number(row.target_cents),
  created_at: Number(row.created_at),
  armed_at: Number(row.armed_at),
  notified_at: row.notified_at === null ? null : Number(row.notified_at),
  notified_item_id: row.notified_item_id === null ? null : Number(row.notified_item_id),
  notified_cents: row.notified_cents === null ? null : Number(row.notified_cents),
});

export async function listAlertsOfUser(db: Kysely<Database>, userId: number): Promise<PriceAlertRow[]> {
  const rows = await db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toRow);
}

export async function findAlert(db: Kysely<Database>, id: number): Promise<PriceAlertRow | undefined> {
  const row = await db.selectFrom('price_alerts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export async function findAlertOfUserByTitle(db: Kysely<Database>, userId: number, title: string): Promise<PriceAlertRow | undefined> {
  const row = await db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).where('title', '=', title).executeTakeFirst();
  return row && toRow(row);
}

export async function countAlertsOfUser(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('price_alerts').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAlert(tx: Kysely<Database>, alert: Insertable<PriceAlertsTable>): Promise<number> {
  const row = await tx.insertInto('price_alerts').values(alert).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Sets a new target (and currency, language) and arms the alert again. */
export async function rearmAlert(tx: Kysely<Database>, id: number, values: Pick<PriceAlertsTable, 'target_cents' | 'currency' | 'lang_id' | 'armed_at'>): Promise<void> {
  await tx.updateTable('price_alerts').set({ ...values, notified_at: null }).where('id', '=', id).execute();
}

export async function deleteAlertOfUser(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('price_alerts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Armed alerts after `afterId`, by id (a page of the check). */
export async function armedAlertsPage(db: Kysely<Database>, afterId: number, limit: number): Promise<PriceAlertRow[]> {
  const rows = await db.selectFrom('price_alerts').selectAll().where('notified_at', 'is', null).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map(toRow);
}

/**
 * Marks an alert sent about `copy` if it is still armed exactly as the check read it: of two workers
 * racing for it, one sees a changed row; a customer's save in between (a new armed_at) makes the claim miss.
 */
export async function claimAlert(tx: Kysely<Database>, alert: Pick<PriceAlertRow, 'id' | 'armed_at'>, copy: CheapestCopy, nowSeconds: number): Promise<boolean> {
  const result = await tx
    .updateTable('price_alerts')
    .set({ notified_at: nowSeconds, notified_item_id: copy.itemId, notified_cents: copy.priceCents })
    .where('id', '=', alert.id)
    .where('armed_at', '=', alert.armed_at)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The cheapest copy on sale of each of `titles` (ties: the lowest id); a name with none is left out.
 * Each name is one seek on items_available_title_price_idx.
 */
export async function cheapestCopies(db: Kysely<Database>, titles: readonly string[]): Promise<Map<string, CheapestCopy>> {
  const found = new Map<string, CheapestCopy>();
  const unique = [...new Set(titles)];
  for (let start = 0; start < unique.length; start += 200) {
    const chunk = unique.slice(start, start + 200);
    const lowest = await db
      .selectFrom('items')
      .select((eb) => ['title', eb.fn.min('price').as('price')])
      .where('status', '=', 'available')
      .where('title', 'in', chunk)
      .groupBy('title')
      .execute();
    for (const { title, price } of lowest) {
      const copy = await db
        .selectFrom('items')
        .select('id')
        .where('status', '=', 'available')
        .where('title', '=', title)
        .where('price', '=', Number(price))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (copy) found.set(title, { itemId: Number(copy.id), priceCents: Number(price) });
    }
  }
  return found;
}

/** The market name and game of a catalogue item (on sale or not). */
export function findItemName(db: Kysely<Database>, itemId: number) {
  return db.selectFrom('items').select(['title', 'category']).where('id', '=', itemId).executeTakeFirst();
}
