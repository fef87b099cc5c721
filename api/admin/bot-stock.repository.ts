import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { nowSeconds } from '../lib/secrets';

/** Trade offers waiting for the bot (a pause keeps them from being sent). */
const OPEN_STATES = ['queued', 'sent', 'escrow', 'paused'] as const;

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
    .where('o.state', 'in', [...OPEN_STATES])
    .executeTakeFirstOrThrow();
  return { on_sale: Number(onSale.n), locked: Number(locked.n), in_offers: Number(inOffers.n) };
}

/** How many of the bot's trade offers are still open. */
export async function openOfferCount(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db.selectFrom('trade_offers').select((eb) => eb.fn.countAll<number>().as('n')).where('bot_name', '=', name).where('state', 'in', [...OPEN_STATES]).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The bot's deliveries (trade offers) a pause kept queued. */
export function queuedDeliveryOffers(db: Kysely<Database>, name: string) {
  return db.selectFrom('trade_offers').select('id').where('bot_name', '=', name).where('state', '=', 'queued').execute();
}

/** The bot's sell trades a pause kept queued. */
export function queuedSellTrades(db: Kysely<Database>, name: string) {
  return db.selectFrom('offer_trades').select('id').where('bot_name', '=', name).where('state', '=', 'queued').execute();
}
