import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createSandboxTradeBot } from './sandbox/sandbox-trade-bot';
import type { TradeBot } from './trade-bot';

/**
 * The shop's bots by name: the sandbox (TRADE_BOT=sandbox) or every account of STEAM_BOTS_FILE. The
 * Steam libraries are loaded only for TRADE_BOT=steam (they take a while and the sandbox needs none).
 */
export async function createTradeBots(config: ApiConfig, db: Kysely<Database>): Promise<Map<string, TradeBot>> {
  const { trade } = config;
  if (trade.bot === 'sandbox') {
    const sandbox = createSandboxTradeBot({ db, acceptMs: trade.sandboxAcceptMs, protectionSeconds: trade.protectionSeconds });
    return new Map([[sandbox.name, sandbox]]);
  }
  const { loadSteamBots, saveRefreshToken } = await import('./steam/steam-bots-file');
  const { createSteamTradeBot } = await import('./steam/steam-trade-bot');
  const file = trade.steamBotsFile!;
  const bots = loadSteamBots(file).map((bot) =>
    createSteamTradeBot({
      ...bot,
      communityUrl: trade.steamCommunityUrl,
      apiUrl: config.steamApiUrl,
      limits: trade.steamLimits,
      // A renewed refresh token goes where the old one was kept: the next start signs in with it.
      saveRefreshToken: (token) => saveRefreshToken(file, bot.name, token),
    }),
  );
  return new Map(bots.map((bot) => [bot.name, bot]));
}
