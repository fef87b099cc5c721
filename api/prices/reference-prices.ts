import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { nowSeconds } from '../lib/secrets';
import type { PriceSource } from './price-source';
import { listReferencePrices, setReferencePriceOfListed, upsertReferencePrices } from './reference-prices.repository';
import { lockCatalogue } from '../db/locks.repository';

const BATCH = 500;

/**
 * Stores the source's prices (a name it no longer prices keeps its last one) and copies each changed
 * price onto the copies on sale, whose discount the database derives from it. How many names changed.
 */
export async function refreshReferencePrices(db: Kysely<Database>, source: PriceSource): Promise<number> {
  const prices = await source.prices();
  const known = await listReferencePrices(db);
  const changed = [...prices].filter(([title, cents]) => known.get(title) !== cents);
  const now = nowSeconds();
  for (let start = 0; start < changed.length; start += BATCH) {
    const batch = changed.slice(start, start + BATCH);
    await writeTransaction(db, async (tx) => {
      await upsertReferencePrices(tx, batch, source.name, now);
      await lockCatalogue(tx); // before the items, as a purchase takes them
      for (const [title, cents] of batch) await setReferencePriceOfListed(tx, title, cents);
    });
  }
  return changed.length;
}
