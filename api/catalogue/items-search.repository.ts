import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';

/**
 * A title search in storage terms. `text` is the folded search (search-fold.ts), found as a substring
 * of the folded title (`search_text like '%text%'`, LIKE metacharacters literal). On SQLite `match` is the FTS5 query that
 * finds the same rows through the trigram index, or null when no title can contain `text`.
 */
export interface ItemSearch {
  text: string;
  match?: string | null;
}

/** How a listing reads a search: through the search index, or as a filter on the rows it walks in price order. */
export type SearchVia = 'index' | 'scan';

const TRIGRAM = 3;
/** One past the largest code point: the upper bound of every term that starts with a prefix. */
const AFTER_ALL = String.fromCodePoint(0x10ffff);

export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, '!$&')}%`;
}

const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Resolves a search for the database. SQLite: a phrase of its trigrams when it has three characters
 * or more; a shorter one is any indexed trigram that starts with it (every title is indexed with two
 * trailing spaces, so each occurrence starts a trigram), read from the FTS5 vocabulary.
 */
export async function resolveSearch(db: Kysely<Database>, text: string): Promise<ItemSearch> {
  if (dialectOf(db) === 'postgres') return { text };
  if ([...text].length >= TRIGRAM) return { text, match: phrase(text) };
  const { rows } = await sql<{ term: string }>`
    select term from items_search_terms where term >= ${text} and term < ${text + AFTER_ALL}`.execute(db);
  return { text, match: rows.length === 0 ? null : rows.map((row) => phrase(row.term)).join(' OR ') };
}

export function searchCondition(
  eb: ExpressionBuilder<Database, 'items'>,
  search: ItemSearch,
  via: SearchVia,
): Expression<SqlBool> {
  if (search.match === null) return sql<SqlBool>`1 = 0`;
  if (search.match === undefined || via === 'scan') {
    return sql<SqlBool>`${eb.ref('search_text')} like ${likePattern(search.text)} escape '!'`;
  }
  return sql<SqlBool>`${eb.ref('id')} in (select rowid from items_search where items_search match ${search.match})`;
}

/** Folds the search index's segments together after a bulk load (SQLite; PostgreSQL's GIN needs nothing). */
export async function optimizeSearchIndex(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`insert into items_search (items_search) values ('optimize')`.execute(db);
}

/** A CS2 title's exterior suffix: the market name customers search for is the title without it. */
const EXTERIOR_SUFFIX = / \((?:Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/;

/** The distinct market names on sale (of one game when given), without exteriors, for search suggestions. */
export async function marketNamesOnSale(db: Kysely<Database>, category: 'cs2' | 'dota2' | undefined): Promise<string[]> {
  let query = db.selectFrom('items').select('title').distinct().where('status', '=', 'available');
  if (category !== undefined) query = query.where('category', '=', category);
  const rows = await query.execute();
  return [...new Set(rows.map((row) => row.title.replace(EXTERIOR_SUFFIX, '')))];
}
