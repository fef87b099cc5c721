import { GraphQLError } from './graphql-runtime';
import type { Envelope } from '../contract/common.contract';
import type { RestResponse } from './rest-client';
import type {
  AccountUnverified,
  ActionRefused,
  FieldError,
  NotFoundError,
  RateLimited,
  UnauthorizedError,
  ValidationError,
} from './generated/resolvers-types';

/** Spec §8's generic message: the only thing a browser learns when something behind the gateway breaks. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again later.';
const UNAUTHENTICATED_MESSAGE = 'User not authenticated';

export type TypedNotFound = NotFoundError & { __typename: 'NotFoundError' };
export type TypedUnauthorized = UnauthorizedError & { __typename: 'UnauthorizedError' };
export type TypedValidation = ValidationError & { __typename: 'ValidationError' };
export type TypedActionRefused = ActionRefused & { __typename: 'ActionRefused' };
export type TypedRateLimited = RateLimited & { __typename: 'RateLimited' };
export type TypedAccountUnverified = AccountUnverified & { __typename: 'AccountUnverified' };

export function notFoundError(message: string): TypedNotFound {
  return { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message };
}

export function unauthorizedError(message: string): TypedUnauthorized {
  return { __typename: 'UnauthorizedError', errorCode: 'UNAUTHORIZED', message };
}

/** The server refused the action (wrong password, wrong code, used link ...); the message says why. */
export function actionRefused(message: string | undefined): TypedActionRefused {
  return { __typename: 'ActionRefused', errorCode: 'REFUSED', message: message || GENERIC_ERROR_MESSAGE };
}

export function rateLimited(message: string | undefined): TypedRateLimited {
  return { __typename: 'RateLimited', errorCode: 'RATE_LIMITED', message: message || GENERIC_ERROR_MESSAGE };
}

export function accountUnverified(message: string | undefined): TypedAccountUnverified {
  return { __typename: 'AccountUnverified', errorCode: 'EMAIL_NOT_VERIFIED', message: message || GENERIC_ERROR_MESSAGE };
}

/** A 422 envelope as a result; `renameField` turns REST's snake_case field names into the schema's. */
export function validationError(
  envelope: Envelope<unknown>,
  renameField: (field: string) => string = snakeToCamel,
): TypedValidation {
  const fieldErrors: FieldError[] = [];
  for (const [field, messages] of Object.entries(envelope.errors ?? {})) {
    fieldErrors.push({ field: renameField(field), messages: Array.isArray(messages) ? messages : [String(messages)] });
  }
  const message = envelope.message || fieldErrors[0]?.messages[0] || GENERIC_ERROR_MESSAGE;
  return { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message, fieldErrors };
}

/** Not signed in where that means "sign in": the client turns this code into one event for the auth actor. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError(UNAUTHENTICATED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } });
}

/** The REST API is down, slow or answered something unexpected. Never carries internals. */
export function upstreamFailure(): GraphQLError {
  return new GraphQLError(GENERIC_ERROR_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
}

function isOk(response: RestResponse<Envelope<unknown>>): boolean {
  return response.status === 200 && response.body.status === 'OK';
}

/**
 * The payload of an OK envelope. 401 is UNAUTHENTICATED; 404 and 422 are the caller's mistake
 * (NOT_FOUND, BAD_USER_INPUT with the API's message); anything else an upstream failure.
 */
export function expectPayload<P>(response: RestResponse<Envelope<P>>, renameField?: (field: string) => string): P {
  if (isOk(response) && response.body.payload !== undefined) return response.body.payload;
  if (response.status === 401) throw unauthenticated();
  if (response.status === 404 || response.status === 422) throw rejectedRequest(response.status, response.body, renameField);
  throw upstreamFailure();
}

function rejectedRequest(status: 404 | 422, envelope: Envelope<unknown>, renameField?: (field: string) => string): GraphQLError {
  if (status === 404) return new GraphQLError(envelope.message || 'Not found', { extensions: { code: 'NOT_FOUND' } });
  const { message, fieldErrors } = validationError(envelope, renameField);
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
}

export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
