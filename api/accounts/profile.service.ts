import { findUserByEmail, findUserById, steamIdHeldElsewhere, steamIdOf, updateUser, type UserRow } from './users.repository';
import { ApiError } from '../http/api-error';
import { transact, type ServiceContext } from '../lib/service-context';
import { isEmail, isLetters, isSteamId64, messages, parsePhone, parseTradeLink, RuleCheck, steamIdOfPartner } from './account-rules';
import { profileView } from './profile.view';
import { listCountryCodes } from '../reference-data/countries.repository';
import type { ProfileUpdateRequest } from '../../contract/accounts.contract';
import { nowSeconds } from '../lib/secrets';


export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
export const TRADE_LINK_UPDATED_MESSAGE = 'Trade link updated successfully';
export const EMAIL_CHANGE_ELSEWHERE = 'Use "Change" next to your e-mail to change it';
export const STEAM_ID_VERIFIED = 'Your Steam ID is verified by Steam sign-in and cannot be changed';
export const STEAM_ID_LINKED_ELSEWHERE = 'This Steam account is linked to another user';

const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

export function createProfileService(context: ServiceContext) {
  const { db, currencies } = context;

  return {
    async view(user: UserRow, currencyCode: string | undefined) {
      return profileView(user, await currencies.resolve(currencyCode));
    },

    /** Personal information (spec §3 profile update payload); every failing field in `errors`. */
    async update(user: UserRow, input: ProfileUpdateRequest): Promise<void> {
      const check = new RuleCheck();
      if (!isLetters(input.name)) check.fail('name', messages.name);
      if (!isLetters(input.surname)) check.fail('surname', messages.surname);
      const email = optional(input.email);
      let newEmail: string | undefined;
      if (email !== null && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
        // E-mail changes need the password (user/change-email); an account without one may add it here.
        if (user.email !== null) check.fail('email', EMAIL_CHANGE_ELSEWHERE);
        else if (!isEmail(email)) check.fail('email', messages.email);
        else if (await findUserByEmail(db, email)) check.fail('email', messages.emailTaken);
        else newEmail = email;
      }
      const countries = await listCountryCodes(db);
      const phone = parsePhone(input.phone, input.phone_country_code, new Set(countries.map((c) => c.iso.toUpperCase())));
      if (phone === 'invalid') check.fail('phone', messages.phone);
      if (phone === 'unsupported') check.fail('phone', messages.phoneCountry);
      const country = input.country ?? null;
      if (country !== null && !countries.some((c) => c.id === country)) check.fail('country', messages.country);
      const steamId = optional(input.steamId);
      if (steamId !== null && !isSteamId64(steamId)) check.fail('steamId', messages.steamId);
      else if (user.steam_login_id !== null && steamId !== null && steamId !== user.steam_login_id) check.fail('steamId', STEAM_ID_VERIFIED);
      if (check.failed || typeof phone === 'string') throw new ApiError('VALIDATION_FAILED', check.first as string, check.errors);

      await transact(context, async (tx) => {
        if (steamId !== null && steamId !== user.steam_id && user.steam_login_id === null && (await steamIdHeldElsewhere(tx, steamId, user.id))) {
          throw new ApiError('VALIDATION_FAILED', STEAM_ID_LINKED_ELSEWHERE, { steamId: [STEAM_ID_LINKED_ELSEWHERE] });
        }
        await updateUser(tx, user.id, {
          name: input.name.trim(),
          surname: input.surname.trim(),
          phone: phone.phone,
          phone_country_code: phone.countryIso,
          country_id: country,
          city: optional(input.city),
          address: optional(input.address),
          zip: optional(input.postCode),
          // With a Steam sign-in link there is nothing to type: the proven ID is the Steam ID.
          steam_id: user.steam_login_id === null ? steamId : null,
          ...(newEmail ? { email: newEmail, email_verified_at: null } : {}),
          ...(input.lang_id !== undefined ? { lang_id: input.lang_id } : {}),
          ...(input.terms === true ? { terms_accepted_at: nowSeconds() } : {}),
        });
      });
    },

    async updateTradeLink(user: UserRow, url: string): Promise<void> {
      const parsed = parseTradeLink(url);
      if (!parsed) throw new ApiError('INVALID_TRADE_LINK', messages.tradeLink, { url: [messages.tradeLink] });
      const steamId = steamIdOf(user);
      if (steamId && steamIdOfPartner(parsed.partner) !== steamId) {
        throw new ApiError('INVALID_TRADE_LINK', messages.tradeLinkOtherAccount, { url: [messages.tradeLinkOtherAccount] });
      }
      await transact(context, (tx) => updateUser(tx, user.id, { steam_trade_link: parsed.url }));
    },

    reload: (userId: number) => findUserById(db, userId) as Promise<UserRow>,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
