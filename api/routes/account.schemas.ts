import { Type, type TSchema } from 'typebox';
import { ErrorEnvelope } from '../http/envelope.schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The user profile of spec §3 (server names), balance in major units of `currency`. */
export const Profile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  phone: Type.String(),
  phone_country_code: Type.String(),
  address: Type.String(),
  country: Nullable(Type.Integer()),
  city: Type.String(),
  zip: Type.String(),
  balance: Type.Number(),
  currency: Type.String(),
  created_at: Type.Integer({ description: 'Unix seconds.' }),
  steamId: Type.String(),
  steam_id_verified: Type.Boolean({ description: 'True when a Steam sign-in proved steamId; false when the user typed it (delivery only, never a login).' }),
  steam_profile_url: Type.String(),
  community_visibility_state: Nullable(Type.Integer()),
  steam_trade_link: Type.String(),
  avatar_medium: Type.String(),
  email_verified: Type.Boolean(),
  two_factor_enabled: Type.Boolean(),
  has_password: Type.Boolean(),
  lang_id: Type.Integer(),
});

export {
  Address,
  City,
  CurrencyCode,
  Email,
  LangId,
  Name,
  Password,
  PhoneText,
  PostCode,
  SteamIdText,
} from '../../contract/common.contract';

export const OkMessage = Type.Object({ status: Type.Literal('OK'), message: Type.String() });
export const OkProfile = Type.Object({ status: Type.Literal('OK'), message: Type.String(), payload: Profile });

export const TwoFactorConfig = Type.Object({ code_length: Type.Integer(), expiry_minutes: Type.Integer() });

/** ERROR (or VERIFY) envelopes a login or registration can answer with. */
export const AuthError = Type.Object({
  status: Type.Union([Type.Literal('ERROR'), Type.Literal('VERIFY')]),
  message: Type.String(),
  error_code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  config: Type.Optional(TwoFactorConfig),
});

/** Response schemas of an account endpoint: its 200 and every error status as ERROR envelopes. */
export function accountResponses<T extends TSchema, M extends Record<number, TSchema> = Record<never, TSchema>>(ok: T, more?: M) {
  const base = { 200: ok, 401: ErrorEnvelope, 403: AuthError, 404: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope };
  return { ...base, ...more } as unknown as Omit<typeof base, keyof M> & M;
}
