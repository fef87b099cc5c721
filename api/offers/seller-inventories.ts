import type { BotAsset, TradeBot } from '../trade/trade-bot';

/** A seller's inventory is read from Steam at most this often (issue 44: one customer must not spend a bot's Steam budget). */
export const SELLER_INVENTORY_TTL_MS = 60_000;
/** A failed read (private inventory, Steam busy) is kept this long: the seller may fix it and try again soon. */
export const SELLER_INVENTORY_ERROR_TTL_MS = 10_000;
const MAX_SELLERS = 2_000;

export class NoInventoryBot extends Error {
  constructor() {
    super('the shop runs no bot to read inventories with');
  }
}

interface Entry {
  at: number;
  ttlMs: number;
  read: Promise<BotAsset[]>;
}

/**
 * Sellers' Steam inventories, read through the first bot (by name) at most once a minute per SteamID:
 * readers at once share one read, answers are kept SELLER_INVENTORY_TTL_MS (failures less), the
 * least recently read sellers leave first. A sell trade that moved a skin forgets that seller.
 */
export function createSellerInventories(bots: ReadonlyMap<string, TradeBot>, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  function read(steamId: string): Promise<BotAsset[]> {
    const name = [...bots.keys()].sort()[0];
    const bot = name === undefined ? undefined : bots.get(name);
    return bot ? bot.partnerInventory(steamId) : Promise.reject(new NoInventoryBot());
  }

  return {
    get(steamId: string): Promise<BotAsset[]> {
      const kept = entries.get(steamId);
      if (kept && now() - kept.at < kept.ttlMs) return kept.read;
      const entry: Entry = { at: now(), ttlMs: SELLER_INVENTORY_TTL_MS, read: read(steamId) };
      entry.read.catch(() => (entry.ttlMs = SELLER_INVENTORY_ERROR_TTL_MS));
      entries.delete(steamId);
      entries.set(steamId, entry);
      if (entries.size > MAX_SELLERS) entries.delete(entries.keys().next().value!);
      return entry.read;
    },
    forget(steamId: string): void {
      entries.delete(steamId);
    },
  };
}

export type SellerInventories = ReturnType<typeof createSellerInventories>;
