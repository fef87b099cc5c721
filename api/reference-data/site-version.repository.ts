import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/database';
import { sharedReads } from '../lib/shared-reads';

/** The versions of what every visitor sees: the catalogue (items) and the site (reference data, see the site-version migration). */
export interface DataVersions {
  catalogue: number;
  site: number;
}

const bothVersionsQuery = compiledOnce((db) =>
  db
    .selectNoFrom((eb) => [
      eb.selectFrom('catalogue_version').select('version').where('id', '=', 1).$asScalar().as('catalogue'),
      eb.selectFrom('site_version').select('version').where('id', '=', 1).$asScalar().as('site'),
    ])
    .compile(),
);

/** Both versions in one statement (one round trip, one snapshot). */
async function readDataVersions(db: Kysely<Database>): Promise<DataVersions> {
  const [row] = (await db.executeQuery(bothVersionsQuery(db))).rows;
  if (!row || row.catalogue === null || row.site === null) throw new Error('catalogue_version or site_version has no row');
  return { catalogue: Number(row.catalogue), site: Number(row.site) };
}

const sharedPerDatabase = new WeakMap<Kysely<Database>, () => Promise<DataVersions>>();

/**
 * The catalogue and site versions, bumped by triggers on every change, by any process. Read on nearly
 * every request (each shared page, each start-up): the requests of one turn of the event loop, and
 * those that come while a read runs, share reads (sharedReads), and each still gets versions read
 * after it asked.
 */
export function dataVersions(db: Kysely<Database>): Promise<DataVersions> {
  let read = sharedPerDatabase.get(db);
  if (!read) {
    read = sharedReads(() => readDataVersions(db));
    sharedPerDatabase.set(db, read);
  }
  return read();
}

/** The site version: what every change of the reference data bumps (see the site-version migration). */
export async function siteVersion(db: Kysely<Database>): Promise<number> {
  return (await dataVersions(db)).site;
}
