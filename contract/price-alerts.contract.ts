// The REST contract of the wishlist (issue 27): a signed-in customer saves an item's market name with a
// target price and is e-mailed once when the shop lists a copy of that name at or below it.
//
// GET  /price-alerts?currency=          the customer's alerts, newest first, amounts in `currency`
// POST /price-alerts/create {item_id, target_price, currency}
//      saves the market name of that item (one alert per name: saving it again sets the new target and
//      arms it again); 422 with field messages for a bad target; 404 for an unknown item
// POST /price-alerts/delete {id}        removes one of the customer's own alerts (404 for another's)
// All three answer 401 UNAUTHENTICATED to a visitor.
import { Type, type Static } from 'typebox';
import { Category, CurrencyCode, LangId, WireAmount, WireAmountOrNull } from './common.contract';
import { MAX_PRICE_FILTER } from './rules/money';

/** Most alerts one customer keeps (the create answers 422 past it). */
export const MAX_PRICE_ALERTS = 50;

export const PriceAlert = Type.Object({
  id: Type.Integer(),
  /** The market name watched (any copy of it). */
  title: Type.String(),
  category: Category,
  target_price: WireAmount('Target price in `currency` (kept in EUR cents; shown at today’s rate).'),
  currency: Type.String(),
  /** The cheapest copy on sale now, or null when none is listed. */
  lowest_price: WireAmountOrNull('Lowest price of a copy on sale now.', 'Null when the shop lists none.'),
  /** The shop's id of that cheapest copy (a link to its page), or null. */
  lowest_item_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Unix seconds. */
  created_at: Type.Integer(),
  /** Unix seconds the e-mail went out; null while it waits for a copy at or below the target. */
  notified_at: Type.Union([Type.Integer(), Type.Null()]),
});

export const PriceAlertsQuery = Type.Object({ currency: CurrencyCode });

export const PriceAlertCreateBody = Type.Object({
  item_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  target_price: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 }), Type.Null()])),
  currency: CurrencyCode,
  lang_id: LangId,
});

export const PriceAlertIdBody = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  lang_id: LangId,
});

export const OkPriceAlerts = Type.Object({ status: Type.Literal('OK'), payload: Type.Array(PriceAlert) });
export const OkPriceAlert = Type.Object({ status: Type.Literal('OK'), payload: PriceAlert });

/** The highest target a customer may set, in major units of EUR (the listing's own price ceiling). */
export const MAX_ALERT_TARGET = MAX_PRICE_FILTER;

export type PriceAlertAnswer = Static<typeof PriceAlert>;
export type PriceAlertCreateInput = Static<typeof PriceAlertCreateBody>;
