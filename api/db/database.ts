import { mkdirSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config';
import { raisedByDatabase } from './database-unavailable';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import type { CatalogueVersionTable } from '../catalogue/catalogue-version.table';
import type { CountriesTable } from '../reference-data/countries.table';
import type { CurrenciesTable } from '../reference-data/currencies.table';
import type { ItemDescriptionsTable, ItemPricesTable, ItemsTable, PriceHistoryTable, ReferencePricesTable } from '../catalogue/items.table';
import type { TradeOfferItemsTable, TradeOffersTable } from '../deliveries/trade-offers.table';
import type { SandboxTradeOffersTable } from '../trade/sandbox/sandbox-offers.table';
import type { LanguagesTable, LocalizationsTable } from '../reference-data/languages.table';
import type { SettingsTable } from '../reference-data/settings.table';
import type { SiteVersionTable } from '../reference-data/site-version.table';
import type { SocialLinksTable } from '../reference-data/social-links.table';
import type { StaticPageTextsTable, StaticPagesTable } from '../reference-data/static-pages.table';
import type { JobsTable } from '../jobs/jobs.table';
import type { SentEmailsTable } from '../mail/sent-emails.table';
import type { CartItemsTable, OrderLinesTable, OrdersTable } from '../orders/orders.table';
import type { DepositRefundsTable, DepositsTable, DisputesTable, PaymentEventsTable } from '../deposits/deposits.table';
import type { OfferTradesTable, OffersTable, PayoutsTable } from '../offers/offers.table';
import type { PriceAlertsTable } from '../price-alerts/price-alerts.table';
import type {
  ApprovalsTable,
  AuditLogTable,
  CustomerHoldsTable,
  CustomerSignInsTable,
  StaffRecoveryCodesTable,
  StaffRolesTable,
  StaffSessionsTable,
  StaffSignInsTable,
  StaffTable,
} from '../admin/admin.tables';
import type { AccountChangesTable } from '../changes/account-changes.table';
import type { StuckWorkTable } from '../sweeper/stuck-work.table';
import type { CustomerNotesTable } from '../admin/console-notes.table';
import type {
  BalanceLedgerTable,
  SessionsTable,
  TwoFactorChallengesTable,
  UsersTable,
  UserTokensTable,
} from '../accounts/users.table';

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
  sent_emails: SentEmailsTable;
  items: ItemsTable;
  item_descriptions: ItemDescriptionsTable;
  catalogue_version: CatalogueVersionTable;
  site_version: SiteVersionTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  deposits: DepositsTable;
  payment_events: PaymentEventsTable;
  disputes: DisputesTable;
  deposit_refunds: DepositRefundsTable;
  offers: OffersTable;
  payouts: PayoutsTable;
  offer_trades: OfferTradesTable;
  item_prices: ItemPricesTable;
  reference_prices: ReferencePricesTable;
  price_history: PriceHistoryTable;
  trade_offers: TradeOffersTable;
  trade_offer_items: TradeOfferItemsTable;
  sandbox_trade_offers: SandboxTradeOffersTable;
  price_alerts: PriceAlertsTable;
  /** SQLite only (PostgreSQL announces changes by NOTIFY). */
  stuck_work: StuckWorkTable;
  account_changes: AccountChangesTable;
  staff_roles: StaffRolesTable;
  staff: StaffTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_ins: StaffSignInsTable;
  customer_sign_ins: CustomerSignInsTable;
  customer_holds: CustomerHoldsTable;
  approvals: ApprovalsTable;
  audit_log: AuditLogTable;
  customer_notes: CustomerNotesTable;
}

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Connections of one process's pool on PostgreSQL. */
export const POOL_SIZE = 10;
/** How long a request waits for a PostgreSQL connection (all in use, or the server away) before its 503. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * `onConnectionError` hears each connection the database dropped (a restart, a failover,
 * `pg_terminate_backend`, an idle timeout). The pool forgets that connection and makes new ones as
 * requests ask, so the process lives on; the requests that were using it fail (503, see
 * database-unavailable.ts). Without a listener pg would raise the error on the process and end it.
 */
export function createDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'sqliteFile'>,
  onConnectionError: (error: Error) => void = () => {},
): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      types: { getTypeParser },
    });
    pool.on('error', onConnectionError); // an idle connection dropped
    pool.on('connect', (client) => {
      client.on('error', onConnectionError); // a connection in use dropped between its queries
      runKeptStatementsPrepared(client);
    });
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    pool.connect = (() => connect().catch((error: unknown) => Promise.reject(raisedByDatabase(error)))) as typeof pool.connect;
    return { db: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) }), dialect: 'postgres' };
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

const KEPT_STATEMENTS = 200;
const keptStatements = new Map<string, string>();

/**
 * Marks a statement text that runs on every request (a listing's page ids for one filter shape, the
 * catalogue version): on PostgreSQL each connection then parses and plans it once, as a named prepared
 * statement, instead of on every run (planning a listing query cost ~150 µs of its ~300 µs round trip,
 * the server's CPU being the shop's). At most KEPT_STATEMENTS texts; later ones run as before. SQLite
 * keeps every prepared statement by text anyway (withStatementCache).
 */
export function keepPrepared(sql: string): void {
  if (!keptStatements.has(sql) && keptStatements.size < KEPT_STATEMENTS) keptStatements.set(sql, `kept_${keptStatements.size + 1}`);
}

/**
 * Runs the kept statements of this pool client by name (pg prepares a name once per connection), and
 * marks the errors of its queries as the database's (a socket error then means the database is away).
 */
function runKeptStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const marked = (result: unknown) => (result instanceof Promise ? result.catch((error: unknown) => Promise.reject(raisedByDatabase(error))) : result);
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && typeof values !== 'function' ? keptStatements.get(text) : undefined;
    if (name === undefined) return marked(query(text, values, callback));
    return marked(query({ name, text, values }, callback));
  }) as typeof client.query;
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
