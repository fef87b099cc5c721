import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { availableOnly } from '../catalogue/items.repository';
import { writeTransaction } from '../db/transaction';
import { nowSeconds } from '../lib/secrets';
import type { PriceSource } from './price-source';

const BATCH = 500;

/**
 * Stores the source's prices (a name it no longer prices keeps its last one) and copies each changed
 * price onto the copies on sale, whose discount the database derives from it. How many names changed.
 */
export async function refreshReferencePrices(db: Kysely<Database>, source: PriceSource): Promise<number> {
  const prices = await source.prices();
  const known = new Map((await db.selectFrom('reference_prices').select(['title', 'price_cents']).execute()).map((row) => [row.title, Number(row.price_cents)]));
  const changed = [...prices].filter(([title, cents]) => known.get(title) !== cents);
  const now = nowSeconds();
  for (let start = 0; start < changed.length; start += BATCH) {
    const batch = changed.slice(start, start + BATCH);
    await writeTransaction(db, async (tx) => {
      await tx
        .insertInto('reference_prices')
        .values(batch.map(([title, cents]) => ({ title, price_cents: cents, source: source.name, updated_at: now })))
        .onConflict((conflict) => conflict.column('title').doUpdateSet((eb) => ({ price_cents: eb.ref('excluded.price_cents'), source: eb.ref('excluded.source'), updated_at: eb.ref('excluded.updated_at') })))
        .execute();
      for (const [title, cents] of batch) {
        await tx.updateTable('items').set({ reference_price: cents }).where(availableOnly).where('title', '=', title).where((eb) => eb.or([eb('reference_price', 'is', null), eb('reference_price', '<>', cents)])).execute();
      }
    });
  }
  return changed.length;
}

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
