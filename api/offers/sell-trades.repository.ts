import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import { deliveryCode } from '../deliveries/delivery-plan';
import type { SellTradeStateName } from '../../contract/offers.contract';
import type { OfferTradesTable } from './offers.table';
import { announceOfferChange } from './offers.repository';

export const SELL_TRADE_SEND_JOB = 'sell-trade.send';
export const SELL_TRADE_POLL_JOB = 'sell-trade.poll';

/** The trade offer's message on Steam (at most 128 characters). */
export const sellTradeMessage = (offerId: number, code: string) => `Skin Shop offer #${offerId}. Accept only if this code matches My offers: ${code}`;

/**
 * Queues the trade offer asking for an accepted offer's skin, inside the acceptance's transaction, and
 * the job that sends it after commit. The unique index on live trades refuses a second one per offer.
 */
export async function queueSellTrade(tx: Tx, trade: { offerId: number; botName: string; partnerSteamId: string; tradeLink: string; now: number }): Promise<number> {
  const row = await tx
    .insertInto('offer_trades')
    .values({
      offer_id: trade.offerId,
      bot_name: trade.botName,
      code: deliveryCode(),
      partner_steam_id: trade.partnerSteamId,
      trade_link: trade.tradeLink,
      state: 'queued',
      steam_offer_id: null,
      steam_trade_id: null,
      sent_at: null,
      accepted_at: null,
      protected_until: null,
      received_asset_id: null,
      last_error: null,
      created_at: trade.now,
      updated_at: trade.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertJob(tx, SELL_TRADE_SEND_JOB, { tradeId: Number(row.id) }, Date.now());
  return Number(row.id);
}

export function findSellTrade(db: Kysely<Database>, id: number) {
  return db.selectFrom('offer_trades').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes a trade only while it is in one of `from`; false when another worker got there first. */
export async function updateSellTrade(
  tx: Kysely<Database>,
  id: number,
  from: readonly SellTradeStateName[],
  change: Partial<Omit<OfferTradesTable, 'id' | 'offer_id'>> & { updated_at: number },
): Promise<boolean> {
  const moved = await tx.updateTable('offer_trades').set(change).where('id', '=', id).where('state', 'in', [...from]).returning('offer_id').executeTakeFirst();
  if (moved) await announceOfferChange(tx, moved.offer_id);
  return moved !== undefined;
}

/** Each offer's latest trade (the one the customer sees). */
export function latestSellTrades(db: Kysely<Database>, offerIds: number[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('offer_trades as t')
    .selectAll()
    .where('t.offer_id', 'in', offerIds)
    .where('t.id', 'in', (eb) => eb.selectFrom('offer_trades as l').select((s) => s.fn.max('l.id').as('id')).where('l.offer_id', 'in', offerIds).groupBy('l.offer_id'))
    .execute();
}

/** Assets a bot received for offers still under Steam's trade protection: not for sale yet. */
export async function assetsInProtection(db: Kysely<Database>, botName: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('offer_trades as t')
    .innerJoin('offers as o', 'o.id', 't.offer_id')
    .select('t.received_asset_id')
    .where('t.bot_name', '=', botName)
    .where('t.state', '=', 'accepted')
    .where('o.status', '=', 'received')
    .where('t.received_asset_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.received_asset_id!));
}

/** How many of the bot's sell trades (to one partner when `partnerSteamId` is given) wait on Steam in `sent`. */
export async function countSentSellTrades(db: Kysely<Database>, botName: string, partnerSteamId?: string): Promise<number> {
  let query = db
    .selectFrom('offer_trades')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_name', '=', botName)
    .where('state', '=', 'sent');
  if (partnerSteamId !== undefined) query = query.where('partner_steam_id', '=', partnerSteamId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Each bot's sell trades in `sent` (a bot with none is left out). */
export function sentSellTradesByBot(db: Kysely<Database>, botNames: readonly string[]) {
  return db
    .selectFrom('offer_trades')
    .select(['bot_name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bot_name', 'in', [...botNames])
    .where('state', '=', 'sent')
    .groupBy('bot_name')
    .execute();
}

/** Sell trades as the operator's list shows them, with the seller's e-mail and the offer's title. */
const sellTradesForOperator = (db: Kysely<Database>) =>
  db
    .selectFrom('offer_trades as t')
    .innerJoin('offers as o', 'o.id', 't.offer_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['t.offer_id', 't.state', 't.bot_name', 't.code', 't.steam_offer_id', 't.sent_at', 't.protected_until', 't.last_error', 'u.email', 'o.title']);

/** Sell trades queued or waiting for the seller, oldest first. */
export function sellTradesInFlight(db: Kysely<Database>) {
  return sellTradesForOperator(db).where('t.state', 'in', ['queued', 'sent']).orderBy('t.created_at').limit(500).execute();
}

/** Received skins whose payout waits for Steam's trade protection to end, the first to end first. */
export function sellTradesInProtection(db: Kysely<Database>) {
  return sellTradesForOperator(db).where('t.state', '=', 'accepted').where('o.status', '=', 'received').orderBy('t.protected_until').limit(500).execute();
}
