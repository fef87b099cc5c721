// The REST contract of the cart and purchases (spec §7 cart/*, purchase/*): every request and
// answer, in TypeBox. The API validates and serializes with these schemas, its services take the
// Static types and the gateway's cart and purchase types come from them.
import { Type, type Static } from 'typebox';
import { Category, CurrencyCode, LangId, WireAmount } from './common.contract';

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
});

export const PurchaseHistoryQuery = Type.Object({
  currency: Type.Optional(Type.String({ maxLength: 10 })),
  amount_min: Type.Optional(WireAmount('Smallest line sum.', { minimum: 0, maximum: 1_000_000_000 })),
  amount_max: Type.Optional(WireAmount('Largest line sum.', { minimum: 0, maximum: 1_000_000_000 })),
  date_from: Type.Optional(Type.Integer({ minimum: 0, maximum: 253402300799, description: 'Unix seconds.' })),
  date_to: Type.Optional(Type.Integer({ minimum: 0, maximum: 253402300799, description: 'Unix seconds.' })),
  status: Type.Optional(Type.String({ maxLength: 20, description: 'Success, Processing or Error.' })),
});

export const PurchaseOrderQuery = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Order id.' }),
  currency: Type.Optional(Type.String({ maxLength: 10 })),
});

/** GET /purchase/order: one of the caller's orders with its items (issue 23). */
export const PurchaseOrder = Type.Object({
  id: Type.Integer(),
  created_at: Type.Integer({ description: 'Unix seconds.' }),
  status: Type.Enum(['Success', 'Processing', 'Error']),
  total: WireAmount('Amount charged, in `currency`.'),
  currency: Type.Object({ code: Type.String(), symbol: Type.String() }),
  trade_link: Type.String({ description: 'Where the items are sent.' }),
  items: Type.Array(
    Type.Object({ item_id: Type.Integer(), title: Type.String(), img_url: Type.String(), category: Category, price: WireAmount('Price charged, in `currency`.') }),
  ),
});

export type CartAnswer = Static<typeof OkCart>;
export type PurchaseAnswer = Static<typeof OkPurchase>;
export type PurchaseHistoryEntry = Static<typeof PurchaseHistoryRow>;
export type PurchaseHistoryRequest = Static<typeof PurchaseHistoryQuery>;
export type PurchaseOrderAnswer = Static<typeof PurchaseOrder>;
