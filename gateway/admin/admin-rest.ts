import { GraphQLError } from '../graphql-runtime';
import type { Envelope } from '../../contract/common.contract';
import { GENERIC_ERROR_MESSAGE, unauthenticated, upstreamFailure } from '../errors';
import type { RestResponse } from '../rest-client';

/** Where the console's REST routes live under the API's base. */
export const ADMIN_API = '/admin';

export type AdminResponse<P> = RestResponse<Envelope<P>>;

/** Statuses an action answers as a typed result instead of an error: the operator is shown why, in place. */
const EXPECTED_REFUSALS = new Set([403, 404, 409, 422, 429]);

/** A REST object's snake_case keys as the schema's camelCase, all the way down. */
export function camelize<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => camelize(item)) as T;
  if (value === null || typeof value !== 'object') return value as T;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), camelize(inner)])) as T;
}

/** Integer cents as the console schema's EUR: `1234` → `12.34`. */
export const euros = (cents: number) => cents / 100;

/** The REST API's integer cents (`*_cents`) as the console schema's EUR, all the way down: `total_cents: 1234` → `total: 12.34`. */
export function inEuros<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => inEuros(item)) as T;
  if (value === null || typeof value !== 'object') return value as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => (key.endsWith('_cents') && typeof inner === 'number' ? [key.slice(0, -'_cents'.length), euros(inner)] : [key, inEuros(inner)])),
  ) as T;
}

/**
 * The payload a read answers. No staff session is UNAUTHENTICATED (the console goes back to sign-in); a
 * permission the member lacks is FORBIDDEN naming it; 404 and 422 are the operator's mistake.
 */
export function readPayload<P>(response: AdminResponse<P>): P {
  const { status, body } = response;
  if (status === 200 && body.status === 'OK' && body.payload !== undefined) return body.payload;
  if (status === 401) throw unauthenticated();
  if (status === 403) throw new GraphQLError(body.message || 'Forbidden', { extensions: { code: 'FORBIDDEN' } });
  if (status === 404) throw new GraphQLError(body.message || 'Not found', { extensions: { code: 'NOT_FOUND' } });
  if (status === 422) throw new GraphQLError(body.message || 'Invalid input', { extensions: { code: 'BAD_USER_INPUT' } });
  throw upstreamFailure();
}

export interface ActionResult {
  ok: boolean;
  errorCode: string | null;
  message: string | null;
  fieldErrors: { field: string; messages: string[] }[];
  awaitingApproval: boolean;
  inviteUrl: string | null;
}

/** An action's answer as a typed result: done (or waiting for a second person), or refused with the API's code and message. */
export function actionResult(response: AdminResponse<unknown>): ActionResult {
  const { status, body } = response;
  if (status === 401) throw unauthenticated();
  if (status === 200 && body.status === 'OK') {
    const payload = (body.payload ?? {}) as { outcome?: string; invite_url?: string };
    return { ok: true, errorCode: null, message: body.message ?? null, fieldErrors: [], awaitingApproval: payload.outcome === 'awaiting_approval', inviteUrl: payload.invite_url ?? null };
  }
  if (!EXPECTED_REFUSALS.has(status)) throw upstreamFailure();
  const fieldErrors = Object.entries(body.errors ?? {}).map(([field, messages]) => ({
    field: field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    messages: Array.isArray(messages) ? messages.map(String) : [String(messages)],
  }));
  const errorCode = body.error_code ?? (status === 422 ? 'VALIDATION_FAILED' : 'REFUSED');
  // A refusal of what the operator typed says what is wrong with it (the API's own message is the
  // generic "Validation failed"): the screen shows it above the form, as an error summary, and under the field.
  const fieldMessage = fieldErrors[0]?.messages[0];
  const message = (status === 422 && fieldMessage) || body.message || fieldMessage || GENERIC_ERROR_MESSAGE;
  return { ok: false, errorCode, message, fieldErrors, awaitingApproval: false, inviteUrl: null };
}
