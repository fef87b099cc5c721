import { steamIdOf, type UserRow } from './users.repository';
import { toWireAmount } from '../lib/money';
import type { Currency } from '../reference-data/currencies.service';

/**
 * The user profile of spec §3 with its server names; balance in major units of `currency`. Beside the
 * spec's steamId (the one proven by Steam sign-in, else the typed one), steam_id_verified says which.
 */
export function profileView(user: UserRow, currency: Currency) {
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name ?? '',
    surname: user.surname ?? '',
    phone: user.phone ?? '',
    phone_country_code: user.phone_country_code ?? '',
    address: user.address ?? '',
    country: user.country_id,
    city: user.city ?? '',
    zip: user.zip ?? '',
    balance: toWireAmount(Number(user.balance), currency.value),
    currency: currency.code,
    created_at: Number(user.created_at),
    steamId: steamIdOf(user) ?? '',
    steam_id_verified: user.steam_login_id !== null,
    steam_profile_url: user.steam_profile_url ?? '',
    community_visibility_state: user.community_visibility_state,
    steam_trade_link: user.steam_trade_link ?? '',
    avatar_medium: user.avatar_medium ?? '',
    email_verified: user.email_verified_at !== null,
    two_factor_enabled: user.two_factor_enabled === 1,
    has_password: user.password_hash !== null,
    lang_id: user.lang_id,
    terms_accepted: user.terms_accepted_at !== null,
  };
}

export type ProfileView = ReturnType<typeof profileView>;
