import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { distinctItemTitles } from '../catalogue/items.repository';
import { seedReferencePrice } from '../db/seed-data/items/trader-details';
import type { PriceSource } from './price-source';

/** PRICE_SOURCE=seed: the generator's own reference price of every market name the catalogue lists. */
export function createSeedPriceSource(db: Kysely<Database>): PriceSource {
  return {
    name: 'seed',
    async prices() {
      const rows = await distinctItemTitles(db);
      const prices = new Map<string, number>();
      for (const { title } of rows) {
        const cents = seedReferencePrice(title);
        if (cents !== undefined) prices.set(title, cents);
      }
      return prices;
    },
  };
}
