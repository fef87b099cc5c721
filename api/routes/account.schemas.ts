import type { TSchema } from 'typebox';
import { AuthError } from '../../contract/accounts.contract';
import { ErrorEnvelope } from '../http/envelope.schemas';

export {
  AuthError,
  IsAuth,
  OkMessage,
  OkProfile,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  TwoFactorConfig,
  TwoFactorState,
  VerificationAnswer,
} from '../../contract/accounts.contract';
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

/** Response schemas of an account endpoint: its 200 and every error status as ERROR envelopes. */
export function accountResponses<T extends TSchema, M extends Record<number, TSchema> = Record<never, TSchema>>(ok: T, more?: M) {
  const base = { 200: ok, 401: ErrorEnvelope, 403: AuthError, 404: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope };
  return { ...base, ...more } as unknown as Omit<typeof base, keyof M> & M;
}
