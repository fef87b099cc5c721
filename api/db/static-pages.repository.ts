import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { StaticPagesTable } from './static-pages.table';

export function listStaticPages(db: Kysely<Database>) {
  return db.selectFrom('static_pages').select(['id', 'title', 'slug']).orderBy('position').orderBy('id').execute();
}

export function findStaticPage(db: Kysely<Database>, by: { id: number } | { slug: string }) {
  const query = db.selectFrom('static_pages').select(['id', 'title', 'slug', 'header', 'content']);
  return ('id' in by ? query.where('id', '=', by.id) : query.where('slug', '=', by.slug)).executeTakeFirst();
}

export async function upsertStaticPages(db: Kysely<Database>, rows: StaticPagesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('static_pages')
    .values(rows)
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
