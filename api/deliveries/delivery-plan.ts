import { randomInt } from 'node:crypto';
import type { Tx } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import { insertTradeOffer, pausedTradeOfferIds, requeueTradeOffer } from './trade-offers.repository';

export const DELIVERY_SEND_JOB = 'delivery.send';
export const DELIVERY_POLL_JOB = 'delivery.poll';
/** The bot name of items no bot holds: a person delivers them (`npm run ops -- orders:deliver`). */
export const MANUAL_BOT = 'manual';

// No 0/O, 1/I/L: a code read aloud or typed from a phone survives.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short code such as "K7QF-2M9X" (40 bits): printed in the offer's message and on the order page. */
export function deliveryCode(): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The offer's message on Steam (at most 128 characters). */
export const offerMessage = (orderId: number, code: string) => `Skin Shop order #${orderId}. Accept only if this code matches your order page: ${code}`;

/**
 * Plans a paid order's delivery inside the purchase's transaction: one offer per bot holding some of
 * the items (items no bot holds get a `manual` one), and a job that sends each bot's offer after commit.
 */
export async function planDelivery(
  tx: Tx,
  order: { id: number; partnerSteamId: string; tradeLink: string; now: number },
  items: { id: number; bot_name: string | null; asset_id: string | null }[],
): Promise<void> {
  const byBot = new Map<string, { item_id: number; asset_id: string }[]>();
  for (const item of items) {
    const bot = item.bot_name !== null && item.asset_id !== null ? item.bot_name : MANUAL_BOT;
    byBot.set(bot, [...(byBot.get(bot) ?? []), { item_id: item.id, asset_id: item.asset_id ?? '' }]);
  }
  for (const [bot, assets] of byBot) {
    const manual = bot === MANUAL_BOT;
    const offerId = await insertTradeOffer(
      tx,
      {
        order_id: order.id,
        bot_name: bot,
        code: deliveryCode(),
        partner_steam_id: order.partnerSteamId,
        trade_link: order.tradeLink,
        state: manual ? 'manual' : 'queued',
        created_at: order.now,
      },
      assets,
    );
    if (!manual) await insertJob(tx, DELIVERY_SEND_JOB, { offerId }, Date.now());
  }
}

/** Sends an order's paused offers again, each under a new code (the old one was seen by whoever declined it); how many. */
export async function resumePaused(tx: Tx, orderId: number, now: number): Promise<number> {
  const paused = await pausedTradeOfferIds(tx, orderId);
  for (const { id } of paused) {
    await requeueTradeOffer(tx, id, deliveryCode(), now);
    await insertJob(tx, DELIVERY_SEND_JOB, { offerId: id }, Date.now());
  }
  return paused.length;
}
