import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { compiledByKey, withValues } from '../db/compiled-once';
import type { Database } from '../db/database';
import { dataVersions } from '../reference-data/site-version.repository';
import { dialectOf } from '../db/dialect';
import { likePattern, optimizeSearchIndex, searchCondition, type ItemSearch, type SearchVia } from './items-search.repository';
import { foldSearchText } from './search-fold';
import type { ItemCategory, ItemDescriptionsTable, ItemsTable, NewItem, NewItemRow } from './items.table';
import { stickerNamesKey } from './item-stickers';
import { lockCatalogue } from '../db/locks.repository';

/** A listing filter in storage terms: EUR cents and lower-cased keys. */
export interface ItemFilter {
  category?: ItemCategory;
  typeKey?: string;
  qualityKey?: string;
  heroKey?: string;
  exteriorKey?: string;
  classKey?: string;
  isNew?: boolean;
  bestSeller?: boolean;
  fromCents?: number;
  tillCents?: number;
  /** Lower-cased substring of the title, resolved for the database (items-search.repository.ts). */
  search?: ItemSearch;
  // Issue 27: a trader's filters.
  floatFrom?: number;
  floatTill?: number;
  /** Only copies with a float (a float sort lists no others). */
  hasFloat?: boolean;
  paintSeed?: number;
  stattrak?: boolean;
  souvenir?: boolean;
  hasStickers?: boolean;
  /** Lower-cased part of an applied sticker's name. */
  sticker?: string;
}

export type SortDirection = 'asc' | 'desc';

/** A listing's order as items/list names it (`sort`). */
export type ListingOrder = 'asc' | 'desc' | 'discount' | 'newest' | 'float_asc' | 'float_desc';
export type OrderColumn = 'price' | 'discount' | 'created_at' | 'float_value';

/** Each order's column and direction; ties go by id in the same direction. */
export const ORDERS: Record<ListingOrder, { column: OrderColumn; direction: SortDirection }> = {
  asc: { column: 'price', direction: 'asc' },
  desc: { column: 'price', direction: 'desc' },
  discount: { column: 'discount', direction: 'desc' },
  newest: { column: 'created_at', direction: 'desc' },
  float_asc: { column: 'float_value', direction: 'asc' },
  float_desc: { column: 'float_value', direction: 'desc' },
};

const LIST_COLUMNS = [
  'id',
  'item_id',
  'title',
  'category',
  'type',
  'quality',
  'exterior',
  'hero',
  'class',
  'price',
  'old_price',
  'description',
  'is_new',
  'best_seller',
  'tradable_after',
  'created_at',
  'float_value',
  'paint_seed',
  'phase',
  'stattrak',
  'souvenir',
  'stickers',
  'inspect_link',
  'gems',
  'style',
  'reference_price',
  'discount',
] as const;

export type ItemListRow = Awaited<ReturnType<typeof findItemById>> & object;

/** An item as carts and orders read it: the listing columns (its trade lock among them) plus its sale status. */
export function findItemWithStatus(db: Kysely<Database>, id: number) {
  return db.selectFrom('items').select([...LIST_COLUMNS, 'status']).where('id', '=', id).executeTakeFirst();
}

/**
 * The end of the first trade lock still running at `now` (unix seconds), or null when none is: one
 * seek in the partial index of locked items (the trade-lock-index migration).
 */
export async function nextTradeLockEnd(db: Kysely<Database>, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.min('tradable_after').as('next'))
    .where('tradable_after', '>', now)
    .executeTakeFirst();
  return row?.next == null ? null : Number(row.next);
}

/** On sale, as a literal: a bound value would keep either database from using the partial indexes (`where status = 'available'`). */
export const availableOnly = (eb: ExpressionBuilder<Database, 'items'>) => sql<SqlBool>`${eb.ref('status')} = 'available'`;

export function searchKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A flag is compared with a literal 1, never a bound one: PostgreSQL plans a prepared listing statement
 * once for any value (keepPrepared), and only a literal lets it see how few items are new or best
 * sellers. SQLite plans from row counts per index key (no sampled values, see dropValueSamples), which
 * make a flag look true for half the items, so the condition says it is rare; else the planner walks a
 * game's 7,000 knives instead of its few hundred new best sellers.
 */
function flagSet(column: Expression<unknown>, sqlite: boolean): Expression<SqlBool> {
  return sqlite ? sql<SqlBool>`likelihood(${column} = 1, 0.1)` : sql<SqlBool>`${column} = 1`;
}

/**
 * SQLite, walking a listing's order index (`walking`: the order column of a page read in 'scan' mode):
 * a filter column that is not that index's own prefix is compared as `+column`, which SQLite will not
 * look up in an index. Else the planner may read a filter's own index (the type's, a float range's)
 * and sort every match to find the first 15, where walking the order index and checking each row stops
 * after a few pages' worth. A filter matching few items never walks (items.service.ts keptWhenFew).
 */
function columnFor(eb: ExpressionBuilder<Database, 'items'>, column: ItemColumn, walking: OrderColumn | undefined): Expression<unknown> {
  if (walking === undefined || column === 'category' || (walking === 'price' && SERVED_BY_PRICE_INDEXES.has(column))) return eb.ref(column);
  return sql`+${eb.ref(column)}`;
}
type ItemColumn = 'category' | 'type_key' | 'quality_key' | 'hero_key' | 'exterior_key' | 'class_key' | 'price' | 'float_value' | 'paint_seed' | 'stattrak' | 'souvenir' | 'is_new' | 'best_seller';
/** The filters whose (filter, price, id) index serves a walk in price order (the listing migrations). */
const SERVED_BY_PRICE_INDEXES = new Set<ItemColumn>(['type_key', 'quality_key', 'hero_key', 'exterior_key', 'class_key', 'price', 'stattrak', 'souvenir', 'is_new', 'best_seller']);

function conditions(eb: ExpressionBuilder<Database, 'items'>, f: ItemFilter, via: SearchVia, sqlite: boolean, walking?: OrderColumn): Expression<SqlBool>[] {
  const col = (column: ItemColumn) => columnFor(eb, column, sqlite ? walking : undefined);
  // A literal, so both databases match the partial listing indexes (`where status = 'available'`).
  const list: Expression<SqlBool>[] = [sql<SqlBool>`${eb.ref('status')} = 'available'`];
  if (f.category !== undefined) list.push(eb(col('category'), '=', f.category));
  if (f.typeKey !== undefined) list.push(eb(col('type_key'), '=', f.typeKey));
  if (f.qualityKey !== undefined) list.push(eb(col('quality_key'), '=', f.qualityKey));
  if (f.heroKey !== undefined) list.push(eb(col('hero_key'), '=', f.heroKey));
  if (f.exteriorKey !== undefined) list.push(eb(col('exterior_key'), '=', f.exteriorKey));
  if (f.classKey !== undefined) list.push(eb(col('class_key'), '=', f.classKey));
  if (f.isNew) list.push(flagSet(col('is_new'), sqlite));
  if (f.bestSeller) list.push(flagSet(col('best_seller'), sqlite));
  if (f.fromCents !== undefined) list.push(eb(col('price'), '>=', f.fromCents));
  if (f.tillCents !== undefined) list.push(eb(col('price'), '<=', f.tillCents));
  if (f.search !== undefined) list.push(searchCondition(eb, f.search, via));
  if (f.floatFrom !== undefined) list.push(eb(col('float_value'), '>=', f.floatFrom));
  if (f.floatTill !== undefined) list.push(eb(col('float_value'), '<=', f.floatTill));
  // Never hinted: it lets either database read the partial float indexes, (category, price, id, float) among them.
  if (f.hasFloat || f.floatFrom !== undefined || f.floatTill !== undefined) list.push(eb('float_value', 'is not', null));
  if (f.paintSeed !== undefined) list.push(eb(col('paint_seed'), '=', f.paintSeed));
  // Literals, so the planner can use the partial index of each (the trader-catalogue migration).
  if (f.stattrak) list.push(sql<SqlBool>`${col('stattrak')} = 1`);
  if (f.souvenir) list.push(sql<SqlBool>`${col('souvenir')} = 1`);
  if (f.hasStickers || f.sticker !== undefined) list.push(eb('sticker_names', 'is not', null));
  if (f.sticker !== undefined) list.push(sql<SqlBool>`${eb.ref('sticker_names')} like ${likePattern(f.sticker)} escape '!'`);
  return list;
}

function filtered(db: Kysely<Database>, f: ItemFilter, via: SearchVia = 'index', walking?: OrderColumn) {
  const sqlite = dialectOf(db) === 'sqlite';
  return db.selectFrom('items').where((eb) => eb.and(conditions(eb, f, via, sqlite, walking)));
}

/** Where an item stands in a listing's order (its order column's value, then id): the key a page can start after instead of skipping rows. */
export interface ItemPosition {
  key: number;
  id: number;
}

/**
 * The ids of one page in price order, from an index alone ((<filter keys>, price, id) covers the filter
 * and the order, so skipping `offset` entries never reads a row). With `after`, the page starts after
 * that position (a keyset seek) and `offset` counts from there. `searchVia` 'index' starts from the
 * search index's matches (few), 'scan' filters the rows walked in price order (many matches, so a
 * page fills quickly). `offset` stays below ANCHOR_EVERY (page-anchors.ts).
 */
export async function listItemIds(db: Kysely<Database>, f: ItemFilter, page: PageOfIds): Promise<number[]> {
  const shape = shapeOf(page.after ? withoutBoundBefore(f, page.sort) : f, page.after);
  const statement = compiledByKey(db, `ids ${shape.key} ${pageKey(page)}`, () => pageIdsQuery(db, shape, page).compile());
  const { rows } = await db.executeQuery(withValues(statement, shape.values));
  return rows.map((row) => row.id);
}

/**
 * PostgreSQL: the catalogue and site versions and a page's ids (as listItemIds) in one statement, so
 * one round trip. All come from the statement's one snapshot: the ids are those of that version's catalogue.
 */
export async function listItemIdsWithVersion(
  db: Kysely<Database>,
  f: ItemFilter,
  page: PageOfIds,
): Promise<{ version: number; siteVersion: number; ids: number[] }> {
  const shape = shapeOf(page.after ? withoutBoundBefore(f, page.sort) : f, page.after);
  const statement = compiledByKey(db, `versions+ids ${shape.key} ${pageKey(page)}`, () =>
    db
      .selectNoFrom((eb) => [
        eb.selectFrom('catalogue_version').select('version').where('id', '=', 1).$asScalar().as('version'),
        eb.selectFrom('site_version').select('version').where('id', '=', 1).$asScalar().as('site_version'),
        sql<number[]>`array(${pageIdsQuery(db, shape, page)})`.as('ids'),
      ])
      .compile(),
  );
  const [row] = (await db.executeQuery(withValues(statement, shape.values))).rows;
  if (!row || row.version === null || row.site_version === null) throw new Error('catalogue_version or site_version has no row');
  return { version: Number(row.version), siteVersion: Number(row.site_version), ids: row.ids };
}

export interface PageOfIds {
  sort: ListingOrder;
  offset: number;
  limit: number;
  searchVia: SearchVia;
  after?: ItemPosition;
}

const pageKey = (page: PageOfIds) => `${page.sort} ${page.searchVia} ${page.limit} ${page.offset}`;

function pageIdsQuery(db: Kysely<Database>, shape: ReturnType<typeof shapeOf>, page: PageOfIds) {
  const { column, direction } = ORDERS[page.sort];
  return filtered(db, shape.template, page.searchVia, page.searchVia === 'scan' ? column : undefined)
    .$if(shape.after !== undefined, (query) =>
      query.where((eb) => eb(eb.refTuple(column, 'id'), direction === 'asc' ? '>' : '<', eb.tuple(shape.after!.key, shape.after!.id))),
    )
    .select('id')
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(pageBound(page.limit))
    .offset(pageBound(page.offset));
}

/** The filter a listing in `order` reads: a float order lists only copies with a float. */
export function withOrder(f: ItemFilter, order: ListingOrder): ItemFilter {
  return ORDERS[order].column === 'float_value' ? { ...f, hasFloat: true } : f;
}

const SLOTTED_FIELDS = [
  'category',
  'typeKey',
  'qualityKey',
  'heroKey',
  'exteriorKey',
  'classKey',
  'fromCents',
  'tillCents',
  'floatFrom',
  'floatTill',
  'paintSeed',
  'sticker',
] as const;
type SlottedField = (typeof SLOTTED_FIELDS)[number];

/** Marks a stand-in for a value in a statement built once per shape (never a real filter value: NUL). */
const SLOT = '\u0000slot:';

/**
 * A filter's shape (which filters it has, how it searches) with a named stand-in for every value, and
 * those values: a listing statement is built and compiled once per shape and run with the values
 * bound, since building it with Kysely cost more than running it.
 */
function shapeOf(f: ItemFilter, after: ItemPosition | undefined) {
  const template: ItemFilter = { isNew: f.isNew, bestSeller: f.bestSeller, hasFloat: f.hasFloat, stattrak: f.stattrak, souvenir: f.souvenir, hasStickers: f.hasStickers };
  const values = new Map<unknown, unknown>();
  let key = `${f.isNew ? 'n' : ''}${f.bestSeller ? 'b' : ''}${f.hasFloat ? 'f' : ''}${f.stattrak ? 't' : ''}${f.souvenir ? 'v' : ''}${f.hasStickers ? 's' : ''}`;
  const stand = <K extends SlottedField>(name: K) => {
    if (f[name] === undefined) return;
    template[name] = `${SLOT}${name}` as ItemFilter[K];
    // A sticker is bound as its LIKE pattern (conditions() makes the pattern of the stand-in).
    if (name === 'sticker') values.set(likePattern(template.sticker!), likePattern(f.sticker!));
    else values.set(template[name], f[name]);
    key += ` ${name}`;
  };
  for (const name of SLOTTED_FIELDS) stand(name);
  if (f.search) {
    const text = `${SLOT}search`;
    values.set(likePattern(text), likePattern(f.search.text));
    const match = typeof f.search.match === 'string' ? `${SLOT}match` : f.search.match;
    if (typeof match === 'string') values.set(match, f.search.match);
    template.search = { text, match };
    key += ` search:${match === null ? 'none' : match === undefined ? 'like' : 'match'}`;
  }
  let position: ItemPosition | undefined;
  if (after) {
    position = { key: `${SLOT}key` as unknown as number, id: `${SLOT}id` as unknown as number };
    values.set(position.key, after.key);
    values.set(position.id, after.id);
    key += ' after';
  }
  return { key, template, values, after: position };
}

/**
 * A seek from `after` (an item of this very listing) already lies within the price bound it walks
 * towards: in descending order every later item costs at most after.price ≤ tillCents. Leaving that
 * bound out leaves the seek as the only one, so the planner cannot start the walk at tillCents instead.
 */
function withoutBoundBefore(f: ItemFilter, sort: ListingOrder): ItemFilter {
  if (sort === 'asc') return { ...f, fromCents: undefined };
  if (sort === 'desc') return { ...f, tillCents: undefined };
  return f;
}

/**
 * LIMIT and OFFSET are inlined, not bound: SQLite plans a statement for the LIMIT bound to it, so
 * rebinding one re-plans the statement on every run. Only validated page bounds are inlined (a page
 * size up to 100, an offset below ANCHOR_EVERY), so they make few statement texts.
 */
function pageBound(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a page bound: ${value}`);
  return sql.lit(value);
}

/** The position of the item `offset` items into `f` in `sort` order (undefined past the end). */
export async function findItemPositionAt(db: Kysely<Database>, f: ItemFilter, sort: ListingOrder, offset: number, searchVia: SearchVia): Promise<ItemPosition | undefined> {
  const { column, direction } = ORDERS[sort];
  const row = await filtered(db, f, searchVia, searchVia === 'scan' ? column : undefined)
    .select([`${column} as key`, 'id'])
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row && { key: Number(row.key), id: row.id };
}

/** The ids of every item matching `f` in ascending (`column`, id) order (for small match sets). */
export async function matchingItemIds(db: Kysely<Database>, f: ItemFilter, column: OrderColumn = 'price'): Promise<Int32Array> {
  const rows = await filtered(db, f).select('id').orderBy(column, 'asc').orderBy('id', 'asc').execute();
  return Int32Array.from(rows, (row) => row.id);
}

/** The items with these ids, in the order given. */
export async function findItemsByIds(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('items').select(LIST_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function countItems(db: Kysely<Database>, f: ItemFilter = {}): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The prices (EUR cents) of the items matching `f`, ascending, read in the order of the filter's
 * (keys, price, id) index; undefined when more than `max` match, so a caller never holds more.
 */
export async function itemPricesUpTo(db: Kysely<Database>, f: ItemFilter, max: number): Promise<Float64Array | undefined> {
  const rows = await filtered(db, f).select('price').orderBy('price').limit(max + 1).execute();
  if (rows.length > max) return undefined;
  const prices = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) prices[i] = Number(rows[i].price);
  return prices;
}

/**
 * Bumped by triggers on every insert, update and delete of items (see the catalogue-search migration).
 * Read on every listing request: with the site version, shared by the requests of one turn (dataVersions).
 */
export async function catalogueVersion(db: Kysely<Database>): Promise<number> {
  return (await dataVersions(db)).catalogue;
}

/** Every market name the catalogue lists (on sale or not), each once. */
export function distinctItemTitles(db: Kysely<Database>) {
  return db.selectFrom('items').select('title').distinct().execute();
}

export function findItemById(db: Kysely<Database>, id: number) {
  return db.selectFrom('items').select(LIST_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Up to `limit` items matching `f` (other than `excludeId`) whose prices are nearest to `price`. */
export async function findNearestByPrice(
  db: Kysely<Database>,
  f: ItemFilter,
  price: number,
  excludeId: number,
  limit: number,
) {
  const base = () => filtered(db, f).select(LIST_COLUMNS).where('id', '<>', excludeId).limit(limit);
  const [above, below] = await Promise.all([
    base().where('price', '>=', price).orderBy('price', 'asc').orderBy('id', 'asc').execute(),
    base().where('price', '<', price).orderBy('price', 'desc').orderBy('id', 'desc').execute(),
  ]);
  return [...above, ...below]
    .sort((a, b) => Math.abs(a.price - price) - Math.abs(b.price - price) || a.id - b.id)
    .slice(0, limit);
}

export type FilterColumn = 'type' | 'quality' | 'hero' | 'exterior' | 'class';

/**
 * The distinct values of a column within a game. Walks the (category, <column>_key) index one key at
 * a time (a loose index scan), so it costs a few seeks per distinct value instead of a table scan.
 */
export async function distinctItemValues(db: Kysely<Database>, column: FilterColumn, category: ItemCategory): Promise<string[]> {
  const key = sql.ref(`${column}_key`);
  const value = sql.ref(`i.${column}`);
  const { rows } = await sql<{ value: string | null }>`
    with recursive k(v) as (
      select min(${key}) from items where category = ${category} and status = 'available'
      union all
      select (select min(${key}) from items where category = ${category} and status = 'available' and ${key} > k.v) from k where k.v is not null
    )
    select (select ${value} from items i where i.category = ${category} and i.status = 'available' and ${sql.ref(`i.${column}_key`)} = k.v limit 1) as value
    from k where k.v is not null`.execute(db);
  return rows.map((row) => row.value).filter((v): v is string => v !== null);
}

/** A bot's item without its asset id given: the number in a Steam-style item_id ("730_4821190733"), else the item_id. */
const assetIdOf = (item: NewItem) => item.asset_id ?? (item.bot_name ? (/^(?:730|570)_(\d+)$/.exec(item.item_id)?.[1] ?? item.item_id) : null);

function toRow(item: NewItem): NewItemRow {
  return {
    ...item,
    sticker_names: stickerNamesKey(item.stickers),
    stattrak: item.title.includes('StatTrak™') ? 1 : 0,
    souvenir: item.title.includes('Souvenir ') ? 1 : 0,
    asset_id: assetIdOf(item),
    type_key: searchKey(item.type),
    quality_key: searchKey(item.quality),
    exterior_key: item.exterior ? searchKey(item.exterior) : null,
    hero_key: item.hero ? searchKey(item.hero) : null,
    class_key: searchKey(item.class),
    search_text: foldSearchText(item.title),
  };
}

/**
 * After bulk loads: refreshes planner statistics so listing queries pick the narrowest index, merges
 * the search index, and (PostgreSQL) marks pages all-visible so page ids come from index-only scans.
 */
export async function analyzeItems(db: Kysely<Database>): Promise<void> {
  await optimizeSearchIndex(db);
  if (dialectOf(db) === 'postgres') {
    await sql`vacuum analyze items`.execute(db);
    return;
  }
  await sql`analyze items`.execute(db);
  // Row counts only, no sampled values (see dropValueSamples in database.ts), reloaded at once.
  const { rows } = await sql`select 1 from sqlite_schema where name = 'sqlite_stat4'`.execute(db);
  if (rows.length === 0) return;
  await sql`delete from sqlite_stat4`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}

const INSERT_BATCH = 500;

/** Adds descriptions; one already there for its title and language is kept. */
export async function insertItemDescriptions(db: Kysely<Database>, rows: ItemDescriptionsTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto('item_descriptions')
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflict((conflict) => conflict.columns(['title', 'lang_id']).doNothing())
      .execute();
  }
}

/** The description of the item with this title in a language besides English, if the shop has one. */
export async function findItemDescription(db: Kysely<Database>, title: string, langId: number): Promise<string | undefined> {
  const row = await db.selectFrom('item_descriptions').select('description').where('title', '=', title).where('lang_id', '=', langId).executeTakeFirst();
  return row?.description;
}

/** Inserts items in batches (run it inside a transaction for speed); an item given no reference price gets its name's. */
export async function insertItems(db: Kysely<Database>, items: NewItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    const batch = items.slice(start, start + INSERT_BATCH);
    const unpriced = [...new Set(batch.filter((item) => item.reference_price === undefined).map((item) => item.title))];
    const references =
      unpriced.length === 0 ? new Map<string, number>() : new Map((await db.selectFrom('reference_prices').select(['title', 'price_cents']).where('title', 'in', unpriced).execute()).map((row) => [row.title, Number(row.price_cents)]));
    const rows = batch.map((item) => toRow(item.reference_price === undefined ? { ...item, reference_price: references.get(item.title) ?? null } : item));
    await db.insertInto('items').values(rows).execute();
  }
}

/** A bot's items, whatever their status, as a stock sync compares them with its inventory. */
export function itemsOfBot(tx: Kysely<Database>, botName: string) {
  return tx.selectFrom('items').select(['id', 'asset_id', 'status', 'gone_at', 'tradable_after', 'float_value', 'paint_seed', 'stickers']).where('bot_name', '=', botName).execute();
}

/** Takes one item off sale (its asset left the shop's reach). */
export async function markItemGone(tx: Kysely<Database>, id: number, now: number): Promise<void> {
  await tx.updateTable('items').set({ status: 'sold', gone_at: now }).where('id', '=', id).execute();
}

/** Puts the items back on sale (a refund or a cancelled order gave them back). */
export async function markItemsAvailable(tx: Kysely<Database>, itemIds: number[]): Promise<void> {
  if (itemIds.length > 0) await tx.updateTable('items').set({ status: 'available' }).where('id', 'in', itemIds).execute();
}

/** Takes off sale the bot's listed items of these assets (a received skin still under trade protection). */
export async function unlistBotAssets(tx: Kysely<Database>, botName: string, assetIds: string[], now: number): Promise<void> {
  await lockCatalogue(tx); // before the items, as a purchase takes them
  await tx.updateTable('items').set({ status: 'sold', gone_at: now }).where('bot_name', '=', botName).where('asset_id', 'in', assetIds).where('status', '=', 'available').execute();
}

/** Takes the items off sale (call it with at most a batch of ids). */
export async function markItemsGone(tx: Kysely<Database>, ids: number[], now: number): Promise<void> {
  await tx.updateTable('items').set({ status: 'sold', gone_at: now }).where('id', 'in', ids).execute();
}

export async function updateItem(tx: Kysely<Database>, id: number, change: Updateable<ItemsTable>): Promise<void> {
  await tx.updateTable('items').set(change).where('id', '=', id).execute();
}

/** The shop's last copy of a market name: what a new copy of it is listed as. */
export function latestCopyOf(tx: Kysely<Database>, title: string) {
  return tx
    .selectFrom('items')
    .select(['category', 'type', 'quality', 'exterior', 'hero', 'class', 'price', 'description'])
    .where('title', '=', title)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Takes off sale what bots other than `botNames` hold; how many. */
export async function unlistItemsOfOtherBots(tx: Kysely<Database>, botNames: string[], now: number): Promise<number> {
  const result = await tx
    .updateTable('items')
    .set({ status: 'sold', gone_at: now })
    .where('status', '=', 'available')
    .where('bot_name', 'is not', null)
    .where('bot_name', 'not in', botNames)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many items on sale each of the bots holds (a bot with none is left out). */
export async function availableItemsByBot(db: Kysely<Database>, botNames: readonly string[]): Promise<Map<string | null, number>> {
  const rows = await db
    .selectFrom('items')
    .select(['bot_name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bot_name', 'in', [...botNames])
    .where('status', '=', 'available')
    .groupBy('bot_name')
    .execute();
  return new Map(rows.map((row) => [row.bot_name, Number(row.n)]));
}

/** What a bot holds (every status), as the sandbox bot reads its own inventory. */
export function itemsHeldByBot(db: Kysely<Database>, botName: string) {
  return db
    .selectFrom('items')
    .select(['category', 'asset_id', 'class_id', 'instance_id', 'title', 'tradable_after', 'float_value', 'paint_seed', 'stickers'])
    .where('bot_name', '=', botName)
    .execute();
}

/** The first `limit` distinct names (and games) a bot holds, by name, each with its lowest item id. */
export function firstNamesHeldByBot(db: Kysely<Database>, botName: string, limit: number) {
  return db
    .selectFrom('items')
    .select((eb) => [eb.fn.min('id').as('id'), 'title', 'category'])
    .where('bot_name', '=', botName)
    .groupBy(['title', 'category'])
    .orderBy('title')
    .limit(limit)
    .execute();
}

/** The price of each name's latest copy (the item with the highest id of that name). */
export function latestCopyPrices(db: Kysely<Database>, titles: string[]) {
  return db
    .selectFrom('items as i')
    .select(['i.title', 'i.price'])
    .where('i.title', 'in', titles)
    .where('i.id', 'in', (eb) => eb.selectFrom('items as j').select((s) => s.fn.max('j.id').as('id')).where('j.title', 'in', titles).groupBy('j.title'))
    .execute();
}
