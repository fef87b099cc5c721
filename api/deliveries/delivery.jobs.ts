import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import { queueStockSync } from '../catalogue/stock-sync.job';
import type { JobHandler } from '../jobs/job-worker';
import { nowSeconds } from '../lib/secrets';
import { TradeBotItemsGone, TradeBotRefused, TradeBotUnavailable, type TradeBot } from '../trade/trade-bot';
import { leaveToPerson } from '../trade/needs-person';
import { retryWhenBusy } from '../trade/retry-when-busy';
import { DELIVERY_POLL_JOB, DELIVERY_SEND_JOB, offerMessage } from './delivery-plan';
import type { DeliveryOutcomes } from './delivery-outcomes';
import { findTradeOffer, tradeOfferAssets, updateTradeOffer } from './trade-offers.repository';
import { isBotPaused, pauseBotForSteam } from '../trade/bot-states.repository';
import { botsScreenUrl } from '../trade/bot-paused-notice';
import { hasFreeOfferSlot } from '../trade/offer-slots';

export interface DeliveryJobOptions {
  db: Kysely<Database>;
  bots: ReadonlyMap<string, TradeBot>;
  outcomes: DeliveryOutcomes;
  log: FastifyBaseLogger;
  pollSeconds: number;
  offerExpiryMinutes: number;
  /** Looks at a trade Steam shows no final state of before a person decides (MAX_PENDING_LOOKS). */
  maxPendingLooks?: number;
  /** The shop's address: an operator e-mailed about a bot Steam stopped gets the console's Bots screen. */
  publicUrl?: string;
  nudge: () => void;
}

interface JobPayload {
  offerId: number;
  /** Times Steam was busy in a row: the next try waits longer (never fails the order by itself). */
  busy?: number;
}

/** An accepted CS2 trade is looked at least this often until its protection ends. */
const PROTECTION_CHECK_MS = 60 * 60_000;

/**
 * The delivery jobs. `delivery.send` sends a queued offer, after asking the bot for one it already
 * sent with the same code (a crash between Steam's "sent" and our record); `delivery.poll` follows a
 * sent offer until it ends, cancels it at TRADE_OFFER_EXPIRY_MINUTES, and watches an accepted CS2 trade
 * for a reversal until its protection ends. The job worker's lease keeps two processes off one offer.
 */
export function deliveryJobHandlers(options: DeliveryJobOptions): Record<string, JobHandler> {
  const { db, bots, outcomes, log } = options;

  const later = async (kind: string, payload: JobPayload, delayMs: number) => {
    await writeTransaction(db, (tx) => insertJob(tx, kind, payload, Date.now() + delayMs));
  };

  const patiently = retryWhenBusy(db, log, options.pollSeconds, options.maxPendingLooks);

  const send: JobHandler = async (raw) => {
    const payload = raw as JobPayload;
    const offer = await findTradeOffer(db, payload.offerId);
    if (!offer || offer.state !== 'queued') return;
    const bot = bots.get(offer.bot_name);
    if (!bot) {
      await writeTransaction(db, (tx) => updateTradeOffer(tx, offer.id, ['queued'], { state: 'manual', last_error: `no bot named ${offer.bot_name}`, updated_at: nowSeconds() }));
      log.error({ offer: offer.id, bot: offer.bot_name }, 'delivery needs a person: its bot is not configured');
      return;
    }
    // A paused bot sends nothing: the offer stays queued, and resuming the bot queues its send again.
    if (await isBotPaused(db, offer.bot_name)) return;
    await patiently(DELIVERY_SEND_JOB, payload, async () => {
      let view = await bot.findSentOffer(offer.code, Number(offer.created_at) - 60);
      // One withdrawn before we recorded it (a confirmation that never came) is no delivery: send anew.
      if (view && (view.state === 'cancelled' || view.state === 'invalid' || view.state === 'expired')) view = null;
      if (!view) {
        // Steam's 30 outstanding offers per bot and 5 per partner: a send past them would only meet error
        // 25, so it waits for one of the shop's own to be answered (no attempt or busy wait spent).
        if (!(await hasFreeOfferSlot(db, offer.bot_name, offer.partner_steam_id))) {
          log.info({ offer: offer.id, bot: offer.bot_name }, "steam's outstanding offer limit reached: the send waits for a slot");
          await later(DELIVERY_SEND_JOB, payload, options.pollSeconds * 1000);
          return;
        }
        const assets = await tradeOfferAssets(db, offer.id);
        try {
          view = await bot.sendOffer({
            tradeLink: offer.trade_link,
            partnerSteamId: offer.partner_steam_id,
            message: offerMessage(offer.order_id, offer.code),
            assets: assets.map((asset) => ({ appId: asset.category === 'cs2' ? 730 : 570, contextId: '2', assetId: asset.asset_id })),
          });
        } catch (error) {
          if (error instanceof TradeBotUnavailable) {
            // The bot's own account cannot trade: pause it; this offer stays queued and is sent on resume.
            if (await pauseBotForSteam(db, offer.bot_name, error.message, nowSeconds(), options.publicUrl && botsScreenUrl(options.publicUrl))) log.error({ bot: offer.bot_name, offer: offer.id, err: error.message }, 'steam will not let the bot trade: bot paused');
            return;
          }
          if (error instanceof TradeBotItemsGone && assets.length > 1) {
            // Only what left the bot is refunded; the rest goes out in a new send.
            const held = new Set((await bot.inventory()).filter((asset) => asset.tradable).map((asset) => `${asset.appId}/${asset.assetId}`));
            const missing = assets.filter((asset) => !held.has(`${asset.category === 'cs2' ? 730 : 570}/${asset.asset_id}`)).map((asset) => asset.item_id);
            if (missing.length > 0 && missing.length < assets.length) {
              log.warn({ offer: offer.id, missing, err: error.message }, 'steam refused the offer: refunding the items the bot no longer holds, sending the rest');
              if (await outcomes.refundMissing(offer.id, missing, error.message)) options.nudge();
              return;
            }
          }
          if (!(error instanceof TradeBotRefused)) throw error;
          log.warn({ offer: offer.id, err: error.message }, 'steam refused the offer: refunding');
          await outcomes.endOffer(offer.id, 'failed', error.message.slice(0, 500));
          // Items gone from the bot: its stock is read again rather than relisting what it no longer holds.
          if (error instanceof TradeBotItemsGone) await writeTransaction(db, (tx) => queueStockSync(tx, { bot: offer.bot_name }));
          return;
        }
      }
      if (await outcomes.recordSent(offer.id, view)) {
        await outcomes.apply(offer.id, view);
        await later(DELIVERY_POLL_JOB, { offerId: offer.id }, options.pollSeconds * 1000);
        options.nudge();
      }
    });
  };

  const poll: JobHandler = async (raw) => {
    const payload = raw as JobPayload;
    const offer = await findTradeOffer(db, payload.offerId);
    const bot = offer && bots.get(offer.bot_name);
    if (!offer || !bot || offer.steam_offer_id === null) return;
    await patiently(DELIVERY_POLL_JOB, payload, async () => {
      const now = nowSeconds();
      if (offer.state === 'sent' || offer.state === 'escrow') {
        let view = await bot.getOffer(offer.steam_offer_id!);
        if (view.state === 'sent' && offer.sent_at !== null && now >= Number(offer.sent_at) + options.offerExpiryMinutes * 60) {
          await bot.cancelOffer(view.offerId);
          view = await bot.getOffer(view.offerId);
          // Withdrawn by us for want of an answer: the customer's word for it is "expired".
          if (view.state === 'cancelled') view = { ...view, state: 'expired' };
        }
        const state = await outcomes.apply(offer.id, view);
        if (state === 'sent' || state === 'escrow') await later(DELIVERY_POLL_JOB, { offerId: offer.id }, options.pollSeconds * 1000);
        else if (state === 'accepted') await watchProtection(offer.id);
        options.nudge();
        return;
      }
      if (offer.state === 'accepted' && offer.protected_until !== null && offer.steam_trade_id !== null) {
        if (await bot.tradeReversed(offer.steam_trade_id)) {
          await outcomes.endOffer(offer.id, 'reversed');
          options.nudge();
        } else if (now < Number(offer.protected_until)) {
          await watchProtection(offer.id);
        }
      }
    }, (reason) => leaveToPerson(db, 'delivery', offer.id, reason, nowSeconds()));
  };

  /** The next look at an accepted trade: within the hour, and once more when its protection ends. */
  const watchProtection = async (offerId: number) => {
    const offer = await findTradeOffer(db, offerId);
    if (!offer || offer.protected_until === null) return;
    const untilEnd = (Number(offer.protected_until) + 1) * 1000 - Date.now();
    await later(DELIVERY_POLL_JOB, { offerId }, Math.max(options.pollSeconds * 1000, Math.min(untilEnd, PROTECTION_CHECK_MS)));
  };

  return { [DELIVERY_SEND_JOB]: send, [DELIVERY_POLL_JOB]: poll };
}
