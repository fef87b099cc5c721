import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../db/database';
import { marketNamesOnSale, resolveSearch, type ItemSearch } from './items-search.repository';
import { foldSearchText } from './search-fold';
import { createMarketNameIndex, type MarketNameIndex } from './search-suggestions';
import {
  catalogueVersion,
  countItems,
  distinctItemValues,
  findItemById,
  findItemDescription,
  findItemsByIds,
  findNearestByPrice,
  itemPricesUpTo,
  listItemIdsWithVersion,
  matchingItemIds,
  nextTradeLockEnd,
  searchKey,
  withOrder,
  ORDERS,
  type FilterColumn,
  type ItemFilter,
  type ItemListRow,
  type ListingOrder,
} from './items.repository';
import type { ItemCategory } from './items.table';
import { dialectOf } from '../db/dialect';
import { notFound, validationFailed } from '../http/api-error';
import { ENGLISH_ID } from '../db/seed-data/languages';
import { displayRangeToEurCents, toWireAmount } from '../lib/money';
import { PRICE_HISTORY_DAYS, type FilterData as FilterDataSchema, type Item, type ItemListQuery as ItemListQuerySchema } from '../../contract/items.contract';
import type { CurrenciesService, Currency } from '../reference-data/currencies.service';
import { dataVersions } from '../reference-data/site-version.repository';
import { createCatalogueCache } from './catalogue-cache';
import { createItemRowCache } from './item-row-cache';
import { createPageAnchors } from './page-anchors';
import type { ImageSubject } from './item-image.service';
import { wireAmountToMinor } from '../lib/wire-amounts';
import { nowSeconds } from '../lib/secrets';
import { parseStickers } from './item-stickers';
import { dayOf } from '../prices/price-history';
import { lowestListedPrice, priceHistoryOf } from '../prices/price-history.repository';

const DAY_MS = 86_400_000;

export const ITEM_NOT_FOUND = 'Item not found';
export const IMAGE_NOT_FOUND = 'Image not found';
export const SIMILAR_LIMIT = 8;
const COUNT_CACHE_SIZE = 1_000;
const SEARCH_CACHE_SIZE = 500;
const SIMILAR_CACHE_SIZE = 2_000;
/**
 * A search with at most this many matches is read once per catalogue version from the search index,
 * in price order, and its pages are cut from that list; one with more matches is checked row by row
 * while walking the price index, where a page fills after a few hundred rows.
 */
const SEARCH_RESULTS_KEPT_UP_TO = 50_000;
const SEARCH_RESULTS_CACHE_SIZE = 100;
const ROW_CACHE_SIZE = 20_000;
const HISTORY_CACHE_SIZE = 2_000;
/** How long the market names a search is compared with are kept after the catalogue changed. */
const NAMES_REFRESH_MS = 60_000;
/**
 * A price range's total is counted from the sorted prices of its filter without the range (two binary
 * searches) when that filter matches at most this many items, so a shopper moving the price slider
 * costs no index scan per position. At most PRICE_LISTS_CACHE_SIZE lists of 8 bytes per item (40 MB);
 * at 1,000,000 items every type's list fits, a whole game's (500,000) is counted in the index.
 */
const PRICE_LIST_MAX = 250_000;
const PRICE_LISTS_CACHE_SIZE = 20;

/**
 * The validator (a weak ETag) of every catalogue answer read at `version` in `currency`: the same
 * URL at the same version and rate always gets the same answer (api/http/revalidation.ts). `start`
 * is the items service's own random token (one service per database handle, made at start), so an
 * API started again (new code, perhaps a new answer format) never confirms what another one sent.
 * `lockEnd`, the end of the first trade lock still running: an item answers its `tradable_after`
 * until then, so the validator changes as each lock passes, with no change to the catalogue. The
 * currency's symbol is in it too (percent-encoded: a header is ASCII), since every item carries it.
 */
export function catalogueTag(start: string, version: number, currency?: Currency, langId?: number, lockEnd?: number | null): string {
  const lock = lockEnd == null ? '' : `.t${lockEnd}`;
  const priced = currency ? `.${currency.code}.${currency.value}.${encodeURIComponent(currency.symbol)}` : '';
  return `W/"${start}.${version}${priced}${langId === undefined ? '' : `.l${langId}`}${lock}"`;
}

/** items/list query after schema validation (names as on the wire). */
export type ItemListQuery = Static<typeof ItemListQuerySchema>;

/** An item as the API answers it: money as wire amounts (major units of `currency`, api/lib/money.ts). */
export type ItemView = Static<typeof Item>;

/** The item's picture, the one its browser reads best (images.routes.ts); `items/{id}.svg` is always the SVG. */
export function imagePathFor(id: number): string {
  return `items/${id}`;
}

/** An item's trade lock as answered at `now` (unix seconds): its end while it runs, else null. */
export function runningLock(tradableAfter: number | null, now: number): number | null {
  return tradableAfter !== null && Number(tradableAfter) > now ? Number(tradableAfter) : null;
}

/** A JSON array of texts as stored (Dota 2 gems), or none when it cannot be read. */
function textList(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((text): text is string => typeof text === 'string') : [];
  } catch {
    return [];
  }
}

/** `now`: unix seconds the answer is made at (a trade lock that has ended by then answers null). */
export function toItemView(row: ItemListRow, currency: Currency, now: number): ItemView {
  return {
    id: row.id,
    item_id: row.item_id,
    title: row.title,
    img_url: imagePathFor(row.id),
    price: toWireAmount(row.price, currency.value),
    old_price: toWireAmount(row.old_price, currency.value),
    currency: currency.code,
    currency_symbol: currency.symbol,
    type: row.type,
    quality: row.quality,
    category: row.category,
    exterior: row.exterior,
    hero: row.hero,
    class: row.class,
    description: row.description,
    is_new: row.is_new === 1,
    best_seller: row.best_seller === 1,
    tradable_after: runningLock(row.tradable_after, now),
    float_value: row.float_value,
    paint_seed: row.paint_seed,
    phase: row.phase,
    stattrak: row.stattrak === 1,
    souvenir: row.souvenir === 1,
    stickers: parseStickers(row.stickers),
    inspect_link: row.inspect_link,
    gems: textList(row.gems),
    style: row.style,
    reference_price: row.reference_price === null ? null : toWireAmount(row.reference_price, currency.value),
    discount: row.discount,
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

/** How many of the ascending `prices` lie within [from, till] (either end open when undefined). */
export function countInRange(prices: Float64Array, from: number | undefined, till: number | undefined): number {
  /** The first index whose price is above `value` (or at least `value`, when `inclusive`). */
  const firstPast = (value: number, inclusive: boolean) => {
    let low = 0;
    let high = prices.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (prices[middle] < value || (!inclusive && prices[middle] === value)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = from === undefined ? 0 : firstPast(from, true);
  const end = till === undefined ? prices.length : firstPast(till, false);
  return Math.max(0, end - start);
}

/** A search or a trader's narrow filter (float range, pattern, sticker): it may match few items. */
const mayMatchFew = (f: ItemFilter) =>
  f.search !== undefined || f.paintSeed !== undefined || f.sticker !== undefined || f.floatFrom !== undefined || f.floatTill !== undefined;

/**
 * Whether a listing's ids are read once per catalogue version (when it matches at most
 * SEARCH_RESULTS_KEPT_UP_TO items), through its filter's own index and in its order, and its pages cut
 * from them: a filter that may match few items, and any filter in an order besides price (whose pages
 * would otherwise walk that order's index past every item the filter leaves out).
 */
const keptWhenFew = (f: ItemFilter, sort: ListingOrder) => mayMatchFew(f) || ORDERS[sort].column !== 'price';

/** A filter as a cache key (the search by its text; absent fields leave no trace). */
const keyOf = (filter: ItemFilter) => JSON.stringify({ ...filter, search: filter.search?.text });

/** The ids of one page from ids in ascending (order column, id) order. */
function pageOf(ids: Int32Array, page: { sort: ListingOrder; offset: number; limit: number }): number[] {
  if (ORDERS[page.sort].direction === 'asc') return Array.from(ids.subarray(page.offset, page.offset + page.limit));
  const end = ids.length - page.offset;
  return Array.from(ids.subarray(Math.max(0, end - page.limit), end)).reverse();
}

export function createItemsService(db: Kysely<Database>, currencies: CurrenciesService) {
  const counts = createCatalogueCache<number>(COUNT_CACHE_SIZE);
  const priceLists = createCatalogueCache<Float64Array | undefined>(PRICE_LISTS_CACHE_SIZE);
  const start = randomBytes(4).toString('hex');
  const tagAt = (version: number, currency?: Currency, langId?: number, lockEnd?: number | null) => catalogueTag(start, version, currency, langId, lockEnd);
  const searches = createCatalogueCache<ItemSearch>(SEARCH_CACHE_SIZE);
  const searchResults = createCatalogueCache<Int32Array>(SEARCH_RESULTS_CACHE_SIZE);
  const filterData = createCatalogueCache<FilterData>(CATEGORIES.length + 1);
  const similarItems = createCatalogueCache<ItemListRow[]>(SIMILAR_CACHE_SIZE);
  const itemRows = createItemRowCache(ROW_CACHE_SIZE);
  const anchors = createPageAnchors(db);
  /** Per catalogue version and day: a sale or reprice shows at once; the refresh job's own record of today is the same price or, after a sale, a lower one shown from the next change or day on. */
  const histories = createCatalogueCache<{ day: string; cents: number }[]>(HISTORY_CACHE_SIZE);
  const rowsOf = (version: number, ids: number[]) => itemRows.read(version, ids, (missing) => findItemsByIds(db, missing));

  const postgres = dialectOf(db) === 'postgres';
  /** The newest catalogue version this process has read (versions only grow). */
  let newestVersion: number | undefined;
  const noteVersion = (version: number) => {
    if (newestVersion === undefined || version > newestVersion) newestVersion = version;
    return version;
  };
  const readVersion = async () => noteVersion(await catalogueVersion(db));

  /**
   * The end of the first trade lock running at `now` in the catalogue of `version`: read once per
   * version, and again when that lock has ended (an index seek), so answers priced at a version carry
   * a validator that changes as locks pass (catalogueTag).
   */
  let locks: { version: number; next: Promise<number | null> } | undefined;
  async function lockEndAt(version: number, now: number): Promise<number | null> {
    if (locks && version < locks.version) return nextTradeLockEnd(db, now); // a request that read the version before a change
    if (locks && version === locks.version) {
      const next = await locks.next.catch(() => undefined);
      if (next === null || (next !== undefined && next > now)) return next;
    }
    const next = nextTradeLockEnd(db, now);
    locks = { version, next };
    next.catch(() => {
      if (locks?.next === next) locks = undefined;
    });
    return next;
  }
  /** The validator of a priced answer read at `version`, made at `now`. */
  const pricedTagAt = async (version: number, now: number, currency: Currency, langId?: number) =>
    tagAt(version, currency, langId, await lockEndAt(version, now));

  /** A listing request in `currency`, checked (422s in the spec's order after the currency's): its filter at a version, its page and its answer. */
  function listingOf(query: ItemListQuery, currency: Currency) {
    const fromMinor = wireAmountToMinor('price_from', query.price_from);
    const tillMinor = wireAmountToMinor('price_till', query.price_till);
    if (fromMinor !== undefined && tillMinor !== undefined && fromMinor > tillMinor) {
      throw validationFailed({ price_from: ['Must not be greater than price_till'] });
    }
    const { fromCents, tillCents } = displayRangeToEurCents(fromMinor, tillMinor, currency.value);
    if (query.float_from !== undefined && query.float_till !== undefined && query.float_from > query.float_till) {
      throw validationFailed({ float_from: ['Must not be greater than float_till'] });
    }
    const text = query.search === undefined ? '' : foldSearchText(query.search);
    // A search typed only of what folding drops (an emoji, '%', '★') names no title: it finds nothing rather than everything.
    const searchOfNothing = text === '' && query.search !== undefined && query.search.trim() !== '';
    const sticker = query.sticker === undefined ? '' : searchKey(query.sticker);
    const sort = query.sort ?? 'asc';
    // Only CS2 copies have a float: a float filter or order reads CS2's (category, float, id) index.
    const floatish = query.float_from !== undefined || query.float_till !== undefined || ORDERS[sort].column === 'float_value';
    const category = query.category === 'all' || query.category === undefined ? (floatish ? 'cs2' : undefined) : query.category;
    const filterAt = async (version: number): Promise<ItemFilter> => withOrder({
      category,
      typeKey: filterKey(query.type),
      qualityKey: filterKey(query.quality),
      heroKey: filterKey(query.heroes),
      exteriorKey: filterKey(query.exterior_names),
      classKey: filterKey(query.classes),
      isNew: query.new === true,
      bestSeller: query.best_seller === true,
      fromCents,
      tillCents,
      search: searchOfNothing ? { text, match: null } : text === '' ? undefined : await searches.get(version, text, () => resolveSearch(db, text)),
      floatFrom: query.float_from,
      floatTill: query.float_till,
      paintSeed: query.paint_seed,
      stattrak: query.stattrak === true,
      souvenir: query.souvenir === true,
      hasStickers: query.has_stickers === true,
      sticker: sticker === '' ? undefined : sticker,
    }, sort);
    const page = { sort, offset: (query.page - 1) * query.limit, limit: query.limit };
    const answer = async (version: number, total: number, rows: ItemListRow[]) => {
      const now = nowSeconds();
      const tag = await pricedTagAt(version, now, currency);
      const items = new Array<ItemView>(rows.length);
      for (let i = 0; i < rows.length; i++) items[i] = toItemView(rows[i], currency, now);
      return { items, total, page: query.page, limit: query.limit, tag };
    };
    return { sort, page, filterAt, answer };
  }

  /**
   * PostgreSQL (a round trip per query): when this process already holds the currency (as of the site
   * version it read last) and the page's total (and anchor) for the newest catalogue version it has
   * seen, one statement reads both versions with the page's ids; past the end, only the versions are
   * read. The same versions mean the answer is current; otherwise (a change made here or by another
   * process) undefined, and the listing is read as on SQLite. Without a total the page's ids are not
   * even looked for when nothing matches.
   */
  async function listAtKnownVersions(query: ItemListQuery) {
    const known = newestVersion;
    const lastRead = known === undefined ? undefined : await currencies.lastRead(query.currency);
    if (known === undefined || !lastRead) return undefined;
    const { sort, page, filterAt, answer } = listingOf(query, lastRead.currency);
    const filter = await filterAt(known);
    const key = keyOf(filter);
    const cachedTotal = await counts.peek(known, key)?.catch(() => undefined);
    if (cachedTotal === undefined) return undefined;
    const current = (read: { catalogue: number; site: number }) => noteVersion(read.catalogue) === known && read.site === lastRead.siteVersion;
    if (page.offset >= cachedTotal) {
      return current(await dataVersions(db)) ? answer(known, cachedTotal, []) : undefined;
    }
    if (keptWhenFew(filter, sort) && cachedTotal <= SEARCH_RESULTS_KEPT_UP_TO) return undefined;
    const ofIds = await anchors.knownPage(known, key, page);
    const read = ofIds && (await listItemIdsWithVersion(db, filter, ofIds));
    return read && current({ catalogue: read.version, site: read.siteVersion }) ? answer(known, cachedTotal, await rowsOf(known, read.ids)) : undefined;
  }

  /** A page; a search that found nothing comes with the market name closest to it, if any ("Did you mean …"). */
  async function list(query: ItemListQuery) {
    const page = await listPage(query);
    if (page.total > 0 || query.search === undefined) return page;
    const names = await marketNames(query.category === 'all' ? undefined : query.category);
    return { ...page, suggestion: names.suggest(query.search) };
  }

  /**
   * The market names on sale per game, read again at most every NAMES_REFRESH_MS and only after the
   * catalogue changed: a suggestion may lag a new name by that long, and a catalogue that changes
   * every second costs one read a minute.
   */
  const nameIndexes = new Map<string, { version: number; readAt: number; index: Promise<MarketNameIndex> }>();
  async function marketNames(category: ItemCategory | undefined): Promise<MarketNameIndex> {
    const key = category ?? 'all';
    const version = await readVersion();
    const kept = nameIndexes.get(key);
    if (kept && (kept.version === version || Date.now() - kept.readAt < NAMES_REFRESH_MS)) return kept.index;
    const index = marketNamesOnSale(db, category).then(createMarketNameIndex);
    const entry = { version, readAt: Date.now(), index };
    nameIndexes.set(key, entry);
    index.catch(() => {
      if (nameIndexes.get(key) === entry) nameIndexes.delete(key);
    });
    return index;
  }

  async function listPage(query: ItemListQuery) {
    const fast = postgres ? await listAtKnownVersions(query) : undefined;
    if (fast) return fast;
    const { sort, page, filterAt, answer } = listingOf(query, await currencies.resolve(query.currency));
    const current = await readVersion();
    const filter = await filterAt(current);
    const key = keyOf(filter);
    const total = await counts.get(current, key, () => countOf(current, filter));
    let rows: ItemListRow[] = [];
    if (page.offset < total && keptWhenFew(filter, sort) && total <= SEARCH_RESULTS_KEPT_UP_TO) {
      const column = ORDERS[sort].column;
      const ids = await searchResults.get(current, `${column} ${key}`, () => matchingItemIds(db, filter, column));
      rows = await rowsOf(current, pageOf(ids, page));
    } else if (page.offset < total) {
      rows = await rowsOf(current, await anchors.pageIds(current, key, filter, page));
    }
    return answer(current, total, rows);
  }

  /** A total: a price range's from its filter's price list when that is small enough to keep. */
  async function countOf(version: number, filter: ItemFilter): Promise<number> {
    if (mayMatchFew(filter) || (filter.fromCents === undefined && filter.tillCents === undefined)) return countItems(db, filter);
    const unbounded = { ...filter, fromCents: undefined, tillCents: undefined };
    const prices = await priceLists.get(version, keyOf(unbounded), () => itemPricesUpTo(db, unbounded, PRICE_LIST_MAX));
    return prices ? countInRange(prices, filter.fromCents, filter.tillCents) : countItems(db, filter);
  }

  /** The items nearest in price of the same type and game, topped up from the same game. */
  async function loadSimilar(row: ItemListRow): Promise<ItemListRow[]> {
    const sameType = await findNearestByPrice(db, { category: row.category, typeKey: searchKey(row.type) }, row.price, row.id, SIMILAR_LIMIT);
    if (sameType.length >= SIMILAR_LIMIT) return sameType;
    const taken = new Set(sameType.map((item) => item.id));
    const others = await findNearestByPrice(db, { category: row.category }, row.price, row.id, SIMILAR_LIMIT * 2);
    return [...sameType, ...others.filter((item) => !taken.has(item.id))].slice(0, SIMILAR_LIMIT);
  }

  /** The language a detail's description is asked in: none for English (the item's own column). */
  const describedIn = (langId: number | undefined) => (langId === ENGLISH_ID ? undefined : langId);

  async function detail(idParam: string, currencyCode: string | undefined, langId?: number) {
    const currency = await currencies.resolve(currencyCode);
    const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : undefined;
    const version = await readVersion();
    const [row] = id === undefined ? [] : await rowsOf(version, [id]);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    const language = describedIn(langId);
    const now = nowSeconds();
    const [similar, description, tag] = await Promise.all([
      similarItems.get(version, String(row.id), () => loadSimilar(row)),
      language === undefined ? undefined : findItemDescription(db, row.title, language),
      pricedTagAt(version, now, currency, language),
    ]);
    const view = toItemView(row, currency, now);
    const item = { ...view, description: description ?? view.description, similar: similar.map((item) => toItemView(item, currency, now)) };
    return { item, tag };
  }

  /**
   * The shop's daily price of the item's market name for the last `days` UTC days (today's from the
   * copies on sale now), with today's reference price, in `currency`.
   */
  async function priceHistory(idParam: string, days: number, currencyCode: string | undefined) {
    if (!(PRICE_HISTORY_DAYS as readonly number[]).includes(days)) throw validationFailed({ days: ['Must be 7, 30 or 90'] });
    const currency = await currencies.resolve(currencyCode);
    const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : undefined;
    const version = await readVersion();
    const [row] = id === undefined ? [] : await rowsOf(version, [id]);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    const today = dayOf(Date.now());
    const points = await histories.get(version, `${today} ${days} ${row.title}`, () => loadPriceHistory(row.title, days, today));
    return {
      title: row.title,
      currency: currency.code,
      currency_symbol: currency.symbol,
      days,
      points: points.map((point) => ({ date: point.day, price: toWireAmount(point.cents, currency.value) })),
      reference_price: row.reference_price === null ? null : toWireAmount(row.reference_price, currency.value),
    };
  }

  /** A name's recorded days since `days` - 1 days before `today`, and today's from the copies on sale now too. */
  async function loadPriceHistory(title: string, days: number, today: string) {
    const [recorded, lowestNow] = await Promise.all([priceHistoryOf(db, title, dayOf(Date.parse(today) - (days - 1) * DAY_MS)), lowestListedPrice(db, title)]);
    const points = recorded.filter((point) => point.day !== today).map((point) => ({ day: point.day, cents: Number(point.price_cents) }));
    const recordedToday = recorded.find((point) => point.day === today);
    const todays = [recordedToday && Number(recordedToday.price_cents), lowestNow].filter((cents): cents is number => cents !== undefined);
    if (todays.length > 0) points.push({ day: today, cents: Math.min(...todays) });
    return points;
  }

  /** The item a picture's file names: `items/{id}` (any format) or `items/{id}.svg` (the SVG only). */
  async function pictureOf(fileName: string): Promise<{ subject: ImageSubject; svgOnly: boolean }> {
    const match = /^(\d{1,9})(\.svg)?$/.exec(fileName);
    const row = match ? await findItemById(db, Number(match[1])) : undefined;
    if (!row) throw notFound(IMAGE_NOT_FOUND);
    return { subject: { id: row.id, title: row.title, type: row.type, quality: row.quality }, svgOnly: match![2] !== undefined };
  }

  return {
    /** The validator that list and detail answers in this currency would carry now. */
    pricedTag: async (currencyCode: string | undefined) => pricedTagAt(await readVersion(), nowSeconds(), await currencies.resolve(currencyCode)),
    /** The validator that a detail answer in this currency and description language would carry now. */
    detailTag: async (currencyCode: string | undefined, langId: number | undefined) =>
      pricedTagAt(await readVersion(), nowSeconds(), await currencies.resolve(currencyCode), describedIn(langId)),
    /** The validator that filter data would carry now. */
    filterDataTag: async () => tagAt(await readVersion()),
    list,
    detail,
    priceHistory,
    pictureOf,
    /** Distinct filter values, computed once per catalogue version. */
    filterData: async (category: ItemCategory | undefined) => {
      const version = await readVersion();
      return { data: await filterData.get(version, category ?? 'all', () => loadFilterData(db, category)), tag: tagAt(version) };
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
