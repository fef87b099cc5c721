import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  /** As the user typed it; unique case-insensitively (index on lower(email)); null for Steam-only accounts. */
  email: string | null;
  /** Unix seconds. */
  created_at: number;
  name: string | null;
  surname: string | null;
  /** E.164, e.g. +4915123456789. */
  phone: string | null;
  /** ISO 3166 alpha-2 country of the phone number, e.g. DE. */
  phone_country_code: string | null;
  country_id: number | null;
  city: string | null;
  address: string | null;
  zip: string | null;
  /** SteamID64 the user typed in the profile: where to deliver, never a way to sign in. */
  steam_id: string | null;
  /** SteamID64 proven by a completed Steam sign-in: the only link 'Login with Steam' signs in through (unique). */
  steam_login_id: string | null;
  steam_profile_url: string | null;
  community_visibility_state: number | null;
  steam_trade_link: string | null;
  avatar_medium: string | null;
  /** scrypt$N$r$p$salt$hash; null for accounts created by Steam sign-in. */
  password_hash: string | null;
  /** Unix seconds; null while the e-mail is unconfirmed. */
  email_verified_at: number | null;
  /** Unix seconds the terms were last accepted (registering, saving personal information); null: never. */
  terms_accepted_at: ColumnType<number | null, number | null | undefined, number | null>;
  two_factor_enabled: ColumnType<number, number | undefined, number>;
  /** EUR cents; always the sum of the user's balance_ledger rows (written together). */
  balance: ColumnType<number, number | undefined, number>;
  /** Language of the user's e-mails. */
  lang_id: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** sha256 hex of the opaque id in the `sid` cookie; the raw id is never stored. */
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  /** Unix seconds of the last sign-in or password confirmation (step-up); 0 once a single-use one is spent. */
  confirmed_at: ColumnType<number, number | undefined, number>;
}

export interface BalanceLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** EUR cents; positive credits, negative debits. */
  amount: number;
  kind: string;
  reference: string | null;
  created_at: number;
}

export type TokenPurpose = 'verify_email' | 'reset_password';

export interface UserTokensTable {
  /** sha256 hex of the token in the e-mailed link. */
  token_hash: string;
  user_id: number;
  purpose: TokenPurpose;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface TwoFactorChallengesTable {
  /** sha256 hex of the opaque id in the `tfa` cookie. */
  id: string;
  user_id: number;
  /** sha256 of the challenge id and the code; the code itself is never stored. */
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: number;
  expires_at: number;
}
