import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import { nowSeconds } from '../lib/secrets';
import { TradeBotPending, TradeBotRefused, TradeBotUnavailable, type SteamAppId, type TradeBot } from '../trade/trade-bot';
import { leaveToPerson } from '../trade/needs-person';
import { retryWhenBusy } from '../trade/retry-when-busy';
import { findUserById } from '../accounts/users.repository';
import { STEAM_SIGN_IN_TO_SELL_MESSAGE } from '../accounts/trade-partner';
import { findOffer } from './offers.repository';
import type { SellTradeOutcomes } from './sell-trade-outcomes';
import { findSellTrade, SELL_TRADE_POLL_JOB, SELL_TRADE_SEND_JOB, sellTradeMessage, updateSellTrade } from './sell-trades.repository';
import { isBotPaused, pauseBotForSteam } from '../trade/bot-states.repository';
import { botsScreenUrl } from '../trade/bot-paused-notice';
import { hasFreeOfferSlot } from '../trade/offer-slots';

export interface SellTradeJobOptions {
  db: Kysely<Database>;
  bots: ReadonlyMap<string, TradeBot>;
  outcomes: SellTradeOutcomes;
  log: FastifyBaseLogger;
  pollSeconds: number;
  offerExpiryMinutes: number;
  /** Looks at a trade Steam shows no final state of before a person decides (MAX_PENDING_LOOKS). */
  maxPendingLooks?: number;
  /** The shop's address: an operator e-mailed about a bot Steam stopped gets the console's Bots screen. */
  publicUrl?: string;
}

interface JobPayload {
  tradeId: number;
  busy?: number;
}

/** A received trade is looked at least this often (for a reversal) until its protection ends. */
const PROTECTION_CHECK_MS = 60 * 60_000;

/**
 * The jobs of selling by trade (issue 26). `sell-trade.send` sends a queued trade offer asking for the
 * seller's asset, after asking the bot for one it already sent with the same code (a crash between
 * Steam's "sent" and our record); `sell-trade.poll` follows it until the seller answers, withdraws it
 * at TRADE_OFFER_EXPIRY_MINUTES, then watches an accepted trade Steam protects (as Steam shows it on the
 * received item, whatever the game) for a reversal until its protection ends and unlocks the payout.
 * Every trade gets a final answer: one Steam shows reversed before the first look ends reversed, and
 * one Steam keeps showing no final state of (missing from GetTradeStatus, no trade id) is left to a
 * person after MAX_PENDING_LOOKS. The job worker's lease keeps two processes off one trade.
 */
export function sellTradeJobHandlers(options: SellTradeJobOptions): Record<string, JobHandler> {
  const { db, bots, outcomes, log } = options;
  const patiently = retryWhenBusy(db, log, options.pollSeconds, options.maxPendingLooks);
  const later = (kind: string, tradeId: number, delayMs: number) => writeTransaction(db, (tx) => insertJob(tx, kind, { tradeId }, Date.now() + delayMs));

  const send: JobHandler = async (raw) => {
    const payload = raw as JobPayload;
    const trade = await findSellTrade(db, payload.tradeId);
    if (!trade || trade.state !== 'queued') return;
    const offer = await findOffer(db, trade.offer_id);
    const bot = bots.get(trade.bot_name);
    if (!offer || offer.asset_id === null || offer.app_id === null || !bot) {
      await outcomes.refuse(trade.id, bot ? 'the offer names no asset' : `no bot named ${trade.bot_name}`);
      return;
    }
    // Issue 41: only a Steam ID Steam sign-in proved is asked for skins (a trade queued before that rule, too).
    const seller = await findUserById(db, offer.user_id);
    if (seller?.steam_login_id !== trade.partner_steam_id) {
      log.warn({ trade: trade.id, offer: offer.id }, "sell trade not sent: its partner is not the seller's Steam ID proven by Steam sign-in");
      await outcomes.refuse(trade.id, STEAM_SIGN_IN_TO_SELL_MESSAGE);
      return;
    }
    // A paused bot sends nothing: the trade stays queued, and resuming the bot queues its send again.
    if (await isBotPaused(db, trade.bot_name)) return;
    await patiently(SELL_TRADE_SEND_JOB, payload, async () => {
      let view = await bot.findSentOffer(trade.code, Number(trade.created_at) - 60);
      // One withdrawn before we recorded it (a confirmation that never came) is no trade: send anew.
      if (view && (view.state === 'cancelled' || view.state === 'invalid' || view.state === 'expired')) view = null;
      if (!view) {
        // Steam's outstanding offer limits (30 per bot, 5 per partner): wait for a slot rather than meet error 25.
        if (!(await hasFreeOfferSlot(db, trade.bot_name, trade.partner_steam_id))) {
          await writeTransaction(db, (tx) => insertJob(tx, SELL_TRADE_SEND_JOB, payload, Date.now() + options.pollSeconds * 1000));
          return;
        }
        try {
          view = await bot.sendOffer({
            tradeLink: trade.trade_link,
            partnerSteamId: trade.partner_steam_id,
            message: sellTradeMessage(Number(offer.id), trade.code),
            assets: [],
            receive: [{ appId: Number(offer.app_id) as SteamAppId, contextId: '2', assetId: offer.asset_id! }],
          });
        } catch (error) {
          if (error instanceof TradeBotUnavailable) {
            // The bot's own account cannot trade: pause it; this trade stays queued and is sent on resume.
            if (await pauseBotForSteam(db, trade.bot_name, error.message, nowSeconds(), options.publicUrl && botsScreenUrl(options.publicUrl))) log.error({ bot: trade.bot_name, trade: trade.id, err: error.message }, 'steam will not let the bot trade: bot paused');
            return;
          }
          if (!(error instanceof TradeBotRefused)) throw error;
          log.warn({ trade: trade.id, err: error.message }, 'steam refused the trade offer for a sell offer');
          await outcomes.refuse(trade.id, error.message);
          return;
        }
      }
      await outcomes.recordSent(trade.id, view);
    });
  };

  const poll: JobHandler = async (raw) => {
    const payload = raw as JobPayload;
    const trade = await findSellTrade(db, payload.tradeId);
    if (!trade || trade.steam_offer_id === null) return;
    const bot = bots.get(trade.bot_name);
    if (!bot) {
      // The bot left the configuration: look again later rather than forget the trade (offers:trades lists it).
      log.error({ trade: trade.id, bot: trade.bot_name }, 'sell trade: its bot is not configured; looking again in an hour');
      await later(SELL_TRADE_POLL_JOB, trade.id, PROTECTION_CHECK_MS);
      return;
    }
    await patiently(SELL_TRADE_POLL_JOB, payload, async () => {
      const now = nowSeconds();
      if (trade.state === 'sent') {
        let view = await bot.getOffer(trade.steam_offer_id!);
        if (view.state === 'sent' && trade.sent_at !== null && now >= Number(trade.sent_at) + options.offerExpiryMinutes * 60) {
          await bot.cancelOffer(view.offerId);
          view = await bot.getOffer(view.offerId);
          // Withdrawn by us for want of an answer: the seller's word for it is "expired".
          if (view.state === 'cancelled') view = { ...view, state: 'expired' };
        }
        // Reversed (or failed) before our first look: Steam no longer details its items, and nothing came.
        if (view.state === 'accepted' && view.tradeId !== null && (await bot.tradeReversed(view.tradeId))) {
          await outcomes.reverseBeforeReceipt(trade.id, view);
          return;
        }
        const received = view.state === 'accepted' ? await bot.receivedAssets(view.offerId) : [];
        const state = await outcomes.apply(trade.id, view, received);
        if (state === 'sent') await later(SELL_TRADE_POLL_JOB, trade.id, options.pollSeconds * 1000);
        else if (state === 'accepted') await watchProtection(trade.id);
        return;
      }
      const offer = await findOffer(db, trade.offer_id);
      if (trade.state !== 'accepted' || offer?.status !== 'received' || trade.protected_until === null) return;
      // Without Steam's trade id a reversal cannot be seen: ask for it, and unlock nothing until it is known.
      const tradeId = trade.steam_trade_id ?? (await bot.getOffer(trade.steam_offer_id!)).tradeId;
      if (tradeId === null) throw new TradeBotPending(`offer ${trade.steam_offer_id} has no trade id yet`);
      if (trade.steam_trade_id === null) await writeTransaction(db, (tx) => updateSellTrade(tx, trade.id, ['accepted'], { steam_trade_id: tradeId, updated_at: now }));
      if (await bot.tradeReversed(tradeId)) await outcomes.reverse(trade.id);
      else if (now >= Number(trade.protected_until)) await outcomes.release(trade.id);
      else await watchProtection(trade.id);
    }, (reason) => leaveToPerson(db, 'sell-trade', trade.id, reason, nowSeconds()));
  };

  /** The next look at a received trade: within the hour, and once more when its protection ends. */
  const watchProtection = async (tradeId: number) => {
    const trade = await findSellTrade(db, tradeId);
    if (!trade || trade.protected_until === null) return;
    const untilEnd = (Number(trade.protected_until) + 1) * 1000 - Date.now();
    await later(SELL_TRADE_POLL_JOB, tradeId, Math.max(0, Math.min(untilEnd, PROTECTION_CHECK_MS)));
  };

  return { [SELL_TRADE_SEND_JOB]: send, [SELL_TRADE_POLL_JOB]: poll };
}
