export type FieldErrors = Record<string, string[]>;

/** An expected failure: answered as an ERROR envelope with its status, code and message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    /** Response headers that belong to the error (e.g. retry-after on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const VALIDATION_MESSAGE = 'Validation failed';

export function notFound(message: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

export function validationFailed(errors: FieldErrors): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', VALIDATION_MESSAGE, errors);
}
