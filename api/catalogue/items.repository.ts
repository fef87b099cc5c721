import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { keepPrepared, type Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { likePattern, optimizeSearchIndex, searchCondition, type ItemSearch, type SearchVia } from './items-search.repository';
import type { ItemCategory, ItemDescriptionsTable, NewItem, NewItemRow } from './items.table';

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
}

export type SortDirection = 'asc' | 'desc';

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
] as const;

export type ItemListRow = Awaited<ReturnType<typeof findItemById>> & object;

/** An item as carts and orders read it: the listing columns (its trade lock among them) plus its sale status. */
export function findItemWithStatus(db: Kysely<Database>, id: number) {
  return db.selectFrom('items').select([...LIST_COLUMNS, 'status']).where('id', '=', id).executeTakeFirst();
}

/** What Steam's inventory says of one copy (CS2 wear, pattern seed, stickers as JSON): the detail alone shows it. */
export function findItemAssetDetails(db: Kysely<Database>, id: number) {
  return db.selectFrom('items').select(['float_value', 'paint_seed', 'stickers']).where('id', '=', id).executeTakeFirst();
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
function flagSet(eb: ExpressionBuilder<Database, 'items'>, column: 'is_new' | 'best_seller', sqlite: boolean): Expression<SqlBool> {
  return sqlite ? sql<SqlBool>`likelihood(${eb.ref(column)} = 1, 0.1)` : sql<SqlBool>`${eb.ref(column)} = 1`;
}

function conditions(eb: ExpressionBuilder<Database, 'items'>, f: ItemFilter, via: SearchVia, sqlite: boolean): Expression<SqlBool>[] {
  // A literal, so both databases match the partial listing indexes (`where status = 'available'`).
  const list: Expression<SqlBool>[] = [sql<SqlBool>`${eb.ref('status')} = 'available'`];
  if (f.category !== undefined) list.push(eb('category', '=', f.category));
  if (f.typeKey !== undefined) list.push(eb('type_key', '=', f.typeKey));
  if (f.qualityKey !== undefined) list.push(eb('quality_key', '=', f.qualityKey));
  if (f.heroKey !== undefined) list.push(eb('hero_key', '=', f.heroKey));
  if (f.exteriorKey !== undefined) list.push(eb('exterior_key', '=', f.exteriorKey));
  if (f.classKey !== undefined) list.push(eb('class_key', '=', f.classKey));
  if (f.isNew) list.push(flagSet(eb, 'is_new', sqlite));
  if (f.bestSeller) list.push(flagSet(eb, 'best_seller', sqlite));
  if (f.fromCents !== undefined) list.push(eb('price', '>=', f.fromCents));
  if (f.tillCents !== undefined) list.push(eb('price', '<=', f.tillCents));
  if (f.search !== undefined) list.push(searchCondition(eb, f.search, via));
  return list;
}

function filtered(db: Kysely<Database>, f: ItemFilter, via: SearchVia = 'index') {
  const sqlite = dialectOf(db) === 'sqlite';
  return db.selectFrom('items').where((eb) => eb.and(conditions(eb, f, via, sqlite)));
}

/** Where an item stands in price order: the key a page can start after instead of skipping rows. */
export interface ItemPosition {
  price: number;
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
  const statement = statementFor(db, `ids ${shape.key} ${pageKey(page)}`, () => pageIdsQuery(db, shape, page).compile());
  const { rows } = await db.executeQuery(withValues(statement, shape.values));
  return rows.map((row) => row.id);
}

/**
 * PostgreSQL: the catalogue version and a page's ids (as listItemIds) in one statement, so one round
 * trip. Both come from the statement's one snapshot: the ids are those of that version's catalogue.
 */
export async function listItemIdsWithVersion(db: Kysely<Database>, f: ItemFilter, page: PageOfIds): Promise<{ version: number; ids: number[] }> {
  const shape = shapeOf(page.after ? withoutBoundBefore(f, page.sort) : f, page.after);
  const statement = statementFor(db, `version+ids ${shape.key} ${pageKey(page)}`, () =>
    db
      .selectNoFrom((eb) => [
        eb.selectFrom('catalogue_version').select('version').where('id', '=', 1).$asScalar().as('version'),
        sql<number[]>`array(${pageIdsQuery(db, shape, page)})`.as('ids'),
      ])
      .compile(),
  );
  const [row] = (await db.executeQuery(withValues(statement, shape.values))).rows;
  if (!row || row.version === null) throw new Error('catalogue_version has no row');
  return { version: Number(row.version), ids: row.ids };
}

export interface PageOfIds {
  sort: SortDirection;
  offset: number;
  limit: number;
  searchVia: SearchVia;
  after?: ItemPosition;
}

const pageKey = (page: PageOfIds) => `${page.sort} ${page.searchVia} ${page.limit} ${page.offset}`;

function pageIdsQuery(db: Kysely<Database>, shape: ReturnType<typeof shapeOf>, page: PageOfIds) {
  const { sort } = page;
  return filtered(db, shape.template, page.searchVia)
    .$if(shape.after !== undefined, (query) =>
      query.where((eb) => eb(eb.refTuple('price', 'id'), sort === 'asc' ? '>' : '<', eb.tuple(shape.after!.price, shape.after!.id))),
    )
    .select('id')
    .orderBy('price', sort)
    .orderBy('id', sort)
    .limit(pageBound(page.limit))
    .offset(pageBound(page.offset));
}

/** Marks a stand-in for a value in a statement built once per shape (never a real filter value: NUL). */
const SLOT = '\u0000slot:';

/**
 * A filter's shape (which filters it has, how it searches) with a named stand-in for every value, and
 * those values: a listing statement is built and compiled once per shape and run with the values
 * bound, since building it with Kysely cost more than running it.
 */
function shapeOf(f: ItemFilter, after: ItemPosition | undefined) {
  const template: ItemFilter = { isNew: f.isNew, bestSeller: f.bestSeller };
  const values = new Map<unknown, unknown>();
  let key = `${f.isNew ? 'n' : ''}${f.bestSeller ? 'b' : ''}`;
  const stand = <K extends 'category' | 'typeKey' | 'qualityKey' | 'heroKey' | 'exteriorKey' | 'classKey' | 'fromCents' | 'tillCents'>(name: K) => {
    if (f[name] === undefined) return;
    template[name] = `${SLOT}${name}` as ItemFilter[K];
    values.set(template[name], f[name]);
    key += ` ${name}`;
  };
  for (const name of ['category', 'typeKey', 'qualityKey', 'heroKey', 'exteriorKey', 'classKey', 'fromCents', 'tillCents'] as const) stand(name);
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
    position = { price: `${SLOT}price` as unknown as number, id: `${SLOT}id` as unknown as number };
    values.set(position.price, after.price);
    values.set(position.id, after.id);
    key += ' after';
  }
  return { key, template, values, after: position };
}

const STATEMENTS_KEPT = 2_000;
const statements = new WeakMap<Kysely<Database>, Map<string, CompiledQuery<unknown>>>();

function statementFor<R>(db: Kysely<Database>, key: string, compile: () => CompiledQuery<R>): CompiledQuery<R> {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as CompiledQuery<R> | undefined;
  if (!statement) {
    statement = compile();
    keepPrepared(statement.sql);
    if (byKey.size >= STATEMENTS_KEPT) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, statement);
  }
  return statement;
}

/** The statement with each stand-in replaced by its value. */
function withValues<R>(statement: CompiledQuery<R>, values: Map<unknown, unknown>): CompiledQuery<R> {
  const parameters = statement.parameters.map((parameter) => (values.has(parameter) ? values.get(parameter) : parameter));
  return { ...statement, parameters };
}

/**
 * A seek from `after` (an item of this very listing) already lies within the price bound it walks
 * towards: in descending order every later item costs at most after.price ≤ tillCents. Leaving that
 * bound out leaves the seek as the only one, so the planner cannot start the walk at tillCents instead.
 */
function withoutBoundBefore(f: ItemFilter, sort: SortDirection): ItemFilter {
  return sort === 'asc' ? { ...f, fromCents: undefined } : { ...f, tillCents: undefined };
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
export function findItemPositionAt(db: Kysely<Database>, f: ItemFilter, sort: SortDirection, offset: number, searchVia: SearchVia) {
  return filtered(db, f, searchVia)
    .select(['price', 'id'])
    .orderBy('price', sort)
    .orderBy('id', sort)
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
}

/** The ids of every item matching `f` in ascending (price, id) order (for small match sets). */
export async function matchingItemIds(db: Kysely<Database>, f: ItemFilter): Promise<Int32Array> {
  const rows = await filtered(db, f).select('id').orderBy('price', 'asc').orderBy('id', 'asc').execute();
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

const versionQueries = new WeakMap<Kysely<Database>, CompiledQuery<{ version: number }>>();

/**
 * Bumped by triggers on every insert, update and delete of items (see the catalogue-search migration).
 * Read on every listing request, so the query is built and compiled once per database handle.
 */
export async function catalogueVersion(db: Kysely<Database>): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom('catalogue_version').select('version').where('id', '=', 1).compile();
    keepPrepared(query.sql);
    versionQueries.set(db, query);
  }
  const [row] = (await db.executeQuery(query)).rows;
  if (!row) throw new Error('catalogue_version has no row');
  return Number(row.version);
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
    asset_id: assetIdOf(item),
    type_key: searchKey(item.type),
    quality_key: searchKey(item.quality),
    exterior_key: item.exterior ? searchKey(item.exterior) : null,
    hero_key: item.hero ? searchKey(item.hero) : null,
    class_key: searchKey(item.class),
    search_text: searchKey(item.title),
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

/** Inserts items in batches (run it inside a transaction for speed). */
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

export async function insertItems(db: Kysely<Database>, items: NewItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    await db.insertInto('items').values(items.slice(start, start + INSERT_BATCH).map(toRow)).execute();
  }
}
