import { ERROR_STATUS, type ErrorCode } from '../../contract/error-codes';

export type FieldErrors = Record<string, string[]>;

/** An expected failure: answered as an ERROR envelope with its status, code and message. */
export class ApiError extends Error {
  /** The HTTP status the code is answered with (contract/error-codes.ts). */
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** Response headers that belong to the error (e.g. retry-after on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const VALIDATION_MESSAGE = 'Validation failed';

export function notFound(message: string): ApiError {
  return new ApiError('NOT_FOUND', message);
}

export function validationFailed(errors: FieldErrors): ApiError {
  return new ApiError('VALIDATION_FAILED', VALIDATION_MESSAGE, errors);
}
