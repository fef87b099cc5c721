import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Selling to the shop by trade offer (issue 26). An offer may be tied to one Steam asset of
// the seller's (app, asset, float, paint seed), carries how long the shop's price holds, and gains five
// statuses: received (the shop has the skin under Steam's trade protection), trade_failed, reversed,
// cancelled, expired. offer_trades keeps every trade offer a bot sent asking for an offer's skin; at
// most one of an offer's is live (queued, sent or accepted), so two processes never send two.
// SQLite cannot change a CHECK constraint: there offers is rebuilt with the same rows, foreign keys
// off for the rebuild (payouts point at it; Kysely runs SQLite's migrations outside a transaction).
const OLD_STATUSES = ['new', 'offer', 'declined_by_user', 'declined_by_service', 'approved', 'ready_for_payout', 'payout_pending', 'paid', 'payout_failed'];
const STATUSES = [...OLD_STATUSES, 'received', 'trade_failed', 'reversed', 'cancelled', 'expired'];
const TRADE_STATES = ['queued', 'sent', 'accepted', 'declined', 'expired', 'cancelled', 'failed', 'reversed'];
const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));
const NEW_COLUMNS = ['asset_id', 'app_id', 'float_value', 'paint_seed', 'quote_expires_at'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  if (postgres) {
    await sql`alter table offers drop constraint offers_status_check`.execute(db);
    await sql`alter table offers add constraint offers_status_check check (status in (${list(STATUSES)}))`.execute(db);
    await db.schema.alterTable('offers').addColumn('asset_id', 'text').execute();
    await db.schema.alterTable('offers').addColumn('app_id', 'integer').execute();
    await db.schema.alterTable('offers').addColumn('float_value', 'double precision').execute();
    await db.schema.alterTable('offers').addColumn('paint_seed', 'integer').execute();
    await db.schema.alterTable('offers').addColumn('quote_expires_at', 'bigint').execute();
    await createTrades(db, true);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      await rebuildOffers(tx, STATUSES, true);
      await createTrades(tx, false);
      await expectForeignKeysHold(tx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTrades(db: Kysely<any>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable('offer_trades')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('offer_id', postgres ? 'bigint' : 'integer', (col) => col.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('bot_name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('partner_steam_id', 'text', (col) => col.notNull())
    .addColumn('trade_link', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in (${list(TRADE_STATES)})`))
    .addColumn('steam_offer_id', 'text')
    .addColumn('steam_trade_id', 'text')
    .addColumn('sent_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('protected_until', 'bigint')
    .addColumn('received_asset_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await sql`create unique index offer_trades_one_live on offer_trades (offer_id) where state in ('queued', 'sent', 'accepted')`.execute(db);
  await db.schema.createIndex('offer_trades_offer_idx').on('offer_trades').columns(['offer_id', 'id']).execute();
  await db.schema.createIndex('offer_trades_state_idx').on('offer_trades').columns(['state', 'updated_at']).execute();
  // The sandbox bot's offers may ask for the partner's items too.
  await db.schema.alterTable('sandbox_trade_offers').addColumn('receive_asset_ids', 'text', (col) => col.notNull().defaultTo('[]')).execute();
}

/** SQLite with foreign keys off: refuses (rolling back) if the rebuild left a row pointing nowhere. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function expectForeignKeysHold(db: Kysely<any>): Promise<void> {
  const broken = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
  if (broken.rows.length > 0) throw new Error(`the rebuild of offers broke ${broken.rows.length} reference(s), first in ${broken.rows[0]!.table}`);
}

/** SQLite: offers again, with `statuses` allowed and (withNew) the columns; the same rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildOffers(db: Kysely<any>, statuses: string[], withNew: boolean): Promise<void> {
  const added = withNew ? sql`, asset_id text, app_id integer, float_value real, paint_seed integer, quote_expires_at bigint` : sql``;
  await sql`
    create table offers_next (
      id integer primary key,
      user_id integer not null references users (id) on delete cascade,
      title text not null,
      quality text not null,
      item_url text not null,
      currency text not null,
      user_price_minor bigint not null check (user_price_minor > 0),
      service_price_minor bigint check (service_price_minor > 0),
      status text not null check (status in (${list(statuses)})),
      created_at bigint not null,
      updated_at bigint not null${added}
    )`.execute(db);
  const columns = sql.raw('id, user_id, title, quality, item_url, currency, user_price_minor, service_price_minor, status, created_at, updated_at');
  await sql`insert into offers_next (${columns}) select ${columns} from offers`.execute(db);
  await sql`drop table offers`.execute(db);
  await sql`alter table offers_next rename to offers`.execute(db);
  await db.schema.createIndex('offers_user_created_idx').on('offers').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('offers_status_created_idx').on('offers').columns(['status', 'created_at']).execute();
}

/** Fails (and changes nothing) while an offer is in one of the new statuses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const newer = await sql<{ id: number }>`select id from offers where status not in (${list(OLD_STATUSES)}) limit 1`.execute(db);
  if (newer.rows.length > 0) throw new Error(`offer ${newer.rows[0].id} has a status of issue 26: settle it before migrating down`);
  await db.schema.alterTable('sandbox_trade_offers').dropColumn('receive_asset_ids').execute();
  await db.schema.dropTable('offer_trades').execute();
  if (dialectOf(db) === 'postgres') {
    for (const column of NEW_COLUMNS) await db.schema.alterTable('offers').dropColumn(column).execute();
    await sql`alter table offers drop constraint offers_status_check`.execute(db);
    await sql`alter table offers add constraint offers_status_check check (status in (${list(OLD_STATUSES)}))`.execute(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      await rebuildOffers(tx, OLD_STATUSES, false);
      await expectForeignKeysHold(tx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
