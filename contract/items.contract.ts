// The REST contract of the catalogue (spec §7 items/*): the listing's query, an item, the filter data,
// the list and the detail answers, in TypeBox. The API validates and serializes with these schemas,
// its service takes the Static types and the gateway's item types come from them.
import { Type, type Static } from 'typebox';
import { Category, WireAmount } from './common.contract';
import { MAX_PRICE_FILTER } from './rules/money';

/** A game filter: 'all' means both games. */
export const CategoryFilter = Type.Enum(['cs2', 'dota2', 'all']);

export const Item = Type.Object({
  id: Type.Integer(),
  item_id: Type.String(),
  title: Type.String(),
  img_url: Type.String(),
  price: WireAmount('Price in `currency`.'),
  old_price: WireAmount('Old price in `currency`; 0 when there is none.'),
  currency: Type.String(),
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
  sort: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'By price, then id.' })),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 15 }),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Case-insensitive substring of the title.' })),
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
  meta: Type.Object({ total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() }),
});

/** GET /items/{id}'s query. */
export const ItemDetailQuery = Type.Object({
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Currency code, case-insensitive; default EUR.' })),
  lang_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "The description's language; English (the stored one) when the shop has none in it." }),
  ),
});

/**
 * GET /items/{id}: the item with `similar`, up to 8 items of the same category nearest in price, and
 * what Steam's inventory says of this copy (CS2): its wear, pattern seed and stickers.
 */
export const ItemDetail = Type.Intersect([
  Item,
  Type.Object({
    similar: Type.Array(Item),
    float: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description: 'CS2 wear, 0 to 1; null when Steam reports none.' }),
    paint_seed: Type.Union([Type.Integer(), Type.Null()], { description: 'CS2 pattern seed; null when Steam reports none.' }),
    stickers: Type.Array(Type.String(), { description: 'Names of the stickers applied (CS2); empty when none.' }),
  }),
]);

export type ItemAnswer = Static<typeof Item>;
export type ItemListAnswer = Static<typeof OkItemList>;
export type ItemDetailQueryParams = Static<typeof ItemDetailQuery>;
export type ItemDetailAnswer = Static<typeof ItemDetail>;
export type FilterDataAnswer = Static<typeof FilterData>;
