import { mkdirSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config';
import type { CatalogueVersionTable } from './catalogue-version.table';
import type { CountriesTable } from './countries.table';
import type { CurrenciesTable } from './currencies.table';
import type { ItemsTable } from './items.table';
import type { LanguagesTable, LocalizationsTable } from './languages.table';
import type { SettingsTable } from './settings.table';
import type { SocialLinksTable } from './social-links.table';
import type { StaticPageTextsTable, StaticPagesTable } from './static-pages.table';
import type { JobsTable } from '../jobs/jobs.table';
import type { CartItemsTable, OrderLinesTable, OrdersTable } from './orders.table';
import type { DepositsTable, PaymentEventsTable } from './deposits.table';
import type { OffersTable, PayoutsTable } from './offers.table';
import type {
  BalanceLedgerTable,
  SessionsTable,
  TwoFactorChallengesTable,
  UsersTable,
  UserTokensTable,
} from './users.table';

export interface Database {
  currencies: CurrenciesTable;
  languages: LanguagesTable;
  localizations: LocalizationsTable;
  countries: CountriesTable;
  static_pages: StaticPagesTable;
  static_page_texts: StaticPageTextsTable;
  social_links: SocialLinksTable;
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  balance_ledger: BalanceLedgerTable;
  user_tokens: UserTokensTable;
  two_factor_challenges: TwoFactorChallengesTable;
  jobs: JobsTable;
  items: ItemsTable;
  catalogue_version: CatalogueVersionTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  deposits: DepositsTable;
  payment_events: PaymentEventsTable;
  offers: OffersTable;
  payouts: PayoutsTable;
}

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export function createDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'sqliteFile'>): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, types: { getTypeParser } });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('mmap_size = 268435456');
  dropValueSamples(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite' };
}

// int8 (counts, unix seconds in bigint columns) as numbers; every value we store fits in 2^53.
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === pg.types.builtins.INT8) return (value: string) => Number.parseInt(value, 10);
  return pg.types.getTypeParser(oid, format);
}

/**
 * Keeps ANALYZE's per-index row counts (sqlite_stat1) but drops its sampled key values (sqlite_stat4).
 * With samples, SQLite plans a statement for the values bound to it: every run that binds a filter
 * value the planner looked at (a category, a price range) re-plans the statement, which cost ~35 µs of
 * a ~40 µs listing query. Without them a statement keeps its plan and the listing's indexes still win
 * on the row counts. ANALYZE and PRAGMA optimize write samples again, so this runs after them too.
 */
export function dropValueSamples(sqlite: SqliteDatabase.Database): void {
  const hasSamples = sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get() !== undefined;
  if (!hasSamples || sqlite.prepare('select 1 from sqlite_stat4 limit 1').get() === undefined) return;
  sqlite.exec('delete from sqlite_stat4; analyze sqlite_schema');
}

const STATEMENT_CACHE_SIZE = 500;

/** Kysely prepares every query anew; reusing prepared statements by SQL text saves the parse. */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.pragma('optimize');
      dropValueSamples(sqlite);
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement || statement.busy) {
        const fresh = sqlite.prepare(sql);
        if (!statement) {
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          cache.set(sql, fresh);
        }
        statement = fresh;
      }
      return statement;
    },
  };
}
