import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { nowSeconds } from '../lib/secrets';

/** A bot's stock as the shop shows it: on sale, on sale but trade-locked, and in open trade offers. */
export async function botStock(db: Kysely<Database>, name: string): Promise<{ on_sale: number; locked: number; in_offers: number }> {
  const now = nowSeconds();
  const available = () => db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('bot_name', '=', name).where('status', '=', 'available');
  const onSale = await available()
    .where((eb) => eb.or([eb('tradable_after', 'is', null), eb('tradable_after', '<=', now)]))
    .executeTakeFirstOrThrow();
  const locked = await available().where('tradable_after', '>', now).executeTakeFirstOrThrow();
  const inOffers = await db
    .selectFrom('trade_offer_items as t')
    .innerJoin('trade_offers as o', 'o.id', 't.offer_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('o.bot_name', '=', name)
    .where('o.state', 'in', ['queued', 'sent', 'escrow', 'paused'])
    .executeTakeFirstOrThrow();
  return { on_sale: Number(onSale.n), locked: Number(locked.n), in_offers: Number(inOffers.n) };
}
