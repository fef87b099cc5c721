import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { queueBotPausedNotice } from './bot-paused-notice';
import { steamActor } from '../admin/actor';
import { appendAudit } from '../admin/audit.repository';
import { lockCatalogue } from '../db/locks.repository';

/** A bot's state as operators set it (pause) and as its last stock sync left it (bot-states migration). */
export type BotStatesTable = {
  name: string;
  paused_at: number | null;
  paused_reason: string | null;
  /** The audit actor who paused it (`staff:<id>`, `cli:<os user>`, or `system:steam` when Steam's refusal did). */
  paused_by: string | null;
  /** The last sync's failure; null once a sync succeeds. */
  last_error: string | null;
  last_error_at: number | null;
  last_sync_at: number | null;
  updated_at: number;
};

/** An item a bot's pause took off sale: its resume puts it back if it is still unsold. */
export type BotPausedItemsTable = {
  item_id: number;
  bot_name: string;
};

// A type, not an interface: withTables wants an index signature.
export type BotStateTables = {
  bot_states: BotStatesTable;
  bot_paused_items: BotPausedItemsTable;
};

/** These tables are kept apart from the shared Database interface: only the bots' code reads them. */
export const botTables = (db: Kysely<Database>) => db.withTables<BotStateTables>();

export type BotState = BotStatesTable;

export async function findBotState(db: Kysely<Database>, name: string): Promise<BotState | undefined> {
  return botTables(db).selectFrom('bot_states').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function allBotStates(db: Kysely<Database>): Promise<Map<string, BotState>> {
  const rows = await botTables(db).selectFrom('bot_states').selectAll().execute();
  return new Map(rows.map((row) => [row.name, row]));
}

/** Whether the bot is paused: it sends no trade offer and its stock stays off sale. */
export async function isBotPaused(db: Kysely<Database>, name: string): Promise<boolean> {
  return (await findBotState(db, name))?.paused_at != null;
}

async function upsertBotState(db: Kysely<Database>, name: string, values: Partial<Omit<BotStatesTable, 'name'>> & { updated_at: number }): Promise<void> {
  await botTables(db)
    .insertInto('bot_states')
    .values({ name, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}

/** A sync read the bot's inventory and made the catalogue equal to it (in the sync's transaction). */
export const recordBotSynced = (tx: Kysely<Database>, name: string, now: number) => upsertBotState(tx, name, { last_sync_at: now, last_error: null, last_error_at: null, updated_at: now });

/** A sync could not read the bot (Steam away, session lost). */
export const recordBotError = (db: Kysely<Database>, name: string, message: string, now: number) =>
  upsertBotState(db, name, { last_error: message.slice(0, 500), last_error_at: now, updated_at: now });

/** Pauses the bot and takes its stock on sale off sale (in the caller's transaction); how many items it took off. */
export async function pauseBot(tx: Kysely<Database>, name: string, pause: { reason: string; by: string }, now: number): Promise<number> {
  await lockCatalogue(tx); // before the items, as a purchase takes them
  await upsertBotState(tx, name, { paused_at: now, paused_reason: pause.reason, paused_by: pause.by, updated_at: now });
  const onSale = await tx.selectFrom('items').select('id').where('bot_name', '=', name).where('status', '=', 'available').execute();
  for (let start = 0; start < onSale.length; start += 500) {
    const ids = onSale.slice(start, start + 500).map((row) => row.id);
    await botTables(tx).insertInto('bot_paused_items').values(ids.map((id) => ({ item_id: id, bot_name: name }))).onConflict((oc) => oc.column('item_id').doNothing()).execute();
    await tx.updateTable('items').set({ status: 'sold', gone_at: now }).where('id', 'in', ids).execute();
  }
  return onSale.length;
}

/** Who paused a bot that Steam would not let trade: the audit log's system actor for Steam. */
export const STEAM_PAUSE_ACTOR = steamActor().name;

/**
 * Steam refuses to let the bot trade (TradeBotUnavailable): pause it with Steam's reason, as an operator
 * would, so its stock leaves the shop and its orders wait instead of being refunded one by one; an
 * operator resumes it once the account is fixed. The operators who may manage bots are e-mailed in the
 * same transaction, with a link to the console's Bots screen when `botsScreenUrl` (bot-paused-notice's,
 * from PUBLIC_URL) is given, and the pause is an audit row of the system actor `system:steam` (every
 * change to a bot is). false, and no e-mail or row, when it was paused already.
 */
export async function pauseBotForSteam(db: Kysely<Database>, name: string, reason: string, now: number, botsScreenUrl?: string): Promise<boolean> {
  const said = reason.slice(0, 500);
  return writeTransaction(db, async (tx) => {
    // One statement claims the pause: of two send jobs meeting the hold at once (PostgreSQL), the second
    // waits on the row and then finds it paused, so the operators hear once.
    const values = { paused_at: now, paused_reason: said, paused_by: STEAM_PAUSE_ACTOR, updated_at: now };
    const claimed = await botTables(tx)
      .insertInto('bot_states')
      .values({ name, ...values })
      .onConflict((oc) => oc.column('name').doUpdateSet(values).where('bot_states.paused_at', 'is', null))
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    const unlisted = await pauseBot(tx, name, { reason: said, by: STEAM_PAUSE_ACTOR }, now);
    await appendAudit(tx, steamActor(), { action: 'bot.pause', entity: 'bot', entityId: name, reason: said, before: { status: 'live', on_sale: unlisted }, after: { status: 'paused', on_sale: 0, unlisted } }, now);
    await queueBotPausedNotice(tx, { bot: name, reason: said, botsScreenUrl });
    return true;
  });
}

/** Resumes the bot and puts back on sale what its pause took off and nobody bought since; how many. */
export async function resumeBot(tx: Kysely<Database>, name: string, now: number): Promise<number> {
  await lockCatalogue(tx); // before the items, as a purchase takes them
  // The state first: while the bot reads as paused, a trigger keeps its items off sale (paused-bot-holds migration).
  await upsertBotState(tx, name, { paused_at: null, paused_reason: null, paused_by: null, updated_at: now });
  const held = botTables(tx).selectFrom('bot_paused_items').select('item_id').where('bot_name', '=', name);
  const result = await tx
    .updateTable('items')
    .set({ status: 'available', gone_at: null })
    .where('id', 'in', held)
    .where('bot_name', '=', name)
    .where('status', '=', 'sold')
    .where('gone_at', 'is not', null)
    .executeTakeFirst();
  await botTables(tx).deleteFrom('bot_paused_items').where('bot_name', '=', name).execute();
  return Number(result.numUpdatedRows);
}

/** How many of the bot's items its pause holds off sale. */
export async function pausedItemCount(db: Kysely<Database>, name: string): Promise<number> {
  const row = await botTables(db)
    .selectFrom('bot_paused_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
