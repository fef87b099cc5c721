import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { accountFieldMessages } from '../../contract/rules/account-messages';
import type { FieldErrors } from '../http/api-error';

// Spec §5 and §8, word for word: the browser's too, then the API's own.
export const messages = {
  ...accountFieldMessages,
  emailTaken: 'The email has already been taken.',
  phoneCountry: 'Phone numbers from this country are not supported',
  country: 'Please choose a country from the list',
  steamId: 'The Steam ID must be a 17-digit SteamID64',
  wrongPassword: 'The password is incorrect',
  invalidCredentials: 'These credentials do not match our records.',
  tradeLink: 'Please enter a valid Steam trade URL (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)',
  tradeLinkOtherAccount: 'This trade URL belongs to a different Steam account',
} as const;

export { isEmail, isLetters, isSteamId64, isStrongPassword } from '../../contract/rules/account-fields';

/** Collects failures in the order they are checked; `first` is the message to show. */
export class RuleCheck {
  readonly errors: FieldErrors = {};
  first: string | undefined;

  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
    this.first ??= message;
  }

  get failed(): boolean {
    return this.first !== undefined;
  }
}

export interface ParsedPhone {
  phone: string;
  countryIso: string;
}

/**
 * A phone number in international format (or national with the ISO country given), kept only when
 * it is valid and its country is one the shop supports. Returns the E.164 form and the country.
 */
export function parsePhone(raw: string, countryIso: string | undefined, supportedIsos: Set<string>): ParsedPhone | 'invalid' | 'unsupported' {
  const iso = countryIso?.toUpperCase() as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(raw.trim(), iso && supportedIsos.has(iso) ? iso : undefined);
  if (!parsed || !parsed.isValid()) return 'invalid';
  const country = parsed.country ?? iso;
  if (!country || !supportedIsos.has(country)) return 'unsupported';
  return { phone: parsed.number, countryIso: country };
}

const STEAM_ID64_BASE = 76561197960265728n;

/** A Steam trade offer URL: https://steamcommunity.com/tradeoffer/new/?partner=<account id>&token=<8 chars>. */
export function parseTradeLink(raw: string): { partner: string; token: string; url: string } | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'steamcommunity.com' || url.port !== '' || url.username || url.password) return undefined;
  if (url.pathname !== '/tradeoffer/new/' && url.pathname !== '/tradeoffer/new') return undefined;
  const keys = [...url.searchParams.keys()];
  const partner = url.searchParams.get('partner') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (keys.length !== 2 || !/^\d{1,10}$/.test(partner) || BigInt(partner) >= 2n ** 32n || !/^[A-Za-z0-9_-]{8}$/.test(token)) return undefined;
  return { partner, token, url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}` };
}

/** The SteamID64 a trade link's partner (32-bit account id) belongs to. */
export const steamIdOfPartner = (partner: string): string => (STEAM_ID64_BASE + BigInt(partner)).toString();
