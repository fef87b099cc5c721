import type { CompiledQuery, Kysely } from 'kysely';
import { keepPrepared, type Database } from '../db/database';

/** The versions of what every visitor sees: the catalogue (items) and the site (reference data, see the site-version migration). */
export interface DataVersions {
  catalogue: number;
  site: number;
}

/** Each statement built and compiled once per database handle: they run on (nearly) every request. */
function compiledOnce<R>(build: (db: Kysely<Database>) => CompiledQuery<R>): (db: Kysely<Database>) => CompiledQuery<R> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return (db) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db);
      keepPrepared(query.sql);
      compiled.set(db, query);
    }
    return query;
  };
}

const siteVersionQuery = compiledOnce((db) => db.selectFrom('site_version').select('version').where('id', '=', 1).compile());

const bothVersionsQuery = compiledOnce((db) =>
  db
    .selectNoFrom((eb) => [
      eb.selectFrom('catalogue_version').select('version').where('id', '=', 1).$asScalar().as('catalogue'),
      eb.selectFrom('site_version').select('version').where('id', '=', 1).$asScalar().as('site'),
    ])
    .compile(),
);

/** Bumped by triggers on every change of the reference data, by any process. */
export async function siteVersion(db: Kysely<Database>): Promise<number> {
  const [row] = (await db.executeQuery(siteVersionQuery(db))).rows;
  if (!row) throw new Error('site_version has no row');
  return Number(row.version);
}

/** Both versions in one statement (one round trip, one snapshot). */
export async function dataVersions(db: Kysely<Database>): Promise<DataVersions> {
  const [row] = (await db.executeQuery(bothVersionsQuery(db))).rows;
  if (!row || row.catalogue === null || row.site === null) throw new Error('catalogue_version or site_version has no row');
  return { catalogue: Number(row.catalogue), site: Number(row.site) };
}
