// Issue 44 (metrics): each trade bot's calls to Steam counted by kind and outcome, and each bot's
// session up or not. With the sandbox bot, 50 opens of the sell-skin inventory by one customer in a
// minute reach Steam at most twice (the seller inventory cache); a paused or failing bot reads 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from '../../api/metrics/steam-requests';
import { TradeBotBusy, TradeBotPending, TradeBotRefused, TradeBotUnavailable } from '../../api/trade/trade-bot';
import { recordBotError, recordBotSynced } from '../../api/trade/bot-states.repository';
import { SANDBOX_BOT_NAME } from '../../api/trade/sandbox/sandbox-trade-bot';
import { startTestApi, type TestApi } from './api-harness';
import { newShopper } from './support/shopper';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 3, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
});
afterAll(() => api?.close());

/** The sum of a family's samples whose labels include `labels`. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

const scrape = async () => {
  const response = await api.get('/metrics');
  expect(response.status).toBe(200);
  return response.body as string;
};

describe('Steam requests and bot sessions in /metrics', () => {
  it('50 inventory opens by one customer in a minute reach Steam at most twice', async () => {
    const seller = await newShopper(api, { steamSignIn: true });
    const before = total(await scrape(), 'shop_steam_requests_total', { kind: 'inventory' });
    for (let open = 0; open < 50; open++) {
      const { status } = await seller.client.get('/api/offer/inventory?currency=EUR');
      expect([200, 429]).toContain(status);
    }
    const after = total(await scrape(), 'shop_steam_requests_total', { kind: 'inventory' });
    expect(after - before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(2);
    expect(total(await scrape(), 'shop_steam_requests_total', { bot: SANDBOX_BOT_NAME, kind: 'inventory', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
  });

  it("a bot's session reads 1 while it works and 0 while its last call failed", async () => {
    await recordBotSynced(api.db, SANDBOX_BOT_NAME, Math.floor(Date.now() / 1000));
    expect(total(await scrape(), 'shop_bot_session_up', { bot: SANDBOX_BOT_NAME })).toBe(1);
    await recordBotError(api.db, SANDBOX_BOT_NAME, 'Not Logged In', Math.floor(Date.now() / 1000));
    expect(total(await scrape(), 'shop_bot_session_up', { bot: SANDBOX_BOT_NAME })).toBe(0);
    await recordBotSynced(api.db, SANDBOX_BOT_NAME, Math.floor(Date.now() / 1000));
    expect(total(await scrape(), 'shop_bot_session_up', { bot: SANDBOX_BOT_NAME })).toBe(1);
  });

  it("names Steam's 429 apart from other busy answers", () => {
    expect(outcomeOf(new TradeBotBusy('Steam answered HTTP 429'))).toBe('rate_limited');
    expect(outcomeOf(new TradeBotBusy('Steam is slow', 30_000))).toBe('rate_limited');
    expect(outcomeOf(new TradeBotBusy('Steam answered HTTP 502'))).toBe('busy');
    expect(outcomeOf(new TradeBotPending('not in GetTradeStatus yet'))).toBe('pending');
    expect(outcomeOf(new TradeBotRefused('private inventory'))).toBe('refused');
    expect(outcomeOf(new TradeBotUnavailable('new device: trade hold'))).toBe('unavailable');
    expect(outcomeOf(new Error('socket hang up'))).toBe('error');
  });
});
