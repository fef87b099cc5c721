import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findStaticPage, listStaticPages } from './static-pages.repository';
import { ENGLISH_ID } from '../db/seed-data/languages';
import { notFound } from '../http/api-error';
import { servedPageHtml } from '../lib/page-html';

export const PAGE_NOT_FOUND = 'Page not found';

export function createStaticPagesService(db: Kysely<Database>) {
  return {
    /** Titles in the language (English where it has none); slugs are the same in every language. */
    list: (langId: number = ENGLISH_ID) => listStaticPages(db, langId),

    /** By numeric id, or by slug (e.g. "cookie-policy"). */
    async get(idOrSlug: string, langId: number = ENGLISH_ID) {
      const key = idOrSlug.trim().toLowerCase();
      const by = /^\d{1,9}$/.test(key) ? { id: Number(key) } : { slug: key };
      const page = await findStaticPage(db, by, langId);
      if (!page) throw notFound(PAGE_NOT_FOUND);
      return { ...page, header: servedPageHtml(page.header), content: servedPageHtml(page.content) };
    },
  };
}

export type StaticPagesService = ReturnType<typeof createStaticPagesService>;
