import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DeliveryOutcomes } from '../deliveries/delivery-outcomes';
import { findTradeOffer } from '../deliveries/trade-offers.repository';
import type { JobHandler } from '../jobs/job-worker';
import type { TradeBot } from '../trade/trade-bot';
import { FRAUD_WITHDRAW_JOB } from './deposit-risk';

/**
 * Withdraws on Steam an offer of a customer put on hold (issue 41): a sent offer is cancelled and
 * then taken as Steam tells it (a partner who accepted a moment before keeps the items, as with the
 * operator's cancel); an offer the hold ended while queued is looked for under its code, in case a
 * send job was sending it at that moment, and cancelled too. A Steam error fails the job, which retries.
 */
export function fraudWithdrawJobHandler(options: { db: Kysely<Database>; bots: ReadonlyMap<string, TradeBot>; outcomes: DeliveryOutcomes; log: FastifyBaseLogger }): Record<string, JobHandler> {
  const withdraw: JobHandler = async (raw) => {
    const { offerId } = raw as { offerId: number };
    const offer = await findTradeOffer(options.db, offerId);
    const bot = offer && options.bots.get(offer.bot_name);
    if (!offer || !bot) return;
    if ((offer.state === 'sent' || offer.state === 'escrow') && offer.steam_offer_id !== null) {
      await bot.cancelOffer(offer.steam_offer_id);
      await options.outcomes.apply(offer.id, await bot.getOffer(offer.steam_offer_id));
      options.log.warn({ offer: offer.id, order: offer.order_id }, 'trade offer withdrawn: the customer is on hold');
      return;
    }
    if (offer.state !== 'cancelled') return;
    const sent = await bot.findSentOffer(offer.code, Number(offer.created_at) - 60);
    if (sent && (sent.state === 'sent' || sent.state === 'escrow')) {
      await bot.cancelOffer(sent.offerId);
      options.log.warn({ offer: offer.id, steamOffer: sent.offerId }, 'trade offer sent while the hold was written: withdrawn');
    }
  };
  return { [FRAUD_WITHDRAW_JOB]: withdraw };
}
