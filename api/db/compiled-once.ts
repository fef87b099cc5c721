import type { CompiledQuery, Kysely } from 'kysely';
import { keepPrepared, type Database } from './database';

/**
 * A statement built and compiled once per database handle (and kept prepared on PostgreSQL), for those
 * that run on (nearly) every request. One with values to fill per run is built with stand-ins for them
 * (withValues).
 */
export function compiledOnce<R>(build: (db: Kysely<Database>) => CompiledQuery<R>): (db: Kysely<Database>) => CompiledQuery<R> {
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

/** The statement with each stand-in (a key of `values`) replaced by its value. */
export function withValues<R>(statement: CompiledQuery<R>, values: Map<unknown, unknown>): CompiledQuery<R> {
  const parameters = statement.parameters.map((parameter) => (values.has(parameter) ? values.get(parameter) : parameter));
  return { ...statement, parameters };
}
