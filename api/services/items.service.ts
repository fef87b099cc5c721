import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { dataChangeToken, type Database } from '../db/database';
import {
  countItems,
  distinctItemValues,
  findItemById,
  findNearestByPrice,
  listItems,
  searchKey,
  type FilterColumn,
  type ItemFilter,
  type ItemListRow,
} from '../db/items.repository';
import type { ItemCategory } from '../db/items.table';
import { notFound, validationFailed } from '../http/api-error';
import { displayRangeToEurCents, toDisplayMinor } from '../lib/money';
import type { FilterData as FilterDataSchema, Item, ItemListQuery as ItemListQuerySchema } from '../routes/item.schemas';
import type { CurrenciesService, Currency } from './currencies.service';
import { renderItemSvg } from './item-image.service';

export const ITEM_NOT_FOUND = 'Item not found';
export const IMAGE_NOT_FOUND = 'Image not found';
export const SIMILAR_LIMIT = 8;
const COUNT_CACHE_SIZE = 1_000;

/** items/list query after schema validation (names as on the wire). */
export type ItemListQuery = Static<typeof ItemListQuerySchema>;

/** An item as the API answers it: money in minor units of `currency`. */
export type ItemView = Static<typeof Item>;

export function imagePathFor(id: number): string {
  return `items/${id}.svg`;
}

export function toItemView(row: ItemListRow, currency: Currency): ItemView {
  return {
    id: row.id,
    item_id: row.item_id,
    title: row.title,
    img_url: imagePathFor(row.id),
    price: toDisplayMinor(row.price, currency.value),
    old_price: toDisplayMinor(row.old_price, currency.value),
    currency: currency.code,
    type: row.type,
    quality: row.quality,
    category: row.category,
    exterior: row.exterior,
    hero: row.hero,
    class: row.class,
    description: row.description,
    is_new: row.is_new === 1,
    best_seller: row.best_seller === 1,
  };
}

/** A filter value as a key; absent, blank and "all" mean no filter. */
function filterKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = searchKey(value);
  return key === '' || key === 'all' ? undefined : key;
}

export type FilterData = Static<typeof FilterDataSchema>;

const CATEGORIES: ItemCategory[] = ['cs2', 'dota2'];

async function loadFilterData(db: Kysely<Database>, category: ItemCategory | undefined): Promise<FilterData> {
  const values = async (column: FilterColumn) => {
    const lists = await Promise.all((category ? [category] : CATEGORIES).map((c) => distinctItemValues(db, column, c)));
    return [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b, 'en'));
  };
  const [types, qualities, heroes, exteriorNames, classes] = await Promise.all(
    (['type', 'quality', 'hero', 'exterior', 'class'] as const).map(values),
  );
  return { types, qualities, heroes, exterior_names: exteriorNames, classes };
}

export function createItemsService(db: Kysely<Database>, currencies: CurrenciesService) {
  // Listing totals per filter, valid until the data changes (SQLite only; PostgreSQL always counts).
  const counts = new Map<string, { token: number; total: number }>();
  async function countFor(filter: ItemFilter): Promise<number> {
    const token = dataChangeToken(db);
    if (token === undefined) return countItems(db, filter);
    const key = JSON.stringify(filter);
    const hit = counts.get(key);
    if (hit && hit.token === token) return hit.total;
    const total = await countItems(db, filter);
    if (counts.size >= COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value as string);
    counts.set(key, { token, total });
    return total;
  }

  async function list(query: ItemListQuery) {
    const currency = await currencies.resolve(query.currency);
    if (query.price_from !== undefined && query.price_till !== undefined && query.price_from > query.price_till) {
      throw validationFailed({ price_from: ['Must not be greater than price_till'] });
    }
    const { fromCents, tillCents } = displayRangeToEurCents(query.price_from, query.price_till, currency.value);
    const search = query.search === undefined ? undefined : searchKey(query.search);
    const filter: ItemFilter = {
      category: query.category === 'all' ? undefined : query.category,
      typeKey: filterKey(query.type),
      qualityKey: filterKey(query.quality),
      heroKey: filterKey(query.heroes),
      exteriorKey: filterKey(query.exterior_names),
      classKey: filterKey(query.classes),
      isNew: query.new === true,
      bestSeller: query.best_seller === true,
      fromCents,
      tillCents,
      search: search === '' ? undefined : search,
    };
    const offset = (query.page - 1) * query.limit;
    const [rows, total] = await Promise.all([
      listItems(db, filter, { sort: query.sort ?? 'asc', offset, limit: query.limit }),
      countFor(filter),
    ]);
    const items = new Array<ItemView>(rows.length);
    for (let i = 0; i < rows.length; i++) items[i] = toItemView(rows[i], currency);
    return { items, total, page: query.page, limit: query.limit };
  }

  async function detail(idParam: string, currencyCode: string | undefined) {
    const currency = await currencies.resolve(currencyCode);
    const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : undefined;
    const row = id === undefined ? undefined : await findItemById(db, id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    const sameType = await findNearestByPrice(db, { category: row.category, typeKey: searchKey(row.type) }, row.price, row.id, SIMILAR_LIMIT);
    let similar = sameType;
    if (similar.length < SIMILAR_LIMIT) {
      const taken = new Set(similar.map((item) => item.id));
      const others = await findNearestByPrice(db, { category: row.category }, row.price, row.id, SIMILAR_LIMIT * 2);
      similar = [...similar, ...others.filter((item) => !taken.has(item.id))].slice(0, SIMILAR_LIMIT);
    }
    return { ...toItemView(row, currency), similar: similar.map((item) => toItemView(item, currency)) };
  }

  /** The generated SVG for `items/{id}.svg`. */
  async function image(fileName: string): Promise<string> {
    const match = /^(\d{1,9})\.svg$/.exec(fileName);
    const row = match ? await findItemById(db, Number(match[1])) : undefined;
    if (!row) throw notFound(IMAGE_NOT_FOUND);
    return renderItemSvg(row);
  }

  return {
    list,
    detail,
    image,
    /** Distinct filter values (a few index seeks per value, so not cached). */
    filterData: (category: ItemCategory | undefined) => loadFilterData(db, category),
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
