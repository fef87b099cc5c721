import { setTimeout as delay } from 'node:timers/promises';

/** Run `work` in its turn. */
export type Limiter = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Spaces the starts of a bot's calls of one kind at least `delayMs` apart, in the order they were
 * asked for (ArchiSteamFarm's limiter delays): a burst reaches Steam as a trickle, each call running
 * once its turn comes, without waiting for the one before it to end. 0: no spacing.
 */
export function createLimiter(delayMs: number): Limiter {
  if (delayMs <= 0) return (work) => work();
  let nextStart = 0;
  let queue: Promise<void> = Promise.resolve();
  return (work) => {
    const turn = queue.then(async () => {
      const wait = nextStart - Date.now();
      if (wait > 0) await delay(wait);
      nextStart = Date.now() + delayMs;
    });
    queue = turn;
    return turn.then(work);
  };
}

/** The smallest gap between a bot's calls of each kind, in milliseconds. */
export interface SteamLimits {
  /** Reads of an inventory (the bot's own or a partner's; the library reads all its pages in one). */
  inventoryMs: number;
  /** Trade offers sent. */
  sendMs: number;
  /** Mobile confirmation lists and answers. */
  confirmationMs: number;
}

export const NO_LIMITS: SteamLimits = { inventoryMs: 0, sendMs: 0, confirmationMs: 0 };

// The shop's bots' gaps come from STEAM_INVENTORY_GAP_MS, STEAM_SEND_GAP_MS and STEAM_CONFIRMATION_GAP_MS
// (api/trade/trade-config.ts: 2 s, 1 s, 1 s). ArchiSteamFarm spaces inventory reads 4 s and confirmations
// 10 s for accounts that farm all day; a shop bot's own reads come from the stock sync and the jobs'
// looks, and a buyer waits on each send and confirmation, so shorter gaps, still one call at a time.

/** One limiter per kind: each bot makes its own, so one bot's burst never holds another back. */
export function createBotLimiters(limits: SteamLimits) {
  return { inventory: createLimiter(limits.inventoryMs), send: createLimiter(limits.sendMs), confirmation: createLimiter(limits.confirmationMs) };
}
