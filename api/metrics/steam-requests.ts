import { TradeBotBusy, TradeBotPending, TradeBotRefused, TradeBotUnavailable, type TradeBot } from '../trade/trade-bot';

/** What a bot asked Steam for: the kinds Steam limits apart (inventory reads, offer sends, offer and trade looks). */
export type SteamRequestKind = 'inventory' | 'send' | 'offer' | 'cancel' | 'trade';
export type SteamRequestOutcome = 'ok' | 'rate_limited' | 'busy' | 'pending' | 'refused' | 'unavailable' | 'error';

export type CountSteamRequest = (labels: { bot: string; kind: SteamRequestKind; outcome: SteamRequestOutcome }) => void;

const KIND_OF: Partial<Record<keyof TradeBot, SteamRequestKind>> = {
  inventory: 'inventory',
  partnerInventory: 'inventory',
  receivedAssets: 'inventory',
  sendOffer: 'send',
  getOffer: 'offer',
  findSentOffer: 'offer',
  cancelOffer: 'cancel',
  tradeReversed: 'trade',
};

/** A 429 reaches here as TradeBotBusy naming the status (steam-errors.ts) or carrying Steam's Retry-After. */
export function outcomeOf(error: unknown): SteamRequestOutcome {
  if (error instanceof TradeBotPending) return 'pending';
  if (error instanceof TradeBotBusy) return /\b429\b/.test(error.message) || error.retryAfterMs !== undefined ? 'rate_limited' : 'busy';
  if (error instanceof TradeBotRefused) return 'refused';
  // The bot itself cannot trade (a hold, an unacknowledged notice): it is paused.
  if (error instanceof TradeBotUnavailable) return 'unavailable';
  return 'error';
}

/**
 * The bot, each of its calls to Steam counted by kind and outcome (shop_steam_requests_total) as it
 * ends; everything else of the bot (its name, methods counted by no kind) passes through untouched.
 */
export function countedTradeBot(bot: TradeBot, count: CountSteamRequest): TradeBot {
  return new Proxy(bot, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      const kind = typeof property === 'string' ? KIND_OF[property as keyof typeof KIND_OF] : undefined;
      if (kind === undefined || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          const answer: unknown = await value.apply(target, args);
          count({ bot: target.name, kind, outcome: 'ok' });
          return answer;
        } catch (error) {
          count({ bot: target.name, kind, outcome: outcomeOf(error) });
          throw error;
        }
      };
    },
  });
}

export function countedTradeBots(bots: Map<string, TradeBot>, count: CountSteamRequest): Map<string, TradeBot> {
  return new Map([...bots].map(([name, bot]) => [name, countedTradeBot(bot, count)]));
}
