import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { availableOnly } from '../catalogue/items.repository';
import { dialectOf } from '../db/dialect';

/**
 * Records today's lowest listed price of every market name on sale (lowering a lower one already
 * recorded today, never raising it): the shop's own history, one row per name and day.
 */
export async function recordPriceDay(db: Kysely<Database>, day: string): Promise<void> {
  const lower = dialectOf(db) === 'postgres' ? sql`least(price_history.price_cents, excluded.price_cents)` : sql`min(price_history.price_cents, excluded.price_cents)`;
  await sql`
    insert into price_history (title, day, price_cents)
    select title, ${day}, min(price) from items where status = 'available' group by title
    on conflict (title, day) do update set price_cents = ${lower}`.execute(db);
}

/** The recorded days of a name from `fromDay` on, oldest first, EUR cents. */
export function priceHistoryOf(db: Kysely<Database>, title: string, fromDay: string) {
  return db.selectFrom('price_history').select(['day', 'price_cents']).where('title', '=', title).where('day', '>=', fromDay).orderBy('day').execute();
}

/** The lowest price a copy of the name is on sale at now, EUR cents; undefined when none is. */
export async function lowestListedPrice(db: Kysely<Database>, title: string): Promise<number | undefined> {
  const row = await db.selectFrom('items').select((eb) => eb.fn.min('price').as('price')).where(availableOnly).where('title', '=', title).executeTakeFirst();
  return row?.price == null ? undefined : Number(row.price);
}

/** Writes days of history (the seed's made-up past); a day already recorded is kept. */
export async function insertPriceHistory(db: Kysely<Database>, rows: { title: string; day: string; price_cents: number }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db.insertInto('price_history').values(rows.slice(start, start + 500)).onConflict((conflict) => conflict.columns(['title', 'day']).doNothing()).execute();
  }
}
