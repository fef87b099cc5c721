import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { TradeBotRefused, type BotAsset, type OfferView, type SendOfferInput, type TradeBot } from '../trade-bot';
import { parseTradeLink, steamIdOfPartner } from '../../accounts/account-rules';
import { sandboxOutcome } from './sandbox-outcome';
import { parseStickers } from '../../catalogue/item-stickers';
import { madeUpInventory } from './sandbox-partner-inventory';
import { itemsHeldByBot } from '../../catalogue/items.repository';
import { allSandboxOffers, cancelSandboxOffer, findSandboxOffer, findSandboxOfferWithCode, insertSandboxOffer } from './sandbox-trade-offers.repository';

export const SANDBOX_BOT_NAME = 'sandbox';

export interface SandboxBotOptions {
  db: Kysely<Database>;
  /** When the partner answers (SANDBOX_TRADE_ACCEPT_MS). */
  acceptMs: number;
  /** Steam's trade protection (TRADE_PROTECTION_SECONDS): a `ReverseX` partner reverses halfway through it. */
  protectionSeconds: number;
  now?: () => number;
}

/**
 * The built-in bot (`TRADE_BOT=sandbox`): it holds the seeded catalogue (items of bot "sandbox") and
 * keeps its offers in sandbox_trade_offers, as Steam would; the partner's answer follows from the trade
 * link's token (sandbox-outcome.ts), so every outcome can be tried without a Steam account, and two
 * shop processes on one database see the same offers.
 */
export function createSandboxTradeBot({ db, acceptMs, protectionSeconds, now = Date.now }: SandboxBotOptions): TradeBot {
  const view = (row: { id: number; token: string; message: string; created_at_ms: number; cancelled_at_ms: number | null; protected: number }): OfferView => {
    const outcome = sandboxOutcome(row, { acceptMs, protectionSeconds, now: now() });
    return {
      offerId: String(row.id),
      state: outcome.state,
      message: row.message,
      createdAt: Math.floor(Number(row.created_at_ms) / 1000),
      updatedAt: Math.floor(outcome.changedAtMs / 1000),
      holdEndsAt: outcome.holdEndsAtMs === null ? null : Math.floor(outcome.holdEndsAtMs / 1000),
      tradeId: outcome.state === 'accepted' || outcome.state === 'escrow' ? `sandbox-${row.id}` : null,
    };
  };
  const find = async (offerId: string) => {
    if (!/^\d{1,15}$/.test(offerId)) throw new TradeBotRefused(`no sandbox offer ${offerId}`);
    const row = await findSandboxOffer(db, Number(offerId));
    if (!row) throw new TradeBotRefused(`no sandbox offer ${offerId}`);
    return row;
  };

  /**
   * Where the sandbox offers accepted by now (and not reversed) moved assets: the bot's given away; the
   * sellers' received, as the bot now holds them (a CS2 item under trade protection until it ends); and
   * per seller, what they no longer have.
   */
  const settledAssets = async () => {
    const offers = await allSandboxOffers(db);
    const given = new Set<string>();
    const received = new Map<string, BotAsset>();
    const soldBy = new Map<string, Set<string>>();
    for (const offer of offers) {
      const outcome = sandboxOutcome(offer, { acceptMs, protectionSeconds, now: now() });
      if (outcome.state !== 'accepted' || outcome.reversed) continue;
      for (const asset of JSON.parse(offer.asset_ids) as string[]) given.add(asset);
      const asked = JSON.parse(offer.receive_asset_ids) as string[];
      if (asked.length === 0) continue;
      const sold = soldBy.get(offer.partner_steam_id) ?? new Set<string>();
      soldBy.set(offer.partner_steam_id, sold);
      const protectedUntil = Math.floor(outcome.changedAtMs / 1000) + protectionSeconds;
      for (const asset of await madeUpInventory(db, offer.partner_steam_id, Math.floor(now() / 1000))) {
        if (!asked.includes(asset.assetId)) continue;
        sold.add(asset.assetId);
        const locked = asset.appId === 730 && protectionSeconds > 0 && protectedUntil > Math.floor(now() / 1000);
        received.set(asset.assetId, { ...asset, tradable: !locked, tradableAfter: locked ? protectedUntil : null });
      }
    }
    return { given, received, soldBy };
  };

  /** The seller's made-up inventory, less what they sold the shop. */
  const partnerInventory = async (steamId: string): Promise<BotAsset[]> => {
    if (!/^\d{17}$/.test(steamId)) throw new TradeBotRefused(`${steamId} is not a SteamID64`);
    const { soldBy } = await settledAssets();
    const sold = soldBy.get(steamId) ?? new Set<string>();
    return (await madeUpInventory(db, steamId, Math.floor(now() / 1000))).filter((asset) => !sold.has(asset.assetId));
  };

  return {
    name: SANDBOX_BOT_NAME,

    async inventory() {
      // What left the bot: the assets of offers accepted by now and not reversed since; what came in:
      // the sellers' assets those offers asked for (under Steam's trade protection for a while).
      const { given, received } = await settledAssets();
      const rows = await itemsHeldByBot(db, SANDBOX_BOT_NAME);
      const nowSeconds = Math.floor(now() / 1000);
      const held = rows
        .filter((row) => row.asset_id !== null && !given.has(row.asset_id))
        .map(
          (row): BotAsset => ({
            appId: row.category === 'cs2' ? 730 : 570,
            contextId: '2',
            assetId: row.asset_id!,
            classId: row.class_id ?? row.asset_id!,
            instanceId: row.instance_id ?? '0',
            marketName: row.title,
            tradable: row.tradable_after === null || Number(row.tradable_after) <= nowSeconds,
            tradableAfter: row.tradable_after === null || Number(row.tradable_after) <= nowSeconds ? null : Number(row.tradable_after),
            float: row.float_value,
            paintSeed: row.paint_seed,
            stickers: parseStickers(row.stickers).map((sticker) => sticker.name),
          }),
        );
      const listed = new Set(held.map((asset) => asset.assetId));
      return [...held, ...[...received.values()].filter((asset) => !listed.has(asset.assetId) && !given.has(asset.assetId))];
    },

    partnerInventory,

    /** The seller's asked items, protected as the trade is (one with a CS2 item, as Steam): until the window ends, or not at all. */
    async receivedAssets(offerId) {
      const row = await find(offerId);
      const outcome = sandboxOutcome(row, { acceptMs, protectionSeconds, now: now() });
      if (outcome.state !== 'accepted') return [];
      const reversible = Number(row.protected) === 1 && protectionSeconds > 0;
      const protectedUntil = reversible ? Math.floor(outcome.changedAtMs / 1000) + protectionSeconds : null;
      return (JSON.parse(row.receive_asset_ids) as string[]).map((assetId) => ({ assetId, protectedUntil }));
    },

    async sendOffer(input: SendOfferInput) {
      const link = parseTradeLink(input.tradeLink);
      if (!link || steamIdOfPartner(link.partner) !== input.partnerSteamId) {
        throw new TradeBotRefused('The trade link does not belong to the buyer');
      }
      const asked = (input.receive ?? []).map((asset) => asset.assetId);
      if (asked.length > 0) {
        const theirs = new Set((await partnerInventory(input.partnerSteamId)).filter((asset) => asset.tradable).map((asset) => asset.assetId));
        const missing = asked.filter((assetId) => !theirs.has(assetId));
        if (missing.length > 0) throw new TradeBotRefused(`The partner no longer has tradable items ${missing.join(', ')}`);
      }
      const row = await insertSandboxOffer(db, {
        partner_steam_id: input.partnerSteamId,
        token: link.token,
        message: input.message,
        asset_ids: JSON.stringify(input.assets.map((asset) => asset.assetId)),
        receive_asset_ids: JSON.stringify(asked),
        created_at_ms: now(),
        cancelled_at_ms: null,
        // Steam's trade protection covers CS2 items: only a trade with one can be reversed.
        protected: [...input.assets, ...(input.receive ?? [])].some((asset) => asset.appId === 730) ? 1 : 0,
      });
      return view(row);
    },

    async getOffer(offerId) {
      return view(await find(offerId));
    },

    async findSentOffer(code, since) {
      const row = await findSandboxOfferWithCode(db, code.replace(/[%_\\]/g, ''), since * 1000);
      return row ? view(row) : null;
    },

    async cancelOffer(offerId) {
      const row = await find(offerId);
      if (view(row).state !== 'sent') return;
      await cancelSandboxOffer(db, row.id, now());
    },

    async tradeReversed(tradeId) {
      const match = /^sandbox-(\d{1,15})$/.exec(tradeId);
      if (!match) return false;
      return sandboxOutcome(await find(match[1]), { acceptMs, protectionSeconds, now: now() }).reversed;
    },

    async close() {},
  };
}
