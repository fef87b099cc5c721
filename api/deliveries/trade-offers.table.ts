import type { Generated } from 'kysely';
import type { DeliveryStateName } from '../../contract/purchases.contract';

export type TradeOfferState = DeliveryStateName;

/** One trade offer delivering an order's items held by one bot (issue 25). */
export interface TradeOffersTable {
  id: Generated<number>;
  order_id: number;
  bot_name: string;
  /** The short code in the offer's message: the buyer accepts only an offer carrying it; it also finds an offer sent before a crash. */
  code: string;
  partner_steam_id: string;
  trade_link: string;
  state: TradeOfferState;
  steam_offer_id: string | null;
  steam_trade_id: string | null;
  /** Unix seconds. */
  hold_until: number | null;
  protected_until: number | null;
  sent_at: number | null;
  /** EUR cents given back through the ledger when this offer failed or was reversed. */
  refunded_cents: Generated<number>;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface TradeOfferItemsTable {
  offer_id: number;
  /** items.id */
  item_id: number;
  asset_id: string;
}
