// The REST contract of the cart and purchases (spec §7 cart/*, purchase/*): every request and
// answer, in TypeBox. The API validates and serializes with these schemas, its services take the
// Static types and the gateway's cart and purchase types come from them.
import { Type, type Static } from 'typebox';
import { Category, CurrencyCode, LangId, WireAmount } from './common.contract';
import { AppliedSticker } from './items.contract';

/** Issue 45: what a trader checks of a copy before paying: its float, pattern, stickers and trade lock. */
const CopyFacts = {
  float_value: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description: 'CS2 wear, 0 to 1; null when Steam reports none.' }),
  paint_seed: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'CS2 pattern seed; null when Steam reports none.' }),
  stickers: Type.Array(AppliedSticker, { description: 'Stickers and charms applied (CS2), by slot.' }),
  tradable_after: Type.Union([Type.Integer(), Type.Null()], { description: "Unix seconds Steam's trade lock on the copy ends; null when not locked." }),
};

/** An item id in a body: a positive integer (items.id). */
export const ItemIdBody = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** POST /cart/add: one of an item (spec §9). */
export const CartAddBody = Type.Object({
  id: ItemIdBody,
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1, description: 'Always 1 (spec §9).' })),
  lang_id: LangId,
  currency: CurrencyCode,
});

/** POST /cart/remove */
export const CartItemBody = Type.Object({ id: ItemIdBody, lang_id: LangId, currency: CurrencyCode });

/** POST /cart/clear: the body may be left out. */
export const CartClearBody = Type.Optional(Type.Object({ lang_id: LangId, currency: CurrencyCode }));

/** POST /purchase/product: buys the whole cart, charged in `currency`. */
export const PurchaseBody = Type.Object({ lang_id: LangId, currency: CurrencyCode });

export const CartEntry = Type.Object({
  item_id: Type.Integer({ description: 'items.id' }),
  count: Type.Integer(),
  item: Type.Object({
    id: Type.Integer(),
    item_id: Type.String(),
    title: Type.String(),
    type: Type.String(),
    img_url: Type.String(),
    price: WireAmount('Price in `currency`.'),
    old_price: WireAmount('Old price in `currency`; 0 when there is none.'),
    category: Category,
    available: Type.Boolean({ description: 'false once someone else bought it; excluded from total.' }),
    ...CopyFacts,
  }),
});

export const OkCart = Type.Object({
  status: Type.Literal('OK'),
  payload: Type.Object({ items: Type.Array(CartEntry), total: WireAmount('Sum of the available items.'), count: Type.Integer() }),
});

export const OkPurchase = Type.Object({
  status: Type.Literal('OK'),
  message: Type.String(),
  payload: Type.Object({ order_id: Type.Integer(), total: WireAmount('Amount charged in `currency`.') }),
});

/**
 * Where a trade offer delivering an order's items stands (issue 25). `queued`: the shop is about to
 * send it; `sent`: waiting for the buyer on Steam; `escrow`: accepted, Steam holds the items until
 * `hold_until`; `accepted`: delivered (a CS2 trade stays reversible until `protected_until`);
 * `declined`, `expired`, `cancelled`, `failed` (Steam refused it): refunded; `reversed`: undone inside
 * Steam's trade protection, refunded; `paused`: declined seconds after it was sent, the mark of a
 * stolen Steam Web API key: nothing is sent again until the buyer says they revoked it; `manual`: the
 * bot cannot trade, a person delivers it.
 */
export const DeliveryState = Type.Enum(['queued', 'sent', 'escrow', 'accepted', 'declined', 'expired', 'cancelled', 'failed', 'reversed', 'paused', 'manual']);

export const Delivery = Type.Object({
  state: DeliveryState,
  /** Printed in the offer's message: the buyer accepts only an offer carrying it. */
  code: Type.String(),
  bot_name: Type.String(),
  offer_id: Type.Union([Type.String(), Type.Null()], { description: "Steam's trade offer id once sent." }),
  offer_url: Type.Union([Type.String(), Type.Null()], { description: 'Opens the offer on Steam.' }),
  hold_until: Type.Union([Type.Integer(), Type.Null()], { description: "Unix seconds Steam's escrow hold ends." }),
  protected_until: Type.Union([Type.Integer(), Type.Null()], { description: "Unix seconds Steam's trade protection ends (CS2)." }),
  updated_at: Type.Integer({ description: 'Unix seconds.' }),
  expires_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds a sent offer not yet answered is withdrawn (issue 45); null when not waiting.' }),
  item_ids: Type.Array(Type.Integer(), { description: 'items.id of the lines this offer carries.' }),
});

export const PurchaseHistoryRow = Type.Object({
  id: Type.Integer({ description: 'Order id.' }),
  item_id: Type.Integer({ description: 'items.id' }),
  created_at: Type.Integer({ description: 'Unix seconds.' }),
  img_url: Type.String(),
  title: Type.String(),
  category: Category,
  status: Type.Enum(['Success', 'Processing', 'Error']),
  sum: WireAmount('Price charged, in `currency`.'),
  currency: Type.Object({ code: Type.String(), symbol: Type.String() }),
  delivery: Type.Union([Delivery, Type.Null()], { description: "The trade offer carrying this line's item; null for an order from before the trade bots." }),
});

export const PurchaseHistoryQuery = Type.Object({
  currency: Type.Optional(Type.String({ maxLength: 10 })),
  amount_min: Type.Optional(WireAmount('Smallest line sum.', { minimum: 0, maximum: 1_000_000_000 })),
  amount_max: Type.Optional(WireAmount('Largest line sum.', { minimum: 0, maximum: 1_000_000_000 })),
  date_from: Type.Optional(Type.Integer({ minimum: 0, maximum: 253402300799, description: 'Unix seconds.' })),
  date_to: Type.Optional(Type.Integer({ minimum: 0, maximum: 253402300799, description: 'Unix seconds.' })),
  status: Type.Optional(Type.String({ maxLength: 20, description: 'Success, Processing or Error.' })),
});

export const PurchaseOrderParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Order id.' }) });
export const PurchaseOrderQuery = Type.Object({ currency: Type.Optional(Type.String({ maxLength: 10 })) });
/** POST /purchase/{id}/resume: the buyer revoked their Web API key; a paused delivery is sent again. */
export const PurchaseResumeBody = Type.Optional(Type.Object({ lang_id: LangId, currency: CurrencyCode }));

/** GET /purchase/{id}: one of the caller's orders with its items and their trade offers (issues 23, 25). */
export const PurchaseOrder = Type.Object({
  id: Type.Integer(),
  version: Type.Integer({ description: 'Grows with every change of the order or its offers; the order page keeps the newest it has read.' }),
  created_at: Type.Integer({ description: 'Unix seconds.' }),
  status: Type.Enum(['Success', 'Processing', 'Error']),
  total: WireAmount('Amount charged, in `currency`.'),
  currency: Type.Object({ code: Type.String(), symbol: Type.String() }),
  trade_link: Type.String({ description: 'Where the items are sent.' }),
  items: Type.Array(
    Type.Object({ item_id: Type.Integer(), title: Type.String(), img_url: Type.String(), category: Category, price: WireAmount('Price charged, in `currency`.'), ...CopyFacts }),
  ),
  deliveries: Type.Array(Delivery, { description: 'One trade offer per bot holding some of the items.' }),
});

export type CartAnswer = Static<typeof OkCart>;
export type PurchaseAnswer = Static<typeof OkPurchase>;
export type PurchaseHistoryEntry = Static<typeof PurchaseHistoryRow>;
export type PurchaseHistoryRequest = Static<typeof PurchaseHistoryQuery>;
export type PurchaseOrderAnswer = Static<typeof PurchaseOrder>;
export type DeliveryAnswer = Static<typeof Delivery>;
export type DeliveryStateName = Static<typeof DeliveryState>;
