import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { DELIVERY_SEND_JOB } from '../deliveries/delivery-plan';
import { insertJob } from '../jobs/jobs.repository';
import { nowSeconds } from '../lib/secrets';
import { SELL_TRADE_SEND_JOB } from '../offers/sell-trades.repository';
import { OpsError } from '../orders/orders-ops.service';
import { syncBotStock, unlistOtherBots, type SyncResult } from '../catalogue/stock-sync';
import { allBotStates, findBotState, pauseBot, pausedItemCount, resumeBot } from '../trade/bot-states.repository';
import type { TradeBot } from '../trade/trade-bot';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';
import { findStaffById } from './staff.repository';
import { botStock, openOfferCount, queuedDeliveryOffers, queuedSellTrades } from './bot-stock.repository';

export type BotStatus = 'live' | 'paused' | 'error';

/** The e-mail of the staff member an audit actor (`staff:<id>`) names; null for `cli:<os user>` or none. */
async function staffEmailOf(db: Kysely<Database>, actor: string | null): Promise<string | null> {
  const id = /^staff:(\d+)$/.exec(actor ?? '')?.[1];
  return id === undefined ? null : ((await findStaffById(db, Number(id)))?.email ?? null);
}

/**
 * The console's and the ops CLI's bots (issue 43): their stock and state; pause (the bot sends nothing
 * and its stock leaves the shop), resume, and a stock sync now. Each change writes one audit row in
 * its own transaction.
 */
export function createBotsConsole(db: Kysely<Database>, bots: ReadonlyMap<string, TradeBot>) {
  const known = (name: string) => {
    if (!bots.has(name)) throw new OpsError(`Bot ${name} not found`);
    return name;
  };

  return {
    async list() {
      const states = await allBotStates(db);
      const rows = [];
      for (const name of bots.keys()) {
        const state = states.get(name);
        const status: BotStatus = state?.paused_at != null ? 'paused' : state?.last_error ? 'error' : 'live';
        const stock = await botStock(db, name);
        rows.push({
          name,
          status,
          paused_reason: state?.paused_reason ?? null,
          paused_at: state?.paused_at == null ? null : Number(state.paused_at),
          paused_by: state?.paused_by ?? null,
          paused_by_email: await staffEmailOf(db, state?.paused_by ?? null),
          stock: { ...stock, held_by_pause: await pausedItemCount(db, name) },
          open_offers: await openOfferCount(db, name),
          last_error: state?.last_error ?? null,
          last_error_at: state?.last_error_at == null ? null : Number(state.last_error_at),
          last_sync_at: state?.last_sync_at == null ? null : Number(state.last_sync_at),
        });
      }
      return rows;
    },

    async pause(actor: Actor, nameText: string, reason: string) {
      const name = known(nameText);
      return writeTransaction(db, async (tx) => {
        const state = await findBotState(tx, name);
        if (state?.paused_at != null) throw new OpsError(`Bot ${name} is already paused`);
        const now = nowSeconds();
        const before = await botStock(tx, name);
        const unlisted = await pauseBot(tx, name, { reason, by: actor.name }, now);
        await appendAudit(tx, actor, { action: 'bot.pause', entity: 'bot', entityId: name, reason, before: { status: 'live', on_sale: before.on_sale }, after: { status: 'paused', on_sale: 0, unlisted } }, now);
        return { name, status: 'paused' as const, unlisted };
      });
    },

    async resume(actor: Actor, nameText: string) {
      const name = known(nameText);
      return writeTransaction(db, async (tx) => {
        const state = await findBotState(tx, name);
        if (state?.paused_at == null) throw new OpsError(`Bot ${name} is not paused`);
        const now = nowSeconds();
        const relisted = await resumeBot(tx, name, now);
        // What the pause kept waiting is sent now.
        const deliveries = await queuedDeliveryOffers(tx, name);
        for (const offer of deliveries) await insertJob(tx, DELIVERY_SEND_JOB, { offerId: offer.id }, Date.now());
        const sellTrades = await queuedSellTrades(tx, name);
        for (const trade of sellTrades) await insertJob(tx, SELL_TRADE_SEND_JOB, { tradeId: trade.id }, Date.now());
        const after = await botStock(tx, name);
        await appendAudit(
          tx,
          actor,
          { action: 'bot.resume', entity: 'bot', entityId: name, before: { status: 'paused', paused_reason: state.paused_reason, on_sale: 0 }, after: { status: 'live', on_sale: after.on_sale, relisted } },
          now,
        );
        return { name, status: 'live' as const, relisted, offers_queued: deliveries.length + sellTrades.length };
      });
    },

    /** `npm run ops -- stock:sync [bot]`: makes the catalogue equal to the bots' inventories now; one audit row per bot synced. */
    async sync(actor: Actor, nameText?: string) {
      const names = nameText === undefined ? [...bots.keys()] : [known(nameText)];
      if (nameText !== undefined && (await findBotState(db, nameText))?.paused_at != null) throw new OpsError(`Bot ${nameText} is paused: resume it first`);
      const unlistedFromOtherBots = nameText === undefined && bots.size > 0 ? await unlistOtherBots(db, [...bots.keys()]) : 0;
      const results: SyncResult[] = [];
      for (const name of names) {
        const before = await botStock(db, name);
        const audit = async (tx: Kysely<Database>, result: SyncResult) => {
          const { bot: _bot, unpriced, ...counts } = result;
          const after = await botStock(tx, name);
          await appendAudit(tx, actor, { action: 'bot.sync', entity: 'bot', entityId: name, before: { on_sale: before.on_sale }, after: { on_sale: after.on_sale, ...counts, unpriced: unpriced.length } }, nowSeconds());
        };
        results.push(await syncBotStock(db, bots.get(name)!, audit));
      }
      return { results, unlisted_from_other_bots: unlistedFromOtherBots };
    },
  };
}

export type BotsConsole = ReturnType<typeof createBotsConsole>;
