import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import type { SocialLinksTable } from '../reference-data/social-links.table';

/** Every static page with its English text (the page's own row), in the shop's order. */
export function allStaticPages(db: Kysely<Database>) {
  return db.selectFrom('static_pages').selectAll().orderBy('position').orderBy('id').execute();
}

/** Every page's text in the other languages. */
export function allStaticPageTexts(db: Kysely<Database>) {
  return db.selectFrom('static_page_texts').selectAll().orderBy('lang_id').execute();
}

export function socialLinksWithPosition(db: Kysely<Database>) {
  return db.selectFrom('social_links').select(['id', 'name', 'url', 'icon', 'position']).orderBy('position').orderBy('id').execute();
}

export function languageChoices(db: Kysely<Database>) {
  return db.selectFrom('languages').select(['id', 'code', 'title']).orderBy('position').execute();
}

export function findStaticPageBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('static_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** A page's own text in a language other than English; undefined when it has none yet. */
export function findStaticPageText(db: Kysely<Database>, pageId: number, langId: number) {
  return db.selectFrom('static_page_texts').select(['title', 'header', 'content']).where('page_id', '=', pageId).where('lang_id', '=', langId).executeTakeFirst();
}

/** The social links as the audit row keeps them, in order. */
export function socialLinkTexts(db: Kysely<Database>) {
  return db.selectFrom('social_links').select(['name', 'url', 'icon']).orderBy('position').orderBy('id').execute();
}

/** Replaces every social link with `rows`. */
export async function replaceSocialLinks(tx: Tx, rows: SocialLinksTable[]): Promise<void> {
  await tx.deleteFrom('social_links').execute();
  if (rows.length > 0) await tx.insertInto('social_links').values(rows).execute();
}
