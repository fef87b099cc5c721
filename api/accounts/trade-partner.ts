import { ApiError } from '../http/api-error';
import { messages, parseTradeLink, steamIdOfPartner } from './account-rules';
import { steamIdOf, type UserRow } from './users.repository';

export const STEAM_ID_REQUIRED_MESSAGE = 'Please add your steamId';
export const TRADE_LINK_REQUIRED_MESSAGE = 'Please save your trade link first';
export const STEAM_SIGN_IN_TO_SELL_MESSAGE = 'Sign in with Steam to sell from your Steam inventory: a Steam ID typed by hand does not show the items are yours.';

/** The customer's Steam ID, or 422 STEAM_ID_REQUIRED. */
export function requireSteamId(user: Pick<UserRow, 'steam_id' | 'steam_login_id'>): string {
  const steamId = steamIdOf(user);
  if (!steamId) throw new ApiError('STEAM_ID_REQUIRED', STEAM_ID_REQUIRED_MESSAGE);
  return steamId;
}

/**
 * The Steam ID a bot may ask skins of (issue 41): only one proven by Steam sign-in. A typed ID could be
 * anyone's, and its owner would be sent a trade offer giving their skins away for someone else's payout.
 * A typed one answers 422 STEAM_SIGN_IN_REQUIRED; none at all STEAM_ID_REQUIRED.
 */
export function requireProvenSteamId(user: Pick<UserRow, 'steam_id' | 'steam_login_id'>): string {
  if (user.steam_login_id) return user.steam_login_id;
  if (user.steam_id) throw new ApiError('STEAM_SIGN_IN_REQUIRED', STEAM_SIGN_IN_TO_SELL_MESSAGE);
  return requireSteamId(user);
}

/**
 * Whom a bot's trade offer goes to (a buyer's skins, or asking for a seller's): the customer's Steam ID
 * and saved trade link, whose partner must be that account (issue 25). Else the 422 that says what is missing.
 * A bot that asks for the customer's skins passes `requireProvenSteamId(user)` as `steamId`.
 */
export function tradePartnerOf(
  user: Pick<UserRow, 'steam_id' | 'steam_login_id' | 'steam_trade_link'>,
  steamId = requireSteamId(user),
): { steamId: string; tradeLink: string } {
  const tradeLink = user.steam_trade_link ?? '';
  if (tradeLink === '') throw new ApiError('TRADE_LINK_REQUIRED', TRADE_LINK_REQUIRED_MESSAGE);
  const link = parseTradeLink(tradeLink);
  if (!link || steamIdOfPartner(link.partner) !== steamId) {
    throw new ApiError('INVALID_TRADE_LINK', messages.tradeLinkOtherAccount, { url: [messages.tradeLinkOtherAccount] });
  }
  return { steamId, tradeLink };
}
