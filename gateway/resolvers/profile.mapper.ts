import type { ProfileAnswer, ProfileUpdateRequest } from '../../contract/accounts.contract';
import type { ProfileInput, ResolversParentTypes } from '../generated/resolvers-types';

/** A Profile as resolvers hand it over: balance as WireMoney (money.resolvers.ts adds the symbol). */
type Profile = ResolversParentTypes['Profile'];

/**
 * REST's snake_case profile (spec §3 server names) → the schema's Profile. The balance passes through
 * unchanged (major units of the currency asked for); createdAt stays unix seconds for the DateTime scalar.
 */
export function toProfile(p: ProfileAnswer): Profile {
  return {
    id: p.id,
    email: p.email ?? '',
    name: p.name ?? '',
    surname: p.surname ?? '',
    phone: p.phone ?? '',
    phoneCountryCode: p.phone_country_code ?? '',
    address: p.address ?? '',
    country: p.country ?? null,
    city: p.city ?? '',
    zip: p.zip ?? '',
    balance: { amount: p.balance, currency: p.currency },
    createdAt: p.created_at,
    steamId: p.steamId ?? '',
    steamIdVerified: p.steam_id_verified === true,
    steamProfileUrl: p.steam_profile_url ?? '',
    communityVisibilityState: p.community_visibility_state ?? null,
    tradeLink: p.steam_trade_link ?? '',
    avatarMedium: p.avatar_medium ?? '',
    emailVerified: p.email_verified === true,
    twoFactorEnabled: p.two_factor_enabled === true,
    hasPassword: p.has_password === true,
    termsAccepted: p.terms_accepted === true,
  };
}

/** ProfileInput → the PUT /user/profile body of spec §7 (plus phone_country_code and currency). */
export function toProfileUpdate(input: ProfileInput, currency: string): ProfileUpdateRequest {
  return {
    name: input.name,
    surname: input.surname,
    email: input.email,
    phone: input.phone,
    phone_country_code: input.phoneCountryCode,
    country: input.country ?? null,
    city: input.city,
    address: input.address,
    postCode: input.postCode,
    steamId: input.steamId,
    currency,
    ...(input.acceptTerms ? { terms: true } : {}),
  };
}
