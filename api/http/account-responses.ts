import type { TSchema } from 'typebox';
import { AuthError } from '../../contract/accounts.contract';
import { ErrorEnvelope } from './envelope.schemas';

/** Response schemas of an account endpoint: its 200 and every error status as ERROR envelopes (the schemas themselves are contract/). */
export function accountResponses<T extends TSchema, M extends Record<number, TSchema> = Record<never, TSchema>>(ok: T, more?: M) {
  const base = { 200: ok, 401: ErrorEnvelope, 403: AuthError, 404: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope };
  return { ...base, ...more } as unknown as Omit<typeof base, keyof M> & M;
}
