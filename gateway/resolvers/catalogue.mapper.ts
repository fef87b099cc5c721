import { snakeToCamel } from '../errors';
import type { AppliedStickerAnswer, ItemAnswer, PriceHistoryAnswer } from '../../contract/items.contract';
import type { ShopRoutes } from '../../contract/routes';
import type { AppliedSticker, GameCategory, ProductFilter, ResolversParentTypes, SortOrder, StickerKind } from '../generated/resolvers-types';

/** A Product as resolvers hand it over: Money with the symbol REST sent beside the code (money.resolvers.ts looks up a missing one). */
type Product = ResolversParentTypes['Product'];
type PriceHistory = ResolversParentTypes['PriceHistory'];

const CATEGORY_FROM_REST: Record<ItemAnswer['category'], GameCategory> = { cs2: 'CS2', dota2: 'DOTA2' };
const CATEGORY_TO_REST: Record<GameCategory, ItemAnswer['category']> = { CS2: 'cs2', DOTA2: 'dota2' };
const SORT_TO_REST: Record<SortOrder, 'asc' | 'desc' | 'discount' | 'newest' | 'float_asc' | 'float_desc'> = {
  ASC: 'asc',
  DESC: 'desc',
  DISCOUNT: 'discount',
  NEWEST: 'newest',
  FLOAT_ASC: 'float_asc',
  FLOAT_DESC: 'float_desc',
};
const STICKER_KIND_FROM_REST: Record<AppliedStickerAnswer['kind'], StickerKind> = { sticker: 'STICKER', charm: 'CHARM' };

export function categoryFromRest(category: ItemAnswer['category']): GameCategory {
  return CATEGORY_FROM_REST[category];
}

export function categoryToRest(category: GameCategory | null | undefined): ItemAnswer['category'] | undefined {
  return category ? CATEGORY_TO_REST[category] : undefined;
}

/**
 * One REST item as a Product, in one object literal (this runs for every item of every page). Amounts
 * pass through unchanged: REST and GraphQL both carry major units with at most two decimals.
 */
export function toProduct(item: ItemAnswer): Product {
  return {
    id: String(item.id),
    title: item.title,
    imgUrl: item.img_url,
    price: { amount: item.price, currency: item.currency, symbol: item.currency_symbol },
    oldPrice: { amount: item.old_price ?? 0, currency: item.currency, symbol: item.currency_symbol },
    type: item.type,
    quality: item.quality,
    category: CATEGORY_FROM_REST[item.category],
    exterior: item.exterior ?? null,
    hero: item.hero ?? null,
    itemClass: item.class,
    description: item.description ?? '',
    isNew: item.is_new,
    isBestSeller: item.best_seller,
    tradableAfter: item.tradable_after ?? null,
    floatValue: item.float_value ?? null,
    paintSeed: item.paint_seed ?? null,
    phase: item.phase ?? null,
    statTrak: item.stattrak ?? false,
    souvenir: item.souvenir ?? false,
    stickers: item.stickers ? toStickers(item.stickers) : [],
    inspectLink: item.inspect_link ?? null,
    gems: item.gems ?? [],
    style: item.style ?? null,
    referencePrice: item.reference_price == null ? null : { amount: item.reference_price, currency: item.currency, symbol: item.currency_symbol },
    discount: item.discount ?? 0,
  };
}

function toStickers(stickers: AppliedStickerAnswer[]): AppliedSticker[] {
  return stickers.map((s) => ({ name: s.name, slot: s.slot, kind: STICKER_KIND_FROM_REST[s.kind], wear: s.wear ?? null }));
}

/** GET /items/{id}/price-history's answer as the schema's PriceHistory. */
export function toPriceHistory(history: PriceHistoryAnswer): PriceHistory {
  const { currency, currency_symbol: symbol } = history;
  return {
    title: history.title,
    days: history.days,
    points: history.points.map((p) => ({ date: p.date, price: { amount: p.price, currency, symbol } })),
    referencePrice: history.reference_price == null ? null : { amount: history.reference_price, currency, symbol },
  };
}

export function toProducts(items: ItemAnswer[]): Product[] {
  const out = new Array<Product>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = toProduct(items[i]);
  return out;
}

/** ProductFilter → the items/list query of spec §7. */
export function toItemsQuery(filter: ProductFilter): ShopRoutes['GET /items/list']['query'] {
  return {
    new: filter.newArrivals ? 1 : undefined,
    best_seller: filter.bestSellers ? 1 : undefined,
    currency: filter.currency,
    category: categoryToRest(filter.category),
    type: filter.type,
    quality: filter.quality,
    heroes: filter.hero,
    exterior_names: filter.exteriorName,
    classes: filter.itemClass,
    // Major units, as REST expects; REST refuses more than two decimals (422 → ValidationError).
    price_from: filter.priceFrom,
    price_till: filter.priceTill,
    sort: filter.sort ? SORT_TO_REST[filter.sort] : undefined,
    page: filter.page,
    limit: filter.limit,
    search: filter.search,
    float_from: filter.floatFrom,
    float_till: filter.floatTill,
    paint_seed: filter.paintSeed,
    stattrak: flag(filter.statTrak),
    souvenir: flag(filter.souvenir),
    has_stickers: flag(filter.hasStickers),
    sticker: filter.sticker,
  };
}

/** A yes/no filter as the REST query's 1/0; left out when not asked. */
function flag(value: boolean | null | undefined): 1 | 0 | undefined {
  return value == null ? undefined : value ? 1 : 0;
}

/** items/list field names in a 422 → the ProductFilter field the browser sent. */
const FILTER_FIELDS: Record<string, string> = {
  new: 'newArrivals',
  best_seller: 'bestSellers',
  heroes: 'hero',
  exterior_names: 'exteriorName',
  classes: 'itemClass',
  price_from: 'priceFrom',
  price_till: 'priceTill',
  float_from: 'floatFrom',
  float_till: 'floatTill',
  paint_seed: 'paintSeed',
  stattrak: 'statTrak',
  has_stickers: 'hasStickers',
};

export function filterFieldName(restField: string): string {
  return FILTER_FIELDS[restField] ?? snakeToCamel(restField);
}
