// The REST contract of the catalogue (spec §7 items/*): the listing's query, an item, the filter data,
// the list and the detail answers, in TypeBox. The API validates and serializes with these schemas,
// its service takes the Static types and the gateway's item types come from them.
import { Type, type Static } from 'typebox';
import { Category, CurrencyCode, WireAmount, WireAmountOrNull } from './common.contract';
import { MAX_PRICE_FILTER } from './rules/money';

/** A game filter: 'all' means both games. */
export const CategoryFilter = Type.Enum(['cs2', 'dota2', 'all']);

/** A sticker (or charm) applied to a CS2 skin, as Steam's inventory reports it (issue 27). */
export const AppliedSticker = Type.Object({
  name: Type.String(),
  /** 0-based slot on the weapon (charms: the slot after the stickers). */
  slot: Type.Integer({ minimum: 0 }),
  kind: Type.Enum(['sticker', 'charm']),
  /** Scrape wear, 0 (new) to 1; null when Steam reports none. */
  wear: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
});

export const Item = Type.Object({
  id: Type.Integer(),
  item_id: Type.String(),
  title: Type.String(),
  img_url: Type.String(),
  price: WireAmount('Price in `currency`.'),
  old_price: WireAmount('Old price in `currency`; 0 when there is none.'),
  currency: Type.String(),
  currency_symbol: Type.String({ description: "The shop's symbol of `currency` (e.g. '€'): a client shows the price without asking GET /currencies." }),
  type: Type.String(),
  quality: Type.String(),
  category: Category,
  exterior: Type.Union([Type.String(), Type.Null()]),
  hero: Type.Union([Type.String(), Type.Null()]),
  class: Type.String(),
  description: Type.String(),
  is_new: Type.Boolean(),
  best_seller: Type.Boolean(),
  tradable_after: Type.Union([Type.Integer(), Type.Null()], {
    description: "Unix seconds Steam's trade lock ends: listed, but not for sale before; null when not locked or the lock has passed.",
  }),
  // Issue 27: what a trader reads off the copy (added beside the spec's fields, which are unchanged).
  float_value: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description: 'CS2 wear, 0 to 1; null when Steam reports none (Dota 2, stickers, cases).' }),
  paint_seed: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'CS2 pattern seed (0 to 1000); null when Steam reports none.' }),
  phase: Type.Union([Type.String(), Type.Null()], { description: "Doppler phase (e.g. 'Phase 2', 'Ruby'); null for other skins." }),
  stattrak: Type.Boolean(),
  souvenir: Type.Boolean(),
  stickers: Type.Array(AppliedSticker, { description: 'Stickers and charms applied (CS2), by slot; empty when none.' }),
  inspect_link: Type.Union([Type.String(), Type.Null()], { description: 'steam://rungame/730/… inspect-in-game link (CS2); null when there is none.' }),
  gems: Type.Array(Type.String(), { description: "Dota 2: the gems socketed (e.g. 'Kills: 1,204'), as the inventory reports them; empty when none." }),
  style: Type.Union([Type.String(), Type.Null()], { description: "Dota 2: the unlocked style (e.g. 'Style 2 of 3'); null when the item has none." }),
  reference_price: WireAmountOrNull('The reference market price (PRICE_SOURCE) of this market name in `currency`.', 'Null when the price source knows none.'),
  discount: Type.Integer({ minimum: 0, maximum: 100, description: 'Whole percent below the reference price; 0 when at or above it, or when there is none.' }),
});

export const FilterData = Type.Object({
  types: Type.Array(Type.String()),
  qualities: Type.Array(Type.String()),
  heroes: Type.Array(Type.String()),
  exterior_names: Type.Array(Type.String()),
  classes: Type.Array(Type.String()),
});

export const Flag = Type.Boolean({ description: '1, 0, true or false' });

const filterValue = (description: string) => Type.Optional(Type.String({ maxLength: 100, description }));

export const ItemListQuery = Type.Object({
  new: Type.Optional(Flag),
  best_seller: Type.Optional(Flag),
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Currency code, case-insensitive; default EUR.' })),
  category: Type.Optional(CategoryFilter),
  type: filterValue('Item type, case-insensitive (e.g. rifle).'),
  quality: filterValue('Rarity, case-insensitive.'),
  heroes: filterValue('Dota 2 hero, case-insensitive.'),
  exterior_names: filterValue('CS2 exterior, case-insensitive.'),
  classes: filterValue('Class (StatTrak™, Genuine…), case-insensitive.'),
  price_from: Type.Optional(WireAmount('Lowest displayed price in `currency`.', { minimum: 0, maximum: MAX_PRICE_FILTER })),
  price_till: Type.Optional(WireAmount('Highest displayed price in `currency`.', { minimum: 0, maximum: MAX_PRICE_FILTER })),
  sort: Type.Optional(
    Type.Enum(['asc', 'desc', 'discount', 'newest', 'float_asc', 'float_desc'], {
      description: 'asc/desc by price; discount: largest first; newest: latest listed first; float_asc/float_desc by float (items without one are left out). Ties by id.',
    }),
  ),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 15 }),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title, folded alike (case, accents, punctuation, "ak 47" as "ak47").' })),
  // Issue 27: a trader's filters (CS2 copies; an item without a float or pattern never matches those).
  float_from: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Lowest float (wear), 0 to 1.' })),
  float_till: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Highest float (wear), 0 to 1.' })),
  paint_seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'Pattern seed, 0 to 1000.' })),
  stattrak: Type.Optional(Flag),
  souvenir: Type.Optional(Flag),
  has_stickers: Type.Optional(Flag),
  sticker: filterValue('A sticker or charm applied, case-insensitive part of its name (e.g. katowice 2014).'),
});

/** GET /items/filter-data?category= */
export const FilterDataQuery = Type.Object({ category: Type.Optional(CategoryFilter) });

/** GET /items/{id} */
export const ItemParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** GET /images/items/{file}: the shop's own picture of an item. */
export const ItemImageParams = Type.Object({ file: Type.String({ maxLength: 64 }) });

export const OkItemList = Type.Object({
  status: Type.Literal('OK'),
  payload: Type.Array(Item),
  meta: Type.Object({
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    suggestion: Type.Optional(Type.String({ description: 'Issue 45: when a search finds nothing, the market name closest to it ("Did you mean …").' })),
  }),
});

/** GET /items/{id}'s query. */
export const ItemDetailQuery = Type.Object({
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Currency code, case-insensitive; default EUR.' })),
  lang_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "The description's language; English (the stored one) when the shop has none in it." }),
  ),
});

/** GET /items/{id}: the item with `similar`, up to 8 items of the same category nearest in price. */
export const ItemDetail = Type.Intersect([Item, Type.Object({ similar: Type.Array(Item) })]);

/** The chart's ranges: GET /items/{id}/price-history?days= takes one of these. */
export const PRICE_HISTORY_DAYS = [7, 30, 90] as const;
export type PriceHistoryDays = (typeof PRICE_HISTORY_DAYS)[number];

/** GET /items/{id}/price-history?days=7|30|90&currency= (issue 27). */
export const PriceHistoryQuery = Type.Object({
  days: Type.Integer({ default: 30, description: '7, 30 or 90: days back from today (UTC); any other number is a 422.' }),
  currency: CurrencyCode,
});

/**
 * The shop's own daily price of the item's market name: per UTC day, the lowest price it was listed
 * at that day (days it listed none are left out), oldest first, in `currency`; with the reference
 * price of today.
 */
export const PriceHistory = Type.Object({
  title: Type.String(),
  currency: Type.String(),
  currency_symbol: Type.String({ description: "The shop's symbol of `currency` (as an item's)." }),
  days: Type.Integer(),
  points: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (UTC)' }), price: WireAmount('Lowest listed price that day.') })),
  reference_price: WireAmountOrNull('The reference market price today.', 'Null when the price source knows none.'),
});

export type ItemAnswer = Static<typeof Item>;
export type ItemListAnswer = Static<typeof OkItemList>;
export type ItemDetailQueryParams = Static<typeof ItemDetailQuery>;
export type ItemDetailAnswer = Static<typeof ItemDetail>;
export type FilterDataAnswer = Static<typeof FilterData>;
export type PriceHistoryAnswer = Static<typeof PriceHistory>;
export type AppliedStickerAnswer = Static<typeof AppliedSticker>;
