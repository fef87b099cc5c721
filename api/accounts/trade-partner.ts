import { ApiError } from '../http/api-error';
import { messages, parseTradeLink, steamIdOfPartner } from './account-rules';
import { steamIdOf, type UserRow } from './users.repository';

export const STEAM_ID_REQUIRED_MESSAGE = 'Please add your steamId';
export const TRADE_LINK_REQUIRED_MESSAGE = 'Please save your trade link first';

/** The customer's Steam ID, or 422 STEAM_ID_REQUIRED. */
export function requireSteamId(user: Pick<UserRow, 'steam_id' | 'steam_login_id'>): string {
  const steamId = steamIdOf(user);
  if (!steamId) throw new ApiError('STEAM_ID_REQUIRED', STEAM_ID_REQUIRED_MESSAGE);
  return steamId;
}

/**
 * Whom a bot's trade offer goes to (a buyer's skins, or asking for a seller's): the customer's Steam ID
 * and saved trade link, whose partner must be that account (issue 25). Else the 422 that says what is missing.
 */
export function tradePartnerOf(user: Pick<UserRow, 'steam_id' | 'steam_login_id' | 'steam_trade_link'>): { steamId: string; tradeLink: string } {
  const steamId = requireSteamId(user);
  const tradeLink = user.steam_trade_link ?? '';
  if (tradeLink === '') throw new ApiError('TRADE_LINK_REQUIRED', TRADE_LINK_REQUIRED_MESSAGE);
  const link = parseTradeLink(tradeLink);
  if (!link || steamIdOfPartner(link.partner) !== steamId) {
    throw new ApiError('INVALID_TRADE_LINK', messages.tradeLinkOtherAccount, { url: [messages.tradeLinkOtherAccount] });
  }
  return { steamId, tradeLink };
}
