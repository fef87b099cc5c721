import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import type { Actor } from '../admin/actor';
import { appendAudit } from '../admin/audit.repository';
import { insertJob } from '../jobs/jobs.repository';
import { fromWireAmount } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { syncBotStock, unlistOtherBots } from '../catalogue/stock-sync';
import { OpsError, positiveIdOf } from '../orders/orders-ops.service';
import type { TradeBot } from '../trade/trade-bot';
import { DELIVERY_SEND_JOB, deliveryCode } from './delivery-plan';
import type { DeliveryOutcomes } from './delivery-outcomes';
import { bumpOrderVersion, ENDED_STATES, offersNeedingAPerson, tradeOffersOfOrders } from './trade-offers.repository';

const eurCents = (text: string) => {
  const cents = /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? (fromWireAmount(Number(text)) ?? 0) : 0;
  if (cents <= 0) throw new OpsError(`Price must be a positive EUR amount with at most 2 decimals (got "${text}")`);
  return cents;
};

/** The operator's side of bots, stock and deliveries (`npm run ops`), over the same rules as the jobs. */
export function createDeliveriesOpsService(db: Kysely<Database>, bots: ReadonlyMap<string, TradeBot>, outcomes: DeliveryOutcomes, openMinutes: number) {
  const openOffers = async (orderText: string) => {
    const orderId = positiveIdOf(orderText, 'Order id');
    const offers = await tradeOffersOfOrders(db, [orderId]);
    if (offers.length === 0) throw new OpsError(`Order ${orderId} has no trade offers`);
    return { orderId, offers: offers.filter((offer) => !ENDED_STATES.includes(offer.state) && offer.state !== 'accepted') };
  };

  return {
    /** Each bot with its stock: on sale, trade-locked, in an open offer. */
    async bots() {
      const now = nowSeconds();
      const rows = [];
      for (const name of bots.keys()) {
        const count = (filter: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => filter(base()).executeTakeFirstOrThrow().then((row) => Number(row.n));
        const base = () => db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('bot_name', '=', name);
        rows.push({
          bot: name,
          on_sale: await count((q) => q.where('status', '=', 'available').where((eb) => eb.or([eb('tradable_after', 'is', null), eb('tradable_after', '<=', now)]))),
          trade_locked: await count((q) => q.where('status', '=', 'available').where('tradable_after', '>', now)),
          in_offers: Number(
            (
              await db
                .selectFrom('trade_offer_items as t')
                .innerJoin('trade_offers as o', 'o.id', 't.offer_id')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('o.bot_name', '=', name)
                .where('o.state', 'in', ['queued', 'sent', 'escrow', 'paused'])
                .executeTakeFirstOrThrow()
            ).n,
          ),
        });
      }
      return { bots: rows };
    },

    async sync(botName: string | undefined) {
      if (botName !== undefined && !bots.has(botName)) throw new OpsError(`No bot named "${botName}" (bots: ${[...bots.keys()].join(', ')})`);
      const results = [];
      const unlisted = botName === undefined && bots.size > 0 ? await unlistOtherBots(db, [...bots.keys()]) : 0;
      for (const bot of bots.values()) if (botName === undefined || bot.name === botName) results.push(await syncBotStock(db, bot));
      return { results, unlisted_from_other_bots: unlisted };
    },

    /** The price a new asset of this market name is listed at. */
    async setPrice(title: string, priceText: string, actor?: Actor) {
      const price = eurCents(priceText);
      const now = nowSeconds();
      await writeTransaction(db, async (tx) => {
        const before = await tx.selectFrom('item_prices').select('price_cents').where('title', '=', title.trim()).executeTakeFirst();
        await tx
          .insertInto('item_prices')
          .values({ title: title.trim(), price_cents: price, updated_at: now })
          .onConflict((oc) => oc.column('title').doUpdateSet({ price_cents: price, updated_at: now }))
          .execute();
        const audit = { action: 'prices.set', entity: 'market_name', entityId: title.trim(), before: before ? { price_cents: Number(before.price_cents) } : null, after: { price_cents: price } };
        if (actor) await appendAudit(tx, actor, audit, now);
      });
      return { title: title.trim(), price_cents: price };
    },

    /** One listed item's own price. */
    async setItemPrice(idText: string, priceText: string, actor?: Actor) {
      const id = positiveIdOf(idText, 'Item id');
      const price = eurCents(priceText);
      await writeTransaction(db, async (tx) => {
        const before = await tx.selectFrom('items').select('price').where('id', '=', id).executeTakeFirst();
        if (!before) throw new OpsError(`Item ${id} not found`);
        await tx.updateTable('items').set({ price }).where('id', '=', id).execute();
        if (actor) await appendAudit(tx, actor, { action: 'items.price', entity: 'item', entityId: id, before: { price_cents: Number(before.price) }, after: { price_cents: price } }, nowSeconds());
      });
      return { item_id: id, price_cents: price };
    },

    attention: async () => ({ deliveries: await offersNeedingAPerson(db, nowSeconds() - openMinutes * 60) }),

    /** Sends an order's open offers again under new codes (a sent one is withdrawn on Steam first). */
    async resend(orderText: string) {
      const { orderId, offers } = await openOffers(orderText);
      const again = offers.filter((offer) => offer.state !== 'manual');
      if (again.length === 0) throw new OpsError(`Order ${orderId} has no offer to send again`);
      for (const offer of again) {
        await writeTransaction(db, async (tx) => {
          const now = nowSeconds();
          await tx.updateTable('trade_offers').set({ state: 'queued', code: deliveryCode(), steam_offer_id: null, last_error: null, updated_at: now }).where('id', '=', offer.id).execute();
          await insertJob(tx, DELIVERY_SEND_JOB, { offerId: offer.id }, Date.now());
          await bumpOrderVersion(tx, orderId, now);
        });
        if (offer.steam_offer_id !== null && offer.state === 'sent') await bots.get(offer.bot_name)?.cancelOffer(offer.steam_offer_id);
      }
      return { order_id: orderId, resent: again.length };
    },

    /** Withdraws an order's open offers and refunds their lines. */
    async cancel(orderText: string) {
      const { orderId, offers } = await openOffers(orderText);
      if (offers.length === 0) throw new OpsError(`Order ${orderId} has no open offer`);
      for (const offer of offers) {
        if (offer.state === 'escrow') throw new OpsError(`Order ${orderId}: Steam holds offer ${offer.steam_offer_id} in escrow; it cannot be cancelled from here`);
        const bot = bots.get(offer.bot_name);
        if (offer.state === 'sent' && offer.steam_offer_id !== null && bot) {
          // Withdrawn on Steam, then taken as Steam tells it: a partner who accepted a moment before keeps the items.
          await bot.cancelOffer(offer.steam_offer_id);
          await outcomes.apply(offer.id, await bot.getOffer(offer.steam_offer_id));
        } else await outcomes.endOffer(offer.id, 'cancelled', 'cancelled by the operator');
      }
      return { order_id: orderId, cancelled: offers.length };
    },
  };
}
