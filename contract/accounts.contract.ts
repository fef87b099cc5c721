// The REST contract of accounts (spec §7 register, login, user/*): the profile every sign-in and
// profile route answers, the registration and profile-update bodies, the two-factor challenge, in
// TypeBox. The API validates and serializes with them; the gateway's account types come from them.
import { Type, type Static, type TSchema } from 'typebox';
import { TWO_FACTOR_CONFIG } from './rules/two-factor';
import { Address, City, CurrencyCode, Email, LangId, Name, Password, PhoneText, PostCode, SteamIdText } from './common.contract';

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
  terms_accepted: Type.Boolean({ description: 'The customer accepted the terms (registering or saving personal information).' }),
});

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

/** POST /register */
export const RegisterBody = Type.Object({
  name: Name,
  surname: Name,
  email: Email,
  phone: PhoneText,
  phone_country_code: Type.Optional(Type.String({ maxLength: 2 })),
  password: Password,
  passConfirm: Password,
  lang_id: LangId,
  currency: CurrencyCode,
  /** The customer ticked the terms (the shop's form asks before it sends). */
  terms: Type.Optional(Type.Boolean()),
});

/** PUT /user/profile (answers the fresh profile in `currency`). */
export const ProfileUpdateBody = Type.Object({
  name: Name,
  surname: Name,
  email: Type.Optional(Email),
  phone: PhoneText,
  phone_country_code: Type.Optional(Type.String({ maxLength: 2 })),
  country: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  city: Type.Optional(City),
  address: Type.Optional(Address),
  postCode: Type.Optional(PostCode),
  steamId: Type.Optional(SteamIdText),
  lang_id: LangId,
  currency: CurrencyCode,
  /** The customer ticked the terms (spec §4: the form asks before it saves). */
  terms: Type.Optional(Type.Boolean()),
});

/** POST /login: `username` is the e-mail address. */
export const LoginBody = Type.Object({ username: Email, password: Password, lang_id: LangId, currency: CurrencyCode });

/** POST /resendConfirmationLink and POST /user/reset-password: the address a link is sent to. */
export const EmailBody = Type.Object({ email: Email, lang_id: LangId });

/** The longest token of an e-mailed link (verification, password reset) a route takes. */
const LINK_TOKEN_MAX_LENGTH = 512;

/** POST /user/reset-password/confirm */
export const PasswordResetConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: LINK_TOKEN_MAX_LENGTH }),
  password: Password,
  passConfirm: Type.Optional(Password),
  lang_id: LangId,
});

/** GET /email/verify/{token} */
export const EmailVerifyParams = Type.Object({ token: Type.String({ maxLength: LINK_TOKEN_MAX_LENGTH }) });

/** POST /user/change-email: the new address and the current password. */
export const ChangeEmailBody = Type.Object({ email: Email, password: Password, lang_id: LangId });

/** PUT /user/update-trade-link */
export const TradeLinkBody = Type.Object({ url: Type.String({ maxLength: 300 }), lang_id: LangId });

/** POST /user/confirm-password: the step-up a session needs before what moves value or control. */
export const ConfirmPasswordBody = Type.Object({ password: Password, lang_id: LangId });

/** POST /user/verify-2fa: the e-mailed code, exactly TWO_FACTOR_CONFIG.code_length digits. */
export const TwoFactorCodeBody = Type.Object({
  code: Type.String({ maxLength: TWO_FACTOR_CONFIG.code_length, pattern: `^[0-9]{${TWO_FACTOR_CONFIG.code_length}}$` }),
  lang_id: LangId,
  currency: CurrencyCode,
});

/** PUT /user/two-factor { enabled } */
export const TwoFactorToggleBody = Type.Object({ enabled: Type.Boolean(), lang_id: LangId });

/** GET /auth/steam/callback: `state` beside the OpenID assertion's own openid.* fields, which pass through. */
export const SteamCallbackQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: true });

/** GET /is-auth */
export const IsAuth = Type.Object({
  status: Type.Literal('OK'),
  authenticated: Type.Boolean(),
  payload: Type.Object({ authenticated: Type.Boolean() }),
});

/** PUT /user/two-factor { enabled } */
export const TwoFactorState = Type.Object({
  status: Type.Literal('OK'),
  message: Type.String(),
  payload: Type.Object({ two_factor_enabled: Type.Boolean() }),
});

/**
 * GET /email/verify/{token}: 200 OK with verification success or already_verified, 422 ERROR with
 * verification error (an unknown, used or expired link).
 */
export const VerificationAnswer = Type.Object({
  status: Type.Union([Type.Literal('OK'), Type.Literal('ERROR')]),
  verification: Type.Union([Type.Literal('success'), Type.Literal('already_verified'), Type.Literal('error')]),
  message: Type.String(),
  error_code: Type.Optional(Type.String()),
  /** The address a successful link confirmed (issue 45: the login opens with it filled in, in any browser). */
  email: Type.Optional(Type.String()),
});

export type ProfileAnswer = Static<typeof Profile>;
export type IsAuthAnswer = Static<typeof IsAuth>;
export type TwoFactorStateAnswer = Static<typeof TwoFactorState>;
export type VerificationAnswerBody = Static<typeof VerificationAnswer>;
export type TwoFactorConfigAnswer = Static<typeof TwoFactorConfig>;
export type RegisterRequest = Static<typeof RegisterBody>;
export type ProfileUpdateRequest = Static<typeof ProfileUpdateBody>;
