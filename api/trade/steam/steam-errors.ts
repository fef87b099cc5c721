import { TradeBotBusy, TradeBotRefused } from '../trade-bot';
import { SteamHttpError } from './steam-http';

// EResult values (steam-tradeoffer-manager/resources/EResult.js).
const BUSY_ERESULTS = new Set([
  10, // Busy
  16, // Timeout (a send that timed out may still have gone through: the shop heals with findSentOffer)
  20, // ServiceUnavailable
  25, // LimitExceeded ("sent too many trade offers": wait for some to be answered)
  84, // RateLimitExceeded
]);
// Only when sending: then they are about the partner (token revoked, trade ban, cannot trade, items gone).
const REFUSED_ERESULTS = new Set([
  15, // AccessDenied ("the trade URL is no longer valid", not friends without a token, trade ban)
  26, // Revoked (token changed, or the items are no longer in the inventory)
]);
const NETWORK_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
const REFUSED_CAUSES = new Set(['TradeBan', 'TargetCannotTrade']);
const REFUSED_TEXT = /trade URL is no longer valid|is not available to trade|have a trade ban|trade offer access token/i;

type LibraryError = Error & { code?: unknown; eresult?: unknown; cause?: unknown };

/**
 * Maps an error from steamcommunity / steam-tradeoffer-manager onto the port: TradeBotBusy for what a
 * later try may fix, TradeBotRefused (only when `sending`) for what it will not; anything else as is.
 */
export function toTradeBotError(err: unknown, sending = false): unknown {
  if (err instanceof TradeBotBusy || err instanceof TradeBotRefused || !(err instanceof Error)) return err;
  const error = err as LibraryError;
  if (error instanceof SteamHttpError) return new TradeBotBusy(`Steam answered HTTP ${error.statusCode}`, error.retryAfterMs);
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return new TradeBotBusy(`Steam unreachable (${error.code})`);
  const status = /^HTTP error (\d{3})$/.exec(error.message)?.[1];
  if (status && (status === '429' || status.startsWith('5'))) return new TradeBotBusy(`Steam answered HTTP ${status}`);
  const eresult = Number(error.eresult);
  if (BUSY_ERESULTS.has(eresult)) return new TradeBotBusy(`Steam is busy: ${error.message}`);
  if (/Data temporarily unavailable|Malformed (API|JSON)? ?response/i.test(error.message)) return new TradeBotBusy(`Steam answered badly: ${error.message}`);
  if (sending && (REFUSED_ERESULTS.has(eresult) || REFUSED_CAUSES.has(String(error.cause)) || REFUSED_TEXT.test(error.message))) {
    return new TradeBotRefused(`Steam refused the offer: ${error.message}`);
  }
  return err;
}
