import { ApiError } from './api-error';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again later.';
export const REQUEST_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again in a minute.';

/** The 429 of every limit: the spec's ERROR envelope, and Retry-After in whole seconds. */
export function rateLimited(resetInMs: number, message = RATE_LIMIT_MESSAGE): ApiError {
  return new ApiError('RATE_LIMITED', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
}
