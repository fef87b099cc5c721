// The one table from REST failures to the schema's typed results (DESIGN.md: "maps error codes to
// result types by one table"). An error code with a result type of its own becomes that type where the
// field's union has it; the rest go by HTTP status: 422 with field errors → ValidationError, 429 →
// RateLimited, 401 on a signed-in route → the UNAUTHENTICATED error, any other refusal → ActionRefused,
// and 5xx or an answer that is no envelope → the upstream failure.
import type { ErrorCode } from '../contract/error-codes';
import type { ErrorCode as ResultErrorCode } from './generated/resolvers-types';
import {
  actionRefused,
  GENERIC_ERROR_MESSAGE,
  rateLimited,
  unauthenticated,
  upstreamFailure,
  validationError,
  type TypedActionRefused,
  type TypedRateLimited,
  type TypedValidation,
} from './errors';
import type { RestResponse } from './rest-client';
import type { Envelope } from '../contract/common.contract';

/** The REST error codes that have a GraphQL result type of their own (schema.graphql), by code. */
export const RESULT_TYPE_OF_CODE = {
  ALREADY_IN_CART: 'AlreadyInCart',
  STEAM_ID_REQUIRED: 'SteamIdRequired',
  STEAM_SIGN_IN_REQUIRED: 'SteamSignInRequired',
  INSUFFICIENT_FUNDS: 'InsufficientFunds',
  PERSONAL_INFO_REQUIRED: 'PersonalInfoRequired',
  STEP_UP_REQUIRED: 'StepUpRequired',
  EMAIL_NOT_VERIFIED: 'AccountUnverified',
  NOT_PAUSED: 'NotPaused',
  TRADE_LINK_REQUIRED: 'TradeLinkRequired',
  QUOTE_EXPIRED: 'QuoteExpired',
  INVENTORY_UNAVAILABLE: 'InventoryUnavailable',
  ACCOUNT_FROZEN: 'AccountFrozen',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The table's codes are the schema's ErrorCode values of the same name (this fails to compile otherwise). */
type CodedCode = keyof typeof RESULT_TYPE_OF_CODE & ResultErrorCode;
export type CodedType = (typeof RESULT_TYPE_OF_CODE)[CodedCode];
/** A result of the table: its GraphQL errorCode is the REST error_code. */
export interface CodedResult<T extends CodedType> {
  __typename: T;
  errorCode: CodedCode;
  message: string;
}

export type AccountFailure = TypedActionRefused | TypedValidation | TypedRateLimited;

export interface FailureOptions {
  /** The REST route needs a session: its 401 is the UNAUTHENTICATED GraphQL error. */
  signedIn?: boolean;
  /** REST field name → the GraphQL argument or input field the browser sent (default snake → camel). */
  renameField?: (field: string) => string;
}

/**
 * A REST answer that is not the success, as the typed result of a field whose union has the table's
 * types `own`: a code of the table whose type is among them → that type with the API's message;
 * anything else by status (see the top of this file).
 */
export function failureResult<T extends CodedType = never>(
  response: RestResponse<Envelope<unknown>>,
  own: readonly T[],
  options: FailureOptions = {},
): CodedResult<T> | AccountFailure {
  const { status, body } = response;
  if (status === 401 && options.signedIn) throw unauthenticated();
  if (status < 400 || !isErrorEnvelope(body)) throw upstreamFailure();
  const code = body.error_code;
  const coded = code !== undefined && Object.hasOwn(RESULT_TYPE_OF_CODE, code) ? (code as CodedCode) : undefined;
  const type = coded && RESULT_TYPE_OF_CODE[coded];
  // A coded 5xx (INVENTORY_UNAVAILABLE: Steam cannot show it now) is the field's own type too; any other 5xx is the upstream failure.
  if (coded && type && (own as readonly string[]).includes(type)) {
    return { __typename: type as T, errorCode: coded, message: body.message || GENERIC_ERROR_MESSAGE };
  }
  if (status >= 500) throw upstreamFailure();
  if (status === 422 && hasFieldErrors(body)) return validationError(body, options.renameField);
  if (status === 429) return rateLimited(body.message);
  return actionRefused(body.message);
}

/** For a union without ValidationError or RateLimited: every such failure becomes ActionRefused with its message. */
export function asRefusal<F extends { __typename: string; message: string }>(failure: F): Exclude<F, TypedValidation | TypedRateLimited> | TypedActionRefused {
  if (failure.__typename === 'ValidationError' || failure.__typename === 'RateLimited') return actionRefused(failure.message);
  return failure as Exclude<F, TypedValidation | TypedRateLimited>;
}

/** For a union without RateLimited. */
export function withoutRateLimit<F extends { __typename: string; message: string }>(failure: F): Exclude<F, TypedRateLimited> | TypedActionRefused {
  if (failure.__typename === 'RateLimited') return actionRefused(failure.message);
  return failure as Exclude<F, TypedRateLimited>;
}

export function isOkEnvelope(response: RestResponse<Envelope<unknown>>): boolean {
  return response.status === 200 && isObject(response.body) && response.body.status === 'OK';
}

function isErrorEnvelope(body: unknown): body is Envelope<unknown> {
  return isObject(body) && (body.status === 'ERROR' || body.status === 'VERIFY');
}

function hasFieldErrors(body: Envelope<unknown>): boolean {
  return isObject(body.errors) && Object.keys(body.errors).length > 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
