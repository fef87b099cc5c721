import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { seedReferencePrice, textHash, unitHash } from '../db/seed-data/items/trader-details';
import { nowSeconds } from '../lib/secrets';
import { dayOf } from './price-history';
import { insertPriceHistory } from './price-history.repository';

/** Days of made-up history the seed gives each market name (the chart's longest range). */
export const SEEDED_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The generated catalogue's prices besides its items: each name's built-in reference price and 90
 * days of the shop's history before today (a slow wave and daily noise, 70–95% of the reference price,
 * following the name), so a fresh shop's product pages have a Steam price and a chart.
 */
export async function seedPrices(db: Kysely<Database>, titles: Iterable<string>, today = Date.now()): Promise<void> {
  const references: { title: string; price_cents: number; source: string; updated_at: number }[] = [];
  const history: { title: string; day: string; price_cents: number }[] = [];
  const now = nowSeconds();
  for (const title of titles) {
    const reference = seedReferencePrice(title);
    if (reference === undefined) continue;
    references.push({ title, price_cents: reference, source: 'seed', updated_at: now });
    const hash = textHash(title);
    for (let back = SEEDED_HISTORY_DAYS; back >= 1; back--) {
      const wave = Math.sin(back / 9 + (hash % 628) / 100) * 0.08;
      const noise = unitHash(hash + back) * 0.07;
      history.push({ title, day: dayOf(today - back * DAY_MS), price_cents: Math.max(3, Math.round(reference * (0.8 + wave + noise))) });
    }
  }
  for (let start = 0; start < references.length; start += 500) {
    await db.insertInto('reference_prices').values(references.slice(start, start + 500)).onConflict((conflict) => conflict.column('title').doNothing()).execute();
  }
  await insertPriceHistory(db, history);
}
