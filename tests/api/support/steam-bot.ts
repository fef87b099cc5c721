// The shop's trade bot on the local Steam server (tests/support/fake-steam): an account in its world
// and the real Steam adapter signed in as it, so the API tests drive the adapter over Steam's protocol.
import { createSteamTradeBot, type SteamTradeBotOptions } from '../../../api/trade/steam/steam-trade-bot';
import type { TradeBot } from '../../../api/trade/trade-bot';
import type { FakeSteamServer } from '../../support/fake-steam/fake-steam-server';

export const SHOP_BOT_NAME = 'Skin Shop Bot 1';

/** A bot account in the local Steam server's world (made unless it is there) and the adapter for it (a name, a Steam id or any adapter option may be given). */
export function steamBotOn(fake: FakeSteamServer, options: Partial<SteamTradeBotOptions> & { steamId?: string } = {}) {
  // An account already in the world is signed in again (another adapter for the same bot).
  const steamId = options.steamId ?? '76561198000000001';
  const account = fake.world.bots.get(steamId) ?? fake.world.addBot(steamId);
  const bot = createSteamTradeBot({
    name: SHOP_BOT_NAME,
    accountName: 'shopbot1',
    identitySecret: account.identitySecret,
    refreshToken: account.refreshToken,
    communityUrl: fake.url,
    apiUrl: fake.url,
    timeoutMs: 5000,
    ...options,
    steamId: account.steamId,
  });
  return { account, bot };
}

/** The test API's options for a shop whose only bot is `bot`, looking at offers every second. */
export const steamShopOptions = (bot: TradeBot, env: Record<string, string> = {}) => ({
  items: 10,
  env: { REQUIRE_EMAIL_VERIFICATION: '0', TRADE_POLL_SECONDS: '1', TRADE_SCAM_WINDOW_SECONDS: '0', ...env },
  plugin: { jobs: { pollIntervalMs: 100 }, tradeBots: new Map([[bot.name, bot]]) },
});
