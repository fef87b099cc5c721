import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { availableOnly } from '../catalogue/items.repository';
import type { Tx } from '../db/transaction';

/** Every stored reference price, EUR cents by market name. */
export async function listReferencePrices(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('reference_prices').select(['title', 'price_cents']).execute();
  return new Map(rows.map((row) => [row.title, Number(row.price_cents)]));
}

/** Stores these names' prices from `source`, replacing a name's earlier one. */
export async function upsertReferencePrices(tx: Tx, prices: [title: string, cents: number][], source: string, now: number): Promise<void> {
  await tx
    .insertInto('reference_prices')
    .values(prices.map(([title, cents]) => ({ title, price_cents: cents, source, updated_at: now })))
    .onConflict((conflict) => conflict.column('title').doUpdateSet((eb) => ({ price_cents: eb.ref('excluded.price_cents'), source: eb.ref('excluded.source'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

/** Copies a name's new reference price onto its copies on sale that do not have it yet. */
export async function setReferencePriceOfListed(tx: Tx, title: string, cents: number): Promise<void> {
  await tx.updateTable('items').set({ reference_price: cents }).where(availableOnly).where('title', '=', title).where((eb) => eb.or([eb('reference_price', 'is', null), eb('reference_price', '<>', cents)])).execute();
}

const BATCH = 500;

/** The stored reference prices of these names, EUR cents (for copies about to be listed). */
export async function referencePricesOf(db: Kysely<Database>, titles: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(titles)];
  const prices = new Map<string, number>();
  for (let start = 0; start < unique.length; start += BATCH) {
    const rows = await db.selectFrom('reference_prices').select(['title', 'price_cents']).where('title', 'in', unique.slice(start, start + BATCH)).execute();
    for (const row of rows) prices.set(row.title, Number(row.price_cents));
  }
  return prices;
}
