import type { Kysely, Selectable } from 'kysely';
import { addLedgerEntry } from '../accounts/balance.repository';
import type { Database } from '../db/database';
import { writeTransaction, type Tx } from '../db/transaction';
import { queueEmail } from '../mail/email.job';
import { queueStockSync } from '../catalogue/stock-sync.job';
import type { MailTemplate } from '../mail/templates';
import { lockCatalogue, lockUser } from '../db/locks.repository';
import { nowSeconds } from '../lib/secrets';
import { insertJob } from '../jobs/jobs.repository';
import { DELIVERY_SEND_JOB } from './delivery-plan';
import { formatMinor, toDisplayMinor } from '../lib/money';
import type { OfferView } from '../trade/trade-bot';
import { assumedProtectionEnd } from '../trade/trade-protection';
import {
  bumpOrderVersion,
  ENDED_STATES,
  findTradeOffer,
  orderMailFacts,
  orderOwner,
  removeTradeOfferItems,
  setOrderDeliveryStatus,
  tradeOfferLines,
  tradeOffersOfOrders,
  updateTradeOffer,
} from './trade-offers.repository';
import { markItemsAvailable, markItemsGone } from '../catalogue/items.repository';
import type { TradeOfferState, TradeOffersTable } from './trade-offers.table';

export const LEDGER_DELIVERY_REFUND = 'refund';

export interface OutcomeRules {
  protectionSeconds: number;
  scamWindowSeconds: number;
  publicUrl: string;
}

type Offer = Selectable<TradeOffersTable>;

/**
 * Where a bot's view of an offer takes it, in one transaction each: the offer's new state, the order's
 * status (Processing until every offer is accepted, Success then, Error once one fails or is reversed),
 * a refund of the failed offer's lines through a ledger row with its items back on sale, the order's
 * version for its open page, and the customer's e-mail. A change another worker already made is a no-op.
 */
export function createDeliveryOutcomes(db: Kysely<Database>, rules: OutcomeRules) {
  async function recordSent(offerId: number, view: OfferView): Promise<boolean> {
    return writeTransaction(db, async (tx) => {
      const now = nowSeconds();
      const offer = await findTradeOffer(tx, offerId);
      if (!offer || !(await updateTradeOffer(tx, offerId, ['queued'], { state: 'sent', steam_offer_id: view.offerId, sent_at: now, last_error: null, updated_at: now }))) {
        return false;
      }
      await bumpOrderVersion(tx, offer.order_id, now);
      await mail(tx, offer, 'delivery-sent');
      return true;
    });
  }

  /** Applies what the bot says; the offer's state afterwards. */
  async function apply(offerId: number, view: OfferView): Promise<TradeOfferState | undefined> {
    return writeTransaction(db, (tx) => applyIn(tx, offerId, view));
  }

  /** `apply` inside the caller's transaction (an operator's command that writes its audit row with it). */
  async function applyIn(tx: Tx, offerId: number, view: OfferView): Promise<TradeOfferState | undefined> {
    const seen = (await findTradeOffer(tx, offerId)) as Offer | undefined;
    if (!seen) return undefined;
    const open: TradeOfferState[] = ['sent', 'escrow'];
    const unchanged = view.state === 'sent' || (view.state === 'escrow' && seen.state === 'escrow' && seen.hold_until === view.holdEndsAt);
    if (!open.includes(seen.state) || unchanged) return seen.state;
    // The buyer first, as every refund does: the order is updated twice below (its status, its version),
    // which re-checks its user key (a key-share lock on the buyer) that a refund's lock would then wait on.
    await lockUser(tx, (await orderOwner(tx, seen.order_id)).user_id);
    const offer = (await findTradeOffer(tx, offerId)) as Offer; // as it is under the lock: a refund may have ended it
    if (!open.includes(offer.state)) return offer.state;
    const now = nowSeconds();
    switch (view.state) {
      case 'escrow':
        await updateTradeOffer(tx, offerId, open, { state: 'escrow', hold_until: view.holdEndsAt, steam_trade_id: view.tradeId, updated_at: now });
        await changed(tx, offer, now);
        return 'escrow';
      case 'accepted': {
        const lines = await tradeOfferLines(tx, offerId);
        const protectedUntil = lines.some((line) => line.category === 'cs2') && rules.protectionSeconds > 0 ? assumedProtectionEnd(view.updatedAt, rules.protectionSeconds) : null;
        await updateTradeOffer(tx, offerId, open, { state: 'accepted', steam_trade_id: view.tradeId, hold_until: null, protected_until: protectedUntil, updated_at: now });
        await changed(tx, offer, now);
        await mail(tx, offer, 'delivery-accepted');
        return 'accepted';
      }
      case 'declined':
        if (view.updatedAt - view.createdAt < rules.scamWindowSeconds) {
          await updateTradeOffer(tx, offerId, open, { state: 'paused', steam_offer_id: null, updated_at: now });
          await changed(tx, offer, now);
          await mail(tx, offer, 'delivery-paused');
          return 'paused';
        }
        return end(tx, offer, 'declined', now);
      case 'expired':
        return end(tx, offer, 'expired', now);
      case 'cancelled':
        return end(tx, offer, 'cancelled', now);
      case 'invalid':
        return end(tx, offer, 'failed', now);
    }
  }

  /** Ends an offer that did not deliver (or was reversed): refund, items back, order Error. */
  async function end(tx: Tx, offer: Offer, state: TradeOfferState, now: number, lastError: string | null = null): Promise<TradeOfferState> {
    const order = await orderOwner(tx, offer.order_id);
    await lockUser(tx, order.user_id);
    const lines = await tradeOfferLines(tx, offer.id);
    const refund = lines.reduce((sum, line) => sum + Number(line.price_cents), 0);
    const from: TradeOfferState[] = state === 'reversed' ? ['accepted'] : ['queued', 'sent', 'escrow', 'paused', 'manual'];
    const refunded = Number(offer.refunded_cents) + refund;
    if (!(await updateTradeOffer(tx, offer.id, from, { state, refunded_cents: refunded, last_error: lastError, updated_at: now }))) return offer.state;
    if (refund > 0) await addLedgerEntry(tx, { userId: order.user_id, amount: refund, kind: LEDGER_DELIVERY_REFUND, reference: String(offer.order_id), now });
    await lockCatalogue(tx);
    const itemIds = lines.map((line) => line.item_id).sort((a, b) => a - b);
    if (itemIds.length > 0) {
      // A reversed trade's asset comes back to the bot, maybe under a new asset id: the next inventory sync lists it again.
      if (state === 'reversed') await markItemsGone(tx, itemIds, now);
      else await markItemsAvailable(tx, itemIds);
    }
    if (state === 'reversed') await queueStockSync(tx, { bot: offer.bot_name });
    await changed(tx, offer, now);
    await mail(tx, offer, 'delivery-refunded', { refundCents: refund, reason: state });
    return state;
  }

  /**
   * Steam refused a queued offer because some of its items left the bot (error 26): those lines alone
   * are refunded (one ledger row, counted in the offer's refunded_cents) and leave the offer, their
   * items stay off sale (they are gone), the bot's stock is synced again and the rest is sent anew.
   * false when the offer moved on meanwhile.
   */
  async function refundMissing(offerId: number, itemIds: number[], reason: string): Promise<boolean> {
    return writeTransaction(db, async (tx) => {
      const offer = (await findTradeOffer(tx, offerId)) as Offer | undefined;
      if (!offer || offer.state !== 'queued') return false;
      const order = await orderOwner(tx, offer.order_id);
      await lockUser(tx, order.user_id);
      const missing = (await tradeOfferLines(tx, offerId)).filter((line) => itemIds.includes(line.item_id));
      if (missing.length === 0) return false;
      const refund = missing.reduce((sum, line) => sum + Number(line.price_cents), 0);
      const now = nowSeconds();
      // Still queued now, under the buyer's lock: an operator's cancel (which refunds every line) may have ended it since the first read.
      if (!(await updateTradeOffer(tx, offerId, ['queued'], { refunded_cents: Number(offer.refunded_cents) + refund, last_error: reason.slice(0, 500), updated_at: now }))) return false;
      await removeTradeOfferItems(tx, offerId, missing.map((line) => line.item_id));
      if (refund > 0) await addLedgerEntry(tx, { userId: order.user_id, amount: refund, kind: LEDGER_DELIVERY_REFUND, reference: String(offer.order_id), now });
      await queueStockSync(tx, { bot: offer.bot_name });
      await insertJob(tx, DELIVERY_SEND_JOB, { offerId }, Date.now());
      await changed(tx, offer, now);
      await mail(tx, offer, 'delivery-refunded', { refundCents: refund, reason: 'failed' });
      return true;
    });
  }

  /** `endOffer` inside the caller's transaction. */
  async function endOfferIn(tx: Tx, offerId: number, state: TradeOfferState, lastError: string | null = null): Promise<TradeOfferState | undefined> {
    const offer = (await findTradeOffer(tx, offerId)) as Offer | undefined;
    return offer ? end(tx, offer, state, nowSeconds(), lastError) : undefined;
  }

  /** Recomputes the order's status from its offers and bumps its version. */
  async function changed(tx: Tx, offer: Offer, now: number): Promise<void> {
    const offers = await tradeOffersOfOrders(tx, [offer.order_id]);
    const status = offers.some((o) => ENDED_STATES.includes(o.state)) ? 'error' : offers.every((o) => o.state === 'accepted') ? 'success' : 'processing';
    await setOrderDeliveryStatus(tx, offer.order_id, status);
    await bumpOrderVersion(tx, offer.order_id, now);
  }

  async function mail(tx: Tx, offer: Offer, template: MailTemplate, extra: { refundCents?: number; reason?: string } = {}): Promise<void> {
    const order = await orderMailFacts(tx, offer.order_id);
    if (!order?.email) return;
    const refund = extra.refundCents === undefined ? undefined : formatMinor(toDisplayMinor(extra.refundCents, Number(order.currency_rate)), order.currency);
    await queueEmail(tx, {
      to: order.email,
      template,
      langId: order.lang_id,
      params: { orderId: offer.order_id, code: template === 'delivery-sent' ? offer.code : undefined, botName: offer.bot_name, total: refund, reason: extra.reason, link: `${rules.publicUrl}/orders/${offer.order_id}` },
    });
  }

  return {
    recordSent,
    apply,
    /** Ends an offer in `state` (refunded) outside a bot's answer: Steam refused it, the operator cancelled it, or it was reversed. */
    endOffer: (offerId: number, state: TradeOfferState, lastError: string | null = null) => writeTransaction(db, (tx) => endOfferIn(tx, offerId, state, lastError)),
    refundMissing,
    applyIn,
    endOfferIn,
    changed,
  };
}

export type DeliveryOutcomes = ReturnType<typeof createDeliveryOutcomes>;
