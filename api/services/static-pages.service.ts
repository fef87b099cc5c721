import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findStaticPage, listStaticPages } from '../db/static-pages.repository';
import { notFound } from '../http/api-error';

export const PAGE_NOT_FOUND = 'Page not found';

export function createStaticPagesService(db: Kysely<Database>) {
  return {
    list: () => listStaticPages(db),

    /** By numeric id, or by slug (e.g. "cookie-policy"). */
    async get(idOrSlug: string) {
      const key = idOrSlug.trim().toLowerCase();
      const by = /^\d{1,9}$/.test(key) ? { id: Number(key) } : { slug: key };
      const page = await findStaticPage(db, by);
      if (!page) throw notFound(PAGE_NOT_FOUND);
      return page;
    },
  };
}

export type StaticPagesService = ReturnType<typeof createStaticPagesService>;
