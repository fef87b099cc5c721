import type { Generated } from 'kysely';
import { OFFER_STATUS_NAMES, type OfferStatusValue, type SellTradeStateName } from '../../contract/offers.contract';

export type OfferStatus = OfferStatusValue;

export const OFFER_STATUSES: readonly OfferStatus[] = OFFER_STATUS_NAMES;

export interface OffersTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  quality: string;
  item_url: string;
  /** The currency the customer offered in; both prices are minor units of it. */
  currency: string;
  user_price_minor: number;
  /** The shop's quote; null until the operator quotes. */
  service_price_minor: number | null;
  status: OfferStatus;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
  /** Issue 26: the seller's Steam asset the offer is for (picked from their inventory); null when hand-typed. */
  asset_id: string | null;
  app_id: number | null;
  float_value: number | null;
  paint_seed: number | null;
  /** Unix seconds the shop's price holds until; accepting later is refused and the offer expires. */
  quote_expires_at: number | null;
}

/** Issue 26: a trade offer a bot sent asking for an offer's skin. At most one per offer is queued, sent or accepted. */
export interface OfferTradesTable {
  id: Generated<number>;
  offer_id: number;
  bot_name: string;
  /** Printed in the offer's message; also finds an offer sent before a crash. */
  code: string;
  partner_steam_id: string;
  trade_link: string;
  state: SellTradeStateName;
  steam_offer_id: string | null;
  steam_trade_id: string | null;
  /** Unix seconds. */
  sent_at: number | null;
  accepted_at: number | null;
  /** CS2: Steam's trade protection ends (the seller can reverse the trade until then). */
  protected_until: number | null;
  /** The asset id the skin has in the bot's inventory after the trade. */
  received_asset_id: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export type PayoutMethod = 'iban' | 'card';
/** awaiting_card: a card payout whose sandbox page has not been submitted yet (its reference is live). */
export type PayoutStatus = 'awaiting_card' | 'pending' | 'paid' | 'failed';

export interface PayoutsTable {
  id: Generated<number>;
  offer_id: number;
  user_id: number;
  method: PayoutMethod;
  status: PayoutStatus;
  /** The offer's service price, minor units of `currency`. */
  amount_minor: number;
  currency: string;
  /** Card payouts: the random reference of the sandbox payout page. */
  reference: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The full IBAN (electronic format); shown only in the operator's payout list. */
  iban: string | null;
  /** Card payouts: the contact step as JSON. */
  contact: string | null;
  card_last4: string | null;
  /** Why a payout failed (shown to the customer). */
  message: string | null;
  created_at: number;
  updated_at: number;
}
