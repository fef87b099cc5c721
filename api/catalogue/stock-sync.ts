import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { lockCatalogue } from '../db/locks.repository';
import { nowSeconds } from '../lib/secrets';
import type { BotAsset, TradeBot } from '../trade/trade-bot';
import { findSetPrice } from '../admin/market-prices.repository';
import { insertItems, itemsOfBot, latestCopyOf, markItemGone, markItemsGone, unlistItemsOfOtherBots, updateItem } from './items.repository';
import { stickerNamesKey, stickersFromNames, stickersJson } from './item-stickers';
import { assetsInProtection } from '../offers/sell-trades.repository';
import type { NewItem } from './items.table';
import { isBotPaused, recordBotError, recordBotSynced } from '../trade/bot-states.repository';

export interface SyncResult {
  bot: string;
  assets: number;
  listed: number;
  relisted: number;
  unlisted: number;
  locked: number;
  /** Market names the shop has no price for (and no earlier copy to take one from): not listed. */
  unpriced: string[];
  /** The bot is paused (issue 43): nothing was read or changed; its stock stays off sale until resumed. */
  paused?: true;
}

const stickersOf = (asset: BotAsset) => stickersJson(stickersFromNames(asset.stickers));

/**
 * Makes the catalogue equal to one bot's inventory (issue 25): a new asset is listed at the
 * operator's price for its market name (item_prices), else at the price of the last copy the shop
 * listed, with that copy's type, rarity and description; an asset that came back is on sale again; a
 * listed item whose asset left the bot is taken off sale; Steam's trade lock and CS2 details are copied.
 * A skin a seller sold the shop waits until its trade protection is over.
 * Items sold or in an offer are left alone. The inventory is read before the transaction (a network call).
 */
export async function syncBotStock(db: Kysely<Database>, bot: TradeBot, inTransaction?: (tx: Kysely<Database>, result: SyncResult) => Promise<void>): Promise<SyncResult> {
  const skipped: SyncResult = { bot: bot.name, assets: 0, listed: 0, relisted: 0, unlisted: 0, locked: 0, unpriced: [], paused: true };
  if (await isBotPaused(db, bot.name)) return skipped;
  let assets: BotAsset[];
  try {
    assets = await bot.inventory();
  } catch (error) {
    await recordBotError(db, bot.name, error instanceof Error ? error.message : String(error), nowSeconds()).catch(() => {});
    throw error;
  }
  return writeTransaction(db, async (tx) => {
    const now = nowSeconds();
    // A pause that came while the inventory was read wins: its stock stays off sale.
    if (await isBotPaused(tx, bot.name)) return skipped;
    // The catalogue before any item, as a purchase takes them: the items trigger would take it after.
    await lockCatalogue(tx);
    const result: SyncResult = { bot: bot.name, assets: assets.length, listed: 0, relisted: 0, unlisted: 0, locked: 0, unpriced: [] };
    const rows = await itemsOfBot(tx, bot.name);
    const byAsset = new Map(rows.map((row) => [row.asset_id, row]));
    // A skin bought from a seller joins the stock only once Steam's trade protection is over (issue 26).
    const inProtection = await assetsInProtection(tx, bot.name);
    const held = new Set(assets.map((asset) => asset.assetId));
    const fresh: NewItem[] = [];
    for (const asset of assets) {
      if (asset.tradableAfter !== null) result.locked++;
      const row = byAsset.get(asset.assetId);
      if (inProtection.has(asset.assetId)) {
        if (row?.status === 'available') {
          await markItemGone(tx, row.id, now);
          result.unlisted++;
        }
        continue;
      }
      if (!row) {
        const item = await newItemFor(tx, bot.name, asset, now);
        if (item) fresh.push(item);
        else if (!result.unpriced.includes(asset.marketName)) result.unpriced.push(asset.marketName);
        continue;
      }
      const details = { tradable_after: asset.tradableAfter, float_value: asset.float, paint_seed: asset.paintSeed, stickers: stickersOf(asset) };
      const back = row.status === 'sold' && row.gone_at !== null;
      const same =
        !back &&
        row.tradable_after === details.tradable_after &&
        row.float_value === details.float_value &&
        row.paint_seed === details.paint_seed &&
        row.stickers === details.stickers;
      if (same) continue;
      await updateItem(tx, row.id, { ...details, sticker_names: stickerNamesKey(details.stickers), ...(back ? { status: 'available' as const, gone_at: null } : {}) });
      if (back) result.relisted++;
    }
    const gone = rows.filter((row) => row.status === 'available' && !held.has(row.asset_id ?? '')).map((row) => row.id);
    for (let start = 0; start < gone.length; start += 500) {
      await markItemsGone(tx, gone.slice(start, start + 500), now);
    }
    result.unlisted = gone.length;
    await insertItems(tx, fresh);
    result.listed = fresh.length;
    await recordBotSynced(tx, bot.name, now);
    await inTransaction?.(tx, result);
    return result;
  });
}

/** A catalogue item for an asset the shop has not listed, or undefined when it has no price for it. */
async function newItemFor(tx: Kysely<Database>, botName: string, asset: BotAsset, now: number): Promise<NewItem | undefined> {
  const rule = await findSetPrice(tx, asset.marketName);
  const copy = await latestCopyOf(tx, asset.marketName);
  const price = rule ? Number(rule.price_cents) : copy?.price;
  if (price === undefined || !copy) return undefined;
  return {
    item_id: `${asset.appId}_${asset.assetId}`,
    title: asset.marketName,
    category: asset.appId === 730 ? 'cs2' : 'dota2',
    type: copy.type,
    quality: copy.quality,
    exterior: copy.exterior,
    hero: copy.hero,
    class: copy.class,
    price,
    old_price: 0,
    description: copy.description,
    is_new: 1,
    best_seller: 0,
    created_at: now,
    bot_name: botName,
    asset_id: asset.assetId,
    class_id: asset.classId,
    instance_id: asset.instanceId,
    float_value: asset.float,
    paint_seed: asset.paintSeed,
    stickers: stickersOf(asset),
    inspect_link: asset.inspectLink ?? null,
    tradable_after: asset.tradableAfter,
  };
}

/** Takes off sale what bots the shop no longer runs hold (the sandbox's seeded stock under TRADE_BOT=steam); how many. */
export async function unlistOtherBots(db: Kysely<Database>, botNames: string[]): Promise<number> {
  return writeTransaction(db, (tx) => unlistItemsOfOtherBots(tx, botNames, nowSeconds()));
}
