import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { availableItemsByBot } from '../catalogue/items.repository';
import { countSentTradeOffers, sentTradeOffersByBot } from '../deliveries/trade-offers.repository';
import { countSentSellTrades, sentSellTradesByBot } from '../offers/sell-trades.repository';
import { allBotStates } from './bot-states.repository';

/**
 * Steam's limits on outstanding trade offers: 30 per sending account, 5 from it to any one partner.
 * A send past either is refused with EResult 25 (LimitExceeded) until some are answered.
 */
export const STEAM_ACTIVE_OFFERS_PER_BOT = 30;
export const STEAM_ACTIVE_OFFERS_PER_PARTNER = 5;

export interface OfferSlots {
  /** The shop's offers from this bot still waiting on Steam (deliveries and sell trades). */
  bot: number;
  /** Of those, the ones to this partner. */
  partner: number;
}

/**
 * The shop's own outstanding offers of a bot, in all and to one partner: deliveries and sell trades in
 * `sent` (Steam's Active or waiting for the bot's confirmation). Offers others made from the same
 * account are not seen here; Steam's error 25 still answers those (and is waited out as busy).
 */
export async function activeOffers(db: Kysely<Database>, bot: string, partnerSteamId: string): Promise<OfferSlots> {
  return {
    bot: (await countSentTradeOffers(db, bot)) + (await countSentSellTrades(db, bot)),
    partner: (await countSentTradeOffers(db, bot, partnerSteamId)) + (await countSentSellTrades(db, bot, partnerSteamId)),
  };
}

/** Whether one more offer from `bot` to the partner stays within Steam's limits. */
export async function hasFreeOfferSlot(db: Kysely<Database>, bot: string, partnerSteamId: string): Promise<boolean> {
  const open = await activeOffers(db, bot, partnerSteamId);
  return open.bot < STEAM_ACTIVE_OFFERS_PER_BOT && open.partner < STEAM_ACTIVE_OFFERS_PER_PARTNER;
}

/** Outstanding offers of each named bot (deliveries and sell trades in `sent`); a bot with none reads 0. */
export async function activeOffersByBot(db: Kysely<Database>, bots: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(bots.map((name) => [name, 0]));
  if (bots.length === 0) return counts;
  for (const sentByBot of [sentTradeOffersByBot, sentSellTradesByBot]) {
    const rows = await sentByBot(db, bots);
    for (const row of rows) counts.set(row.bot_name, (counts.get(row.bot_name) ?? 0) + Number(row.n));
  }
  return counts;
}

/**
 * The bot new stock should go to: of the bots not paused (all of them if every one is), the one with
 * the most free offer slots, then the fewest items held, then by name. Spreading what comes in keeps
 * each bot under Steam's limits for the deliveries it will make.
 */
export async function botWithMostRoom(db: Kysely<Database>, names: readonly string[]): Promise<string | undefined> {
  if (names.length === 0) return undefined;
  const states = await allBotStates(db);
  const live = names.filter((name) => states.get(name)?.paused_at == null);
  const candidates = live.length > 0 ? live : [...names];
  const offers = await activeOffersByBot(db, candidates);
  const held = await availableItemsByBot(db, candidates);
  return [...candidates].sort((a, b) => (offers.get(a) ?? 0) - (offers.get(b) ?? 0) || (held.get(a) ?? 0) - (held.get(b) ?? 0) || a.localeCompare(b))[0];
}
