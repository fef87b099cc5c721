import type { Kysely } from 'kysely';
import { sanitizePageHtml } from '../lib/page-html';
import type { Database } from '../db/database';
import type { StaticPageTextsTable, StaticPagesTable } from './static-pages.table';

// The language's own text where it has one, else the English text of static_pages.
function withTexts(db: Kysely<Database>, langId: number) {
  return db
    .selectFrom('static_pages as p')
    .leftJoin('static_page_texts as t', (join) => join.onRef('t.page_id', '=', 'p.id').on('t.lang_id', '=', langId));
}

export function listStaticPages(db: Kysely<Database>, langId: number) {
  return withTexts(db, langId)
    .select((eb) => ['p.id', eb.fn.coalesce('t.title', 'p.title').as('title'), 'p.slug'])
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}

export function findStaticPage(db: Kysely<Database>, by: { id: number } | { slug: string }, langId: number) {
  const query = withTexts(db, langId).select((eb) => [
    'p.id',
    eb.fn.coalesce('t.title', 'p.title').as('title'),
    'p.slug',
    eb.fn.coalesce('t.header', 'p.header').as('header'),
    eb.fn.coalesce('t.content', 'p.content').as('content'),
  ]);
  return ('id' in by ? query.where('p.id', '=', by.id) : query.where('p.slug', '=', by.slug)).executeTakeFirst();
}

// The only two writers of page HTML: whoever calls them (seed, operator tools), the HTML stored is
// sanitized here, so nothing can reach the browser's innerHTML unsanitized.

export async function upsertStaticPages(db: Kysely<Database>, rows: StaticPagesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('static_pages')
    .values(rows.map((row) => ({ ...row, header: sanitizePageHtml(row.header), content: sanitizePageHtml(row.content) })))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        slug: eb.ref('excluded.slug'),
        title: eb.ref('excluded.title'),
        header: eb.ref('excluded.header'),
        content: eb.ref('excluded.content'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}

export async function upsertStaticPageTexts(db: Kysely<Database>, rows: StaticPageTextsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('static_page_texts')
    .values(rows.map((row) => ({ ...row, header: sanitizePageHtml(row.header), content: sanitizePageHtml(row.content) })))
    .onConflict((oc) =>
      oc.columns(['page_id', 'lang_id']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        header: eb.ref('excluded.header'),
        content: eb.ref('excluded.content'),
      })),
    )
    .execute();
}
