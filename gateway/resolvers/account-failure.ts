import {
  actionRefused,
  rateLimited,
  stepUpRequired,
  unauthenticated,
  upstreamFailure,
  validationError,
  type TypedActionRefused,
  type TypedRateLimited,
  type TypedStepUpRequired,
  type TypedValidation,
} from '../errors';
import type { RestResponse } from '../rest-client';
import type { Envelope } from '../rest-contract';

export type AccountFailure = TypedActionRefused | TypedValidation | TypedRateLimited;

export interface FailureOptions {
  /** The REST route needs a session: its 401 is the UNAUTHENTICATED GraphQL error. */
  signedIn?: boolean;
  /** REST field name → the GraphQL argument or input field the browser sent (default snake → camel). */
  renameField?: (field: string) => string;
}

/**
 * A REST answer that is not the success, as a typed result:
 * - 422 with field errors → ValidationError (REST field names renamed);
 * - 422 without field errors (wrong password, wrong or expired code, used link) → ActionRefused;
 * - 429 → RateLimited with the API's message;
 * - 401 on a signed-in route → the UNAUTHENTICATED GraphQL error;
 * - any other 4xx with an ERROR or VERIFY envelope → ActionRefused with the API's message
 *   (or the spec's generic one);
 * - 5xx, or an answer that is no envelope → the upstream failure (SERVICE_UNAVAILABLE).
 */
export function accountFailure(response: RestResponse<Envelope<unknown>>, options: FailureOptions = {}): AccountFailure {
  const { status, body } = response;
  if (status === 401 && options.signedIn) throw unauthenticated();
  if (status < 400 || status >= 500 || !isErrorEnvelope(body)) throw upstreamFailure();
  if (status === 422 && hasFieldErrors(body)) return validationError(body, options.renameField);
  if (status === 429) return rateLimited(body.message);
  return actionRefused(body.message);
}

/**
 * The one place REST's 403 STEP_UP_REQUIRED (a guarded route without a recent sign-in or password
 * confirmation) becomes the StepUpRequired result; any other failure as accountFailure.
 */
export function protectedFailure(response: RestResponse<Envelope<unknown>>, options: FailureOptions = {}): AccountFailure | TypedStepUpRequired {
  const { status, body } = response;
  if (status === 403 && isErrorEnvelope(body) && body.error_code === 'STEP_UP_REQUIRED') return stepUpRequired(body.message);
  return accountFailure(response, options);
}

/** For a union without ValidationError or RateLimited: every failure becomes ActionRefused with its message. */
export function asRefusal<F extends AccountFailure | TypedStepUpRequired>(failure: F): Exclude<F, TypedValidation | TypedRateLimited> | TypedActionRefused {
  if (failure.__typename === 'ValidationError' || failure.__typename === 'RateLimited') return actionRefused(failure.message);
  return failure as Exclude<F, TypedValidation | TypedRateLimited>;
}

/** For a union without RateLimited. */
export function withoutRateLimit<F extends AccountFailure | TypedStepUpRequired>(failure: F): Exclude<F, TypedRateLimited> | TypedActionRefused {
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
