import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction, type Tx } from '../db/transaction';
import { queueStockSync } from '../catalogue/stock-sync.job';
import { unlistBotAssets } from '../catalogue/items.repository';
import type { MailParams, MailTemplate } from '../mail/templates';
import { nowSeconds } from '../lib/secrets';
import type { OfferView, ReceivedAsset } from '../trade/trade-bot';
import { assumedProtectionEnd } from '../trade/trade-protection';
import type { SellTradeStateName } from '../../contract/offers.contract';
import { findOffer, setOfferStatus } from './offers.repository';
import { queueOfferEmail } from './offer-mail';
import { findSellTrade, SELL_TRADE_POLL_JOB, updateSellTrade } from './sell-trades.repository';
import { insertJob } from '../jobs/jobs.repository';

export interface SellTradeRules {
  /** Steam's trade protection, where Steam does not say it on the received item: the payout unlocks this long after the seller accepted. */
  protectionSeconds: number;
  /** How soon a sent trade offer is first looked at (TRADE_POLL_SECONDS). */
  pollSeconds: number;
  publicUrl: string;
  supportEmail: () => Promise<string>;
  /** Told after a trade moved a skin out of (or back into) the seller's inventory: its cached read is stale. */
  inventoryChanged?: (sellerSteamId: string) => void;
}

const MY_OFFERS = '/profile?tab=my-offers';

/** 25.11.2026 14:05 (UTC), as the e-mail says when the payout unlocks. */
const formatUtc = (seconds: number) => {
  const d = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
};

/**
 * Until when the seller can still reverse a trade, from what Steam shows of the items it brought
 * (issue 41: never from the game): the latest protection among them, `assumed` where Steam did not say
 * (or named no item); null when Steam shows every item as the bot's for good.
 */
export function protectionOf(received: ReceivedAsset[], assumed: number | null): number | null {
  if (received.length === 0) return assumed;
  let until: number | null = null;
  for (const asset of received) {
    const end = asset.protectedUntil === undefined ? assumed : asset.protectedUntil;
    if (end !== null && (until === null || end > until)) until = end;
  }
  return until;
}

/**
 * Where a bot's view of a trade asking for a seller's skin takes it and its offer, in one transaction
 * each: sent (e-mail with the code); accepted → the offer `received` until Steam's trade protection
 * ends (at once `ready_for_payout` when nothing protects it); declined, expired, cancelled or void →
 * `trade_failed`; a reversal inside the window → `reversed`, nothing paid. A change another worker
 * already made is a no-op. None of this pays: only an offer `ready_for_payout` can be paid out, and only
 * then does the skin go on sale.
 */
export function createSellTradeOutcomes(db: Kysely<Database>, rules: SellTradeRules) {
  async function mail(tx: Tx, offerId: number, template: MailTemplate, extra: MailParams = {}) {
    const offer = await findOffer(tx, offerId);
    if (offer) await queueOfferEmail(tx, template, offer, { link: `${rules.publicUrl}${MY_OFFERS}`, ...extra });
  }

  async function recordSent(tradeId: number, view: OfferView): Promise<boolean> {
    return writeTransaction(db, async (tx) => {
      const now = nowSeconds();
      const trade = await findSellTrade(tx, tradeId);
      if (!trade || !(await updateSellTrade(tx, tradeId, ['queued'], { state: 'sent', steam_offer_id: view.offerId, sent_at: now, last_error: null, updated_at: now }))) {
        return false;
      }
      // With the record, so that a crash right after it cannot leave a sent offer nobody follows.
      await insertJob(tx, SELL_TRADE_POLL_JOB, { tradeId }, Date.now() + rules.pollSeconds * 1000);
      await mail(tx, trade.offer_id, 'sell-trade-sent', { code: trade.code, botName: trade.bot_name });
      return true;
    });
  }

  /** Applies what the bot says of a sent trade (`received` items once accepted); the trade's state afterwards. */
  async function apply(tradeId: number, view: OfferView, received: ReceivedAsset[] = []): Promise<SellTradeStateName | undefined> {
    const state = await applyInTransaction(tradeId, view, received);
    if (state === 'accepted' && view.state === 'accepted') await sellerInventoryChanged(tradeId);
    return state;
  }

  async function sellerInventoryChanged(tradeId: number) {
    const trade = await findSellTrade(db, tradeId);
    if (trade && rules.inventoryChanged) rules.inventoryChanged(trade.partner_steam_id);
  }

  async function applyInTransaction(tradeId: number, view: OfferView, received: ReceivedAsset[]): Promise<SellTradeStateName | undefined> {
    const receivedAssetIds = received.map((asset) => asset.assetId);
    return writeTransaction(db, async (tx) => {
      const trade = await findSellTrade(tx, tradeId);
      if (!trade) return undefined;
      if (trade.state !== 'sent') return trade.state;
      const now = nowSeconds();
      switch (view.state) {
        case 'sent':
        case 'escrow':
          // Held by Steam: the skin is not the shop's yet.
          return 'sent';
        case 'accepted': {
          const protectedUntil = protectionOf(received, rules.protectionSeconds > 0 ? assumedProtectionEnd(view.updatedAt, rules.protectionSeconds) : null);
          const recorded = await updateSellTrade(tx, tradeId, ['sent'], {
            state: 'accepted',
            steam_trade_id: view.tradeId,
            accepted_at: view.updatedAt,
            protected_until: protectedUntil,
            received_asset_id: receivedAssetIds[0] ?? null,
            updated_at: now,
          });
          // Another worker recorded it first (PostgreSQL re-reads the row once that one commits).
          if (!recorded) return (await findSellTrade(tx, tradeId))?.state;
          await setOfferStatus(tx, trade.offer_id, 'approved', 'received', now);
          // A stock sync that ran between Steam's accept and this record may have listed the skin: not for sale yet.
          if (protectedUntil !== null && receivedAssetIds.length > 0) {
            await unlistBotAssets(tx, trade.bot_name, receivedAssetIds, now);
          }
          if (protectedUntil === null) {
            await release(tx, trade.offer_id, trade.bot_name, now);
          } else {
            await mail(tx, trade.offer_id, 'sell-trade-received', { unlocksAt: formatUtc(protectedUntil) });
          }
          return 'accepted';
        }
        case 'declined':
        case 'expired':
        case 'cancelled':
        case 'invalid':
          return fail(tx, tradeId, view.state === 'invalid' ? 'failed' : view.state, now);
      }
    });
  }

  /** The trade did not happen: the offer waits for the seller to ask again or cancel. */
  async function fail(tx: Tx, tradeId: number, state: 'declined' | 'expired' | 'cancelled' | 'failed', now: number, lastError: string | null = null) {
    const trade = await findSellTrade(tx, tradeId);
    if (!trade || !(await updateSellTrade(tx, tradeId, ['queued', 'sent'], { state, last_error: lastError, updated_at: now }))) return trade?.state;
    await setOfferStatus(tx, trade.offer_id, 'approved', 'trade_failed', now);
    await mail(tx, trade.offer_id, 'sell-trade-failed', { reason: state });
    return state;
  }

  /** Protection over: the payout unlocks and the skin joins the stock (the bot's next sync lists it at the shop's sell price). */
  async function release(tx: Tx, offerId: number, botName: string, now: number) {
    if (!(await setOfferStatus(tx, offerId, 'received', 'ready_for_payout', now))) return;
    await queueStockSync(tx, { bot: botName });
    await mail(tx, offerId, 'sell-trade-ready');
  }

  return {
    recordSent,
    apply,
    /** Steam refused to send it (or the bot is gone): trade_failed, the seller may ask again. */
    refuse: (tradeId: number, lastError: string) => writeTransaction(db, (tx) => fail(tx, tradeId, 'failed', nowSeconds(), lastError.slice(0, 500))),
    /** The protection ended without a reversal. */
    release: (tradeId: number) =>
      writeTransaction(db, async (tx) => {
        const trade = await findSellTrade(tx, tradeId);
        if (trade?.state === 'accepted') await release(tx, trade.offer_id, trade.bot_name, nowSeconds());
      }),
    /** Steam showed the accepted trade reversed (or failed) at our first look: nothing came, nothing is paid. */
    reverseBeforeReceipt: async (tradeId: number, view: OfferView) => {
      const supportEmail = await rules.supportEmail();
      const moved = await writeTransaction(db, async (tx) => {
        const now = nowSeconds();
        const trade = await findSellTrade(tx, tradeId);
        if (!trade || !(await updateSellTrade(tx, tradeId, ['sent'], { state: 'reversed', steam_trade_id: view.tradeId, accepted_at: view.updatedAt, updated_at: now }))) return false;
        await setOfferStatus(tx, trade.offer_id, 'approved', 'reversed', now);
        await mail(tx, trade.offer_id, 'sell-trade-reversed', { supportEmail });
        return true;
      });
      if (moved) await sellerInventoryChanged(tradeId);
    },
    /** Reversed inside the protection: the skin went back, nothing is paid. */
    reverse: async (tradeId: number) => {
      const supportEmail = await rules.supportEmail();
      await writeTransaction(db, async (tx) => {
        const now = nowSeconds();
        const trade = await findSellTrade(tx, tradeId);
        if (!trade) return;
        const offer = await findOffer(tx, trade.offer_id);
        if (offer?.status !== 'received' || !(await updateSellTrade(tx, tradeId, ['accepted'], { state: 'reversed', updated_at: now }))) return;
        await setOfferStatus(tx, trade.offer_id, 'received', 'reversed', now);
        await mail(tx, trade.offer_id, 'sell-trade-reversed', { supportEmail });
      });
      await sellerInventoryChanged(tradeId);
    },
  };
}

export type SellTradeOutcomes = ReturnType<typeof createSellTradeOutcomes>;
