import type { ConfigVariable } from '../config';
import type { SteamLimits } from './steam/steam-limiter';

export type TradeBotKind = 'sandbox' | 'steam';

/** Trade bots and delivery (issue 25). */
export interface TradeConfig {
  /** `sandbox`: the built-in bot holding the seeded catalogue; `steam`: the bots of STEAM_BOTS_FILE. */
  bot: TradeBotKind;
  steamBotsFile: string | undefined;
  steamCommunityUrl: string;
  /** When the sandbox's partner answers an offer. */
  sandboxAcceptMs: number;
  /** An offer nobody answered this long is cancelled (its order refunded). */
  offerExpiryMinutes: number;
  /** How long Steam lets either side reverse an accepted CS2 trade. */
  protectionSeconds: number;
  /** A decline this soon after sending is the mark of a stolen Web API key: the order pauses. */
  scamWindowSeconds: number;
  /** How often an open offer is looked at. */
  pollSeconds: number;
  /** How often the catalogue is made equal to the bots' inventories; 0: only `ops stock:sync`. */
  inventorySyncMinutes: number;
  /** Each Steam bot's gap between two calls of a kind (TRADE_BOT=steam): Steam's limits are per account. */
  steamLimits: SteamLimits;
  /** Looks at a trade Steam shows no final state of before it is left to a person (the Today queue). */
  maxPendingLooks: number;
}

export const tradeConfigVariables: readonly ConfigVariable[] = [
  { name: 'TRADE_BOT', default: 'sandbox', description: 'sandbox (built-in bot holding the seeded catalogue, no Steam account) or steam (the bots of STEAM_BOTS_FILE).' },
  { name: 'STEAM_BOTS_FILE', default: null, description: 'JSON file of the Steam bot accounts (names, Steam IDs, login tokens, identity secrets); required with TRADE_BOT=steam. Never in the database or the logs.' },
  { name: 'STEAM_COMMUNITY_URL', default: 'https://steamcommunity.com', description: "Origin of Steam Community (trade offers, inventories); tests point it at a local server." },
  { name: 'SANDBOX_TRADE_ACCEPT_MS', default: '5000', description: "Milliseconds after a sandbox offer is sent before its partner answers (the trade link's token chooses how)." },
  { name: 'TRADE_OFFER_EXPIRY_MINUTES', default: '60', description: 'An offer not answered this many minutes after it was sent is cancelled and its order refunded.' },
  { name: 'TRADE_PROTECTION_SECONDS', default: '604800', description: "Steam's CS2 trade protection: how long after acceptance a trade can be reversed (then refunded)." },
  { name: 'TRADE_SCAM_WINDOW_SECONDS', default: '3', description: 'A decline sooner than this many seconds after sending pauses the order (the mark of a stolen Steam Web API key); 0 never pauses.' },
  { name: 'TRADE_POLL_SECONDS', default: '10', description: 'Seconds between looks at an open trade offer (Steam rate limits back this off).' },
  { name: 'INVENTORY_SYNC_MINUTES', default: '10', description: "Minutes between making the catalogue equal to the bots' inventories; 0: only with npm run ops -- stock:sync." },
  { name: 'STEAM_INVENTORY_GAP_MS', default: '2000', description: 'Each Steam bot waits this many milliseconds between two inventory reads (its own, a seller\'s, received items); Steam rate limits an account.' },
  { name: 'STEAM_SEND_GAP_MS', default: '1000', description: 'Each Steam bot waits this many milliseconds between two trade offer sends.' },
  { name: 'STEAM_CONFIRMATION_GAP_MS', default: '1000', description: 'Each Steam bot waits this many milliseconds between two mobile confirmation calls.' },
  { name: 'MAX_PENDING_LOOKS', default: '20', description: "Looks at a trade Steam shows no final state of (missing from GetTradeStatus, no trade id) before it waits for a person in the console's Today queue; with the growing waits, 20 is some two hours." },
];

/** Reads the trade settings; `read` gives a variable or its documented default, problems collect what is wrong. */
export function readTradeConfig(read: (name: string) => string, problems: string[]): TradeConfig {
  const whole = (name: string, digits: number, min = 0) => {
    const raw = read(name);
    if (!new RegExp(`^\\d{1,${digits}}$`).test(raw) || Number(raw) < min) problems.push(`${name} must be a whole number, at least ${min} (got "${raw}")`);
    return Number(raw);
  };
  const bot = read('TRADE_BOT').toLowerCase() as TradeBotKind;
  if (bot !== 'sandbox' && bot !== 'steam') problems.push(`TRADE_BOT must be sandbox or steam (got "${bot}")`);
  const steamBotsFile = read('STEAM_BOTS_FILE') || undefined;
  if (bot === 'steam' && !steamBotsFile) problems.push('STEAM_BOTS_FILE is required when TRADE_BOT=steam');
  const steamCommunityUrl = read('STEAM_COMMUNITY_URL').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+$/i.test(steamCommunityUrl)) problems.push(`STEAM_COMMUNITY_URL must be an http(s) origin (got "${steamCommunityUrl}")`);
  return {
    bot,
    steamBotsFile,
    steamCommunityUrl,
    sandboxAcceptMs: whole('SANDBOX_TRADE_ACCEPT_MS', 9),
    offerExpiryMinutes: whole('TRADE_OFFER_EXPIRY_MINUTES', 6, 1),
    protectionSeconds: whole('TRADE_PROTECTION_SECONDS', 8),
    scamWindowSeconds: whole('TRADE_SCAM_WINDOW_SECONDS', 4),
    pollSeconds: whole('TRADE_POLL_SECONDS', 5, 1),
    inventorySyncMinutes: whole('INVENTORY_SYNC_MINUTES', 5),
    steamLimits: { inventoryMs: whole('STEAM_INVENTORY_GAP_MS', 6), sendMs: whole('STEAM_SEND_GAP_MS', 6), confirmationMs: whole('STEAM_CONFIRMATION_GAP_MS', 6) },
    maxPendingLooks: whole('MAX_PENDING_LOOKS', 4, 1),
  };
}
