// Issue 44: a seller's Steam inventory is read at most once a minute per SteamID (sellers at once share
// one read; a failure is kept 10 s), through the first bot by name; a trade that moved a skin forgets it.
// The bot is the edge (Steam): a stand-in counting its reads.
import { describe, expect, it } from 'vitest';
import { createSellerInventories, NoInventoryBot, SELLER_INVENTORY_ERROR_TTL_MS, SELLER_INVENTORY_TTL_MS } from '../../api/offers/seller-inventories';
import { TradeBotBusy, type BotAsset, type TradeBot } from '../../api/trade/trade-bot';

function countingBot(name: string, answer: (steamId: string) => Promise<BotAsset[]>) {
  const reads: string[] = [];
  const bot = { name, partnerInventory: (steamId: string) => (reads.push(steamId), answer(steamId)) } as unknown as TradeBot;
  return { bot, reads };
}

const asset = (assetId: string) => ({ assetId, marketName: 'AK-47 | Redline (Field-Tested)' }) as BotAsset;

describe('seller inventories', () => {
  it('reads once per SteamID a minute, however many ask at once, and again after a minute or a forget', async () => {
    let clock = 1_000_000;
    const { bot, reads } = countingBot('b', async (steamId) => [asset(steamId)]);
    const inventories = createSellerInventories(new Map([['b', bot]]), () => clock);
    const answers = await Promise.all(Array.from({ length: 50 }, () => inventories.get('7656119800000001')));
    expect(answers.every((answer) => answer[0].assetId === '7656119800000001')).toBe(true);
    expect(reads).toEqual(['7656119800000001']);
    clock += SELLER_INVENTORY_TTL_MS - 1;
    await inventories.get('7656119800000001');
    await inventories.get('7656119800000002');
    expect(reads).toHaveLength(2);
    clock += 1;
    await inventories.get('7656119800000001');
    expect(reads).toHaveLength(3);
    inventories.forget('7656119800000001');
    await inventories.get('7656119800000001');
    expect(reads).toHaveLength(4);
  });

  it('keeps a failure 10 s (Steam busy or a private inventory), then asks again', async () => {
    let clock = 0;
    let fail = true;
    const { bot, reads } = countingBot('b', async () => {
      if (fail) throw new TradeBotBusy('429');
      return [asset('1')];
    });
    const inventories = createSellerInventories(new Map([['b', bot]]), () => clock);
    for (let i = 0; i < 5; i += 1) await expect(inventories.get('s')).rejects.toBeInstanceOf(TradeBotBusy);
    expect(reads).toHaveLength(1);
    fail = false;
    clock += SELLER_INVENTORY_ERROR_TTL_MS;
    expect(await inventories.get('s')).toHaveLength(1);
    expect(reads).toHaveLength(2);
  });

  it('reads through the first bot by name, and says so when the shop runs none', async () => {
    const first = countingBot('a-bot', async () => []);
    const second = countingBot('b-bot', async () => []);
    await createSellerInventories(new Map([['b-bot', second.bot], ['a-bot', first.bot]])).get('s');
    expect([first.reads.length, second.reads.length]).toEqual([1, 0]);
    await expect(createSellerInventories(new Map()).get('s')).rejects.toBeInstanceOf(NoInventoryBot);
  });

  it('keeps at most 2,000 sellers, dropping the least recently read', async () => {
    const { bot, reads } = countingBot('b', async () => []);
    const inventories = createSellerInventories(new Map([['b', bot]]), () => 0);
    for (let i = 0; i <= 2_000; i += 1) await inventories.get(`seller-${i}`);
    await inventories.get('seller-2000');
    expect(reads).toHaveLength(2_001);
    await inventories.get('seller-0');
    expect(reads).toHaveLength(2_002);
  });
});
