import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import type { ErrorCode } from '../../contract/error-codes';

export const INTERNAL_ERROR_MESSAGE = 'An error occurred. Please try again later.';
export const ROUTE_NOT_FOUND_MESSAGE = 'Not found';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot reach its database right now. Please try again in a moment.';

/** Client errors raised by Fastify, its plugins or Node, by status: the public code and message. */
const CLIENT_ERRORS: Record<number, [code: ErrorCode, message: string]> = {
  400: ['BAD_REQUEST', 'Bad request'],
  403: ['FORBIDDEN', 'Forbidden'],
  404: ['NOT_FOUND', ROUTE_NOT_FOUND_MESSAGE],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed'],
  406: ['NOT_ACCEPTABLE', 'Not acceptable'],
  408: ['REQUEST_TIMEOUT', 'The request was not received in time'],
  411: ['LENGTH_REQUIRED', 'Content-Length is required'],
  413: ['PAYLOAD_TOO_LARGE', 'Request body is too large'],
  414: ['URI_TOO_LONG', 'Request URL is too long'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported Content-Type: send application/json'],
  416: ['RANGE_NOT_SATISFIABLE', 'Range not satisfiable'],
  431: ['HEADERS_TOO_LARGE', 'Request headers are too large'],
};

/** Fastify's own codes whose default message would leak parser internals: a clearer one instead. */
const MESSAGES_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty when Content-Type is application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the request body',
};

/** One place that turns every thrown error into an ERROR envelope; internal codes and 5xx details never leave. */
export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send({
      status: 'ERROR',
      message: error.message,
      error_code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  // Validation failures arrive as ApiError too: validator-compiler.ts returns them (422 per field).
  const statusCode = (error as FastifyError).statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) return sendClientError(reply, statusCode, (error as FastifyError).code);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ status: 'ERROR', message: DATABASE_UNAVAILABLE_MESSAGE, error_code: 'SERVICE_UNAVAILABLE' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(statusCode >= 500 ? statusCode : 500).send({
    status: 'ERROR',
    message: INTERNAL_ERROR_MESSAGE,
    error_code: 'INTERNAL_ERROR',
  });
}

/** A 4xx from Fastify or a plugin, in the envelope with a public code (never FST_*) and a clear message. */
export function sendClientError(reply: FastifyReply, statusCode: number, internalCode?: string) {
  const [code, message] = CLIENT_ERRORS[statusCode] ?? CLIENT_ERRORS[400]!;
  const status = CLIENT_ERRORS[statusCode] ? statusCode : 400;
  const clearer = internalCode ? MESSAGES_BY_FASTIFY_CODE[internalCode] : undefined;
  return reply.status(status).send({ status: 'ERROR', message: clearer ?? message, error_code: code });
}

/** For Fastify's `frameworkErrors` server option: malformed URLs and the like, before routing. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendClientError(reply, 400, error.code);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ status: 'ERROR', message: ROUTE_NOT_FOUND_MESSAGE, error_code: 'NOT_FOUND' });
}
