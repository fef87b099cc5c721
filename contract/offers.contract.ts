// The REST contract of selling to the shop (spec §7 offer/*): offers and their payouts, every request
// and answer in TypeBox. The API validates and serializes with these schemas and the gateway's offer
// types come from them.
//
// Issue 26 (selling by trade) adds: GET offer/inventory?currency= (the seller's Steam items: 422
// STEAM_ID_REQUIRED without a Steam ID on the account, 503 INVENTORY_UNAVAILABLE when Steam cannot
// show it); offer/create with asset_id + app_id (priced at once when the rule covers it); offer/accept
// of such an offer queues the shop's trade offer (422 TRADE_LINK_REQUIRED without a saved trade link,
// 409 QUOTE_EXPIRED once quote_expires_at passed); POST offer/retry-trade {id} (trade_failed → approved,
// a new trade offer) and POST offer/cancel {id} (trade_failed → cancelled).
import { Type, type Static } from 'typebox';
import { Category, CurrencyCode, LangId, WireAmount, WireAmountOrNull } from './common.contract';
import { FIELD_MAX_LENGTH } from './rules/field-limits';

// Lenient field types: a missing, null or blank field reaches the service, which answers the spec's
// own message ('Please fill in all fields.' …) rather than a per-type schema message.
const Field = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const FieldOrNumber = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Number(), Type.Null()]));

export const OfferIdField = FieldOrNumber(20);

/** A Steam asset id: digits. */
const AssetId = Type.String({ maxLength: 20, pattern: '^[0-9]{1,20}$' });

export const OfferCreateBody = Type.Object({
  title: Field(500),
  price: FieldOrNumber(32),
  quality: Field(50),
  item_url: Field(4000),
  currency: CurrencyCode,
  lang_id: LangId,
  /**
   * Issue 26: an item picked from the seller's Steam inventory (GET offer/inventory). Title, quality
   * and item_url then come from the asset (what the body says of them is ignored) and the shop may
   * price it at once.
   */
  asset_id: Type.Optional(Type.Union([AssetId, Type.Null()])),
  app_id: Type.Optional(Type.Union([Type.Literal(730), Type.Literal(570), Type.Null()])),
});

export const OfferIdBody = Type.Object({
  id: OfferIdField,
  lang_id: LangId,
  currency: CurrencyCode,
});

export const SepaPayoutBody = Type.Object({
  id: OfferIdField,
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Accepted; the payout is always in the offer\'s own currency.' })),
  first_name: Field(100),
  last_name: Field(100),
  account_number: Field(200),
  lang_id: LangId,
});

export const CardPayoutBody = Type.Object({
  id: OfferIdField,
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Accepted; the payout is always in the offer\'s own currency.' })),
  // The customer's contact details, as long as the profile takes them.
  name: Field(FIELD_MAX_LENGTH.name),
  surname: Field(FIELD_MAX_LENGTH.name),
  email: Field(FIELD_MAX_LENGTH.email),
  phone: Field(FIELD_MAX_LENGTH.phone),
  country: FieldOrNumber(100),
  city: Field(FIELD_MAX_LENGTH.city),
  address: Field(FIELD_MAX_LENGTH.address),
  postCode: Field(FIELD_MAX_LENGTH.postCode),
  lang_id: LangId,
});

/** Issue 26: the statuses beyond the spec's, of an offer received by trade offer. */
export const OFFER_STATUS_NAMES = [
  'new',
  'offer',
  'declined_by_user',
  'declined_by_service',
  'approved',
  'ready_for_payout',
  'payout_pending',
  'paid',
  'payout_failed',
  /** The shop has the skin; Steam's trade protection may still reverse it (payout locked until `payout_unlocks_at`). */
  'received',
  /** The seller declined the shop's trade offer, or nobody answered it in time: ask for it again or cancel. */
  'trade_failed',
  /** The seller reversed the trade inside Steam's protection window: nothing is paid. */
  'reversed',
  /** The seller withdrew an accepted offer whose trade failed. */
  'cancelled',
  /** The shop's price was not accepted in time (`quote_expires_at`). */
  'expired',
] as const;
export const OfferStatusName = Type.Enum([...OFFER_STATUS_NAMES]);

export const SellTradeState = Type.Enum(['queued', 'sent', 'accepted', 'declined', 'expired', 'cancelled', 'failed', 'reversed'], {
  description:
    'queued: about to be sent; sent: waiting for the seller on Steam; accepted: the shop has the skin; declined / expired / cancelled / failed: no trade (ask again or cancel); reversed: undone inside trade protection.',
});

/** Issue 26: the shop's trade offer asking for the seller's skin. */
export const SellTrade = Type.Object({
  state: SellTradeState,
  bot_name: Type.String({ description: 'The bot the offer comes from, as Steam shows its name.' }),
  code: Type.String({ description: 'Printed in the offer\'s message: accept only an offer carrying it.' }),
  offer_url: Type.Union([Type.String(), Type.Null()], { description: 'Opens the offer on Steam; null before it is sent (and in the sandbox).' }),
  sent_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds.' }),
  accepted_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds.' }),
});

export const OfferHistoryRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  quality: Type.String(),
  user_price: WireAmount('The customer\'s price in `currency` (the offer\'s own).'),
  service_price: WireAmountOrNull('The shop\'s quote in `currency`.', 'Null until quoted.'),
  currency: Type.String({ description: 'Currency code the offer was made in.' }),
  status: OfferStatusName,
  date_time: Type.Integer({ description: 'Unix seconds.' }),
  item_url: Type.String(),
  asset_id: Type.Union([Type.String(), Type.Null()], { description: 'Issue 26: the Steam asset the offer is for; null for a hand-typed offer.' }),
  app_id: Type.Union([Type.Literal(730), Type.Literal(570), Type.Null()]),
  float_value: Type.Union([Type.Number(), Type.Null()]),
  paint_seed: Type.Union([Type.Integer(), Type.Null()]),
  quote_expires_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds the shop\'s price stays valid until (status offer).' }),
  trade: Type.Union([SellTrade, Type.Null()], { description: 'The latest trade offer asking for the skin; null for a hand-typed offer or before acceptance.' }),
  payout_unlocks_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Status received: unix seconds Steam\'s trade protection ends and the payout unlocks.' }),
  payout: Type.Union([
    Type.Object({
      method: Type.Enum(['iban', 'card']),
      masked_iban: Type.Optional(Type.String()),
      status: Type.Enum(['pending', 'paid', 'failed']),
      message: Type.Optional(Type.String({ description: 'Why a failed payout failed.' })),
    }),
    Type.Null(),
  ]),
});

/** Issue 26: one item of the seller's Steam inventory (GET offer/inventory). */
export const InventoryItem = Type.Object({
  asset_id: Type.String(),
  app_id: Type.Union([Type.Literal(730), Type.Literal(570)]),
  category: Category,
  title: Type.String({ description: 'Steam\'s market name.' }),
  quality: Type.String({ description: 'The sell-skin quality it fills in (its exterior; Not Painted without one).' }),
  img_url: Type.Union([Type.String(), Type.Null()], { description: 'A full URL of its picture.' }),
  float_value: Type.Union([Type.Number(), Type.Null()]),
  paint_seed: Type.Union([Type.Integer(), Type.Null()]),
  stickers: Type.Array(Type.String()),
  tradable: Type.Boolean({ description: 'false under a trade hold: it cannot be sold until tradable_after.' }),
  tradable_after: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds.' }),
  instant_price: WireAmountOrNull(
    'The shop\'s price at once, in the requested currency.',
    'null: an operator prices it (the pricing rule does not cover it, or it is worth more than the shop prices at once).',
  ),
  share_percent: Type.Union([Type.Integer(), Type.Null()], { description: 'Issue 45: instant_price as a whole percent of the shop\'s own sell price for the name; null without an instant price.' }),
});

/**
 * Issue 45, selling in one step: an inventory item sold at the instant price the seller saw (`price`,
 * major units of `currency`): the offer is created accepted and the bot's trade offer queued in one
 * transaction. 409 QUOTE_EXPIRED when the shop's price is not that any more; the same call again
 * answers the same offer (a double click or a retry sells once).
 */
export const SellNowBody = Type.Object({
  asset_id: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  app_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  price: FieldOrNumber(32),
  currency: CurrencyCode,
  lang_id: LangId,
});

export const OkInventory = Type.Object({ status: Type.Literal('OK'), payload: Type.Array(InventoryItem) });
export const OkOfferCreated = Type.Object({
  status: Type.Literal('OK'),
  message: Type.String(),
  payload: Type.Object({
    id: Type.Integer(),
    status: Type.Enum(['new', 'offer'], { description: 'offer: priced at once (issue 26); new: an operator will quote.' }),
    service_price: WireAmountOrNull('The shop\'s price at once, in the offer\'s currency.', 'null: an operator will quote.'),
    quote_expires_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds.' }),
  }),
});
export const OkOfferSold = Type.Object({
  status: Type.Literal('OK'),
  message: Type.String(),
  payload: Type.Object({
    id: Type.Integer(),
    status: Type.Literal('approved'),
    service_price: WireAmount('The price the shop pays, in the offer\'s currency.'),
    currency: Type.String(),
  }),
});
export const OkOfferHistory = Type.Object({ status: Type.Literal('OK'), payload: Type.Array(OfferHistoryRow) });
export const OkRedirect = Type.Object({ status: Type.Literal('OK'), message: Type.String(), redirect_url: Type.String() });

export type OfferCreateRequest = Static<typeof OfferCreateBody>;
export type SepaPayoutRequest = Static<typeof SepaPayoutBody>;
export type CardPayoutRequest = Static<typeof CardPayoutBody>;
export type OfferHistoryEntry = Static<typeof OfferHistoryRow>;
export type OfferStatusValue = Static<typeof OfferStatusName>;
export type InventoryItemAnswer = Static<typeof InventoryItem>;
export type SellTradeStateName = Static<typeof SellTradeState>;
export type OfferCreatedAnswer = Static<typeof OkOfferCreated>['payload'];
export type SellNowRequest = Static<typeof SellNowBody>;
export type OfferSoldAnswer = Static<typeof OkOfferSold>['payload'];
export type RedirectAnswer = Static<typeof OkRedirect>;
