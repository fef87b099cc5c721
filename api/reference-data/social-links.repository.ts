import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { SocialLinksTable } from './social-links.table';

export function listSocialLinks(db: Kysely<Database>) {
  return db.selectFrom('social_links').select(['id', 'name', 'url', 'icon']).orderBy('position').orderBy('id').execute();
}

export async function upsertSocialLinks(db: Kysely<Database>, rows: SocialLinksTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('social_links')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        url: eb.ref('excluded.url'),
        icon: eb.ref('excluded.icon'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}
