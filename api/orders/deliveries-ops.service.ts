import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import type { Actor } from '../admin/actor';
import { appendAudit } from '../admin/audit.repository';
import { insertJob } from '../jobs/jobs.repository';
import { fromWireAmount } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { botStock } from '../admin/bot-stock.repository';
import { copiesToReprice, findItemPrice, findSetPrice, repriceCopies, upsertSetPrice } from '../admin/market-prices.repository';
import { OpsError, positiveIdOf } from './orders-ops.service';
import type { OfferView, TradeBot } from '../trade/trade-bot';
import { DELIVERY_SEND_JOB, deliveryCode } from '../deliveries/delivery-plan';
import type { DeliveryOutcomes } from '../deliveries/delivery-outcomes';
import { bumpOrderVersion, ENDED_STATES, offersNeedingAPerson, tradeOffersOfOrders, updateTradeOffer } from '../deliveries/trade-offers.repository';
import { findOrder } from './orders.repository';

const eurCents = (text: string) => {
  const cents = /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? (fromWireAmount(Number(text)) ?? 0) : 0;
  if (cents <= 0) throw new OpsError(`Price must be a positive EUR amount with at most 2 decimals (got "${text}")`);
  return cents;
};

/** The operator's side of bots, stock and deliveries (`npm run ops`), over the same rules as the jobs. */
export function createDeliveriesOpsService(db: Kysely<Database>, bots: ReadonlyMap<string, TradeBot>, outcomes: DeliveryOutcomes, openMinutes: number) {
  /** The order's offers still under way (not ended, not accepted); refuses an unknown order or one with no offers. */
  const openOffersOf = async (tx: Kysely<Database>, orderId: number) => {
    if (!(await findOrder(tx, orderId))) throw new OpsError(`Order ${orderId} not found`);
    const offers = await tradeOffersOfOrders(tx, [orderId]);
    if (offers.length === 0) throw new OpsError(`Order ${orderId} has no trade offers`);
    return offers.filter((offer) => !ENDED_STATES.includes(offer.state) && offer.state !== 'accepted');
  };

  return {
    /** Each bot with its stock: on sale, trade-locked, in an open offer. */
    async bots() {
      const rows = [];
      for (const name of bots.keys()) {
        const stock = await botStock(db, name);
        rows.push({ bot: name, on_sale: stock.on_sale, trade_locked: stock.locked, in_offers: stock.in_offers });
      }
      return { bots: rows };
    },

    /**
     * The shop's price of a market name: its copies on sale (and those a bot's pause holds off sale) are
     * repriced, and a new asset of the name is listed at it.
     */
    async setPrice(title: string, priceText: string, actor?: Actor) {
      const price = eurCents(priceText);
      const name = title.trim();
      const now = nowSeconds();
      const repriced = await writeTransaction(db, async (tx) => {
        const before = await findSetPrice(tx, name);
        const copies = await copiesToReprice(tx, name);
        await upsertSetPrice(tx, name, price, now);
        const changed = copies.filter((copy) => copy.price !== price).map((copy) => copy.id);
        await repriceCopies(tx, changed, price);
        const copyPrices = copies.map((copy) => copy.price);
        const copiesBefore = copyPrices.length > 0 ? { copies_min_cents: Math.min(...copyPrices), copies_max_cents: Math.max(...copyPrices) } : {};
        const audit = {
          action: 'prices.set',
          entity: 'market_name',
          entityId: name,
          before: before || copyPrices.length > 0 ? { price_cents: before ? Number(before.price_cents) : null, ...copiesBefore } : null,
          after: { price_cents: price, copies_repriced: changed.length },
        };
        if (actor) await appendAudit(tx, actor, audit, now);
        return changed.length;
      });
      return { title: name, price_cents: price, copies_repriced: repriced };
    },

    /** One listed item's own price. */
    async setItemPrice(idText: string, priceText: string, actor?: Actor) {
      const id = positiveIdOf(idText, 'Item id');
      const price = eurCents(priceText);
      await writeTransaction(db, async (tx) => {
        const before = await findItemPrice(tx, id);
        if (!before) throw new OpsError(`Item ${id} not found`);
        await repriceCopies(tx, [id], price);
        if (actor) await appendAudit(tx, actor, { action: 'items.price', entity: 'item', entityId: id, before: { price_cents: Number(before.price) }, after: { price_cents: price } }, nowSeconds());
      });
      return { item_id: id, price_cents: price };
    },

    attention: async () => ({ deliveries: await offersNeedingAPerson(db, nowSeconds() - openMinutes * 60) }),

    /**
     * Sends an order's open offers again under new codes (a sent one is withdrawn on Steam after commit),
     * with the actor's one audit row in the same transaction.
     */
    async resend(orderText: string, actor: Actor, reason: string | null = null) {
      const orderId = positiveIdOf(orderText, 'Order id');
      const again = await writeTransaction(db, async (tx) => {
        const offers = await openOffersOf(tx, orderId);
        // Not an escrow one: Steam already holds its items for the buyer.
        const resendable = offers.filter((offer) => offer.state !== 'manual' && offer.state !== 'escrow');
        if (resendable.length === 0) throw new OpsError(`Order ${orderId} has no offer to send again`);
        const now = nowSeconds();
        const after = [];
        for (const offer of resendable) {
          const code = deliveryCode();
          if (!(await updateTradeOffer(tx, offer.id, [offer.state], { state: 'queued', code, steam_offer_id: null, last_error: null, updated_at: now }))) {
            throw new OpsError(`Order ${orderId}: offer ${offer.id} changed meanwhile; look again`);
          }
          await insertJob(tx, DELIVERY_SEND_JOB, { offerId: offer.id }, Date.now());
          after.push({ id: offer.id, state: 'queued', code, steam_offer_id: null });
        }
        await bumpOrderVersion(tx, orderId, now);
        const before = resendable.map((offer) => ({ id: offer.id, state: offer.state, code: offer.code, steam_offer_id: offer.steam_offer_id }));
        await appendAudit(tx, actor, { action: 'order.resend', entity: 'order', entityId: orderId, reason, before: { offers: before }, after: { offers: after } }, now);
        return resendable;
      });
      for (const offer of again) if (offer.steam_offer_id !== null && offer.state === 'sent') await bots.get(offer.bot_name)?.cancelOffer(offer.steam_offer_id);
      return { order_id: orderId, resent: again.length };
    },

    /**
     * Withdraws an order's open offers and refunds their lines. Steam is asked first (outside any
     * transaction); then every offer's outcome and the actor's one audit row are written together.
     */
    async cancel(orderText: string, actor: Actor, reason: string | null = null) {
      const orderId = positiveIdOf(orderText, 'Order id');
      const offers = await openOffersOf(db, orderId);
      if (offers.length === 0) throw new OpsError(`Order ${orderId} has no open offer`);
      const held = offers.find((offer) => offer.state === 'escrow');
      if (held) throw new OpsError(`Order ${orderId}: Steam holds offer ${held.steam_offer_id} in escrow; it cannot be cancelled from here`);
      // Withdrawn on Steam, then taken as Steam tells it: a partner who accepted a moment before keeps the items.
      const views = new Map<number, OfferView>();
      for (const offer of offers) {
        const bot = bots.get(offer.bot_name);
        if (offer.state !== 'sent' || offer.steam_offer_id === null || !bot) continue;
        await bot.cancelOffer(offer.steam_offer_id);
        views.set(offer.id, await bot.getOffer(offer.steam_offer_id));
      }
      return writeTransaction(db, async (tx) => {
        const now = nowSeconds();
        const order = await findOrder(tx, orderId);
        const current = await tradeOffersOfOrders(tx, [orderId]);
        const before = current.filter((offer) => offers.some((o) => o.id === offer.id)).map((offer) => ({ id: offer.id, state: offer.state }));
        for (const offer of offers) {
          const view = views.get(offer.id);
          if (view) await outcomes.applyIn(tx, offer.id, view);
          else await outcomes.endOfferIn(tx, offer.id, 'cancelled', 'cancelled by the operator');
        }
        const ended = (await tradeOffersOfOrders(tx, [orderId])).filter((offer) => offers.some((o) => o.id === offer.id));
        const status = (await findOrder(tx, orderId))?.status;
        const after = { status, offers: ended.map((offer) => ({ id: offer.id, state: offer.state, refunded_cents: Number(offer.refunded_cents) })) };
        await appendAudit(tx, actor, { action: 'order.cancel', entity: 'order', entityId: orderId, reason, before: { status: order?.status, offers: before }, after }, now);
        return { order_id: orderId, cancelled: ended.filter((offer) => ENDED_STATES.includes(offer.state)).length, status };
      });
    },
  };
}

export type DeliveriesOpsService = ReturnType<typeof createDeliveriesOpsService>;
