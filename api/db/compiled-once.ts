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

/** Statements kept per database handle by compiledByKey; past it the oldest goes. */
const KEYED_STATEMENTS_KEPT = 2_000;
const keyedStatements = new WeakMap<Kysely<Database>, Map<string, CompiledQuery<unknown>>>();

/**
 * The statement of one shape of a query (a listing's filters and page, say) by `key`, compiled on first
 * use and kept (prepared on PostgreSQL too), for queries with more shapes than compiledOnce can name.
 */
export function compiledByKey<R>(db: Kysely<Database>, key: string, compile: () => CompiledQuery<R>): CompiledQuery<R> {
  let byKey = keyedStatements.get(db);
  if (!byKey) keyedStatements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as CompiledQuery<R> | undefined;
  if (!statement) {
    statement = compile();
    keepPrepared(statement.sql);
    if (byKey.size >= KEYED_STATEMENTS_KEPT) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, statement);
  }
  return statement;
}
