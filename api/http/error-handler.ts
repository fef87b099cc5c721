import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

export const INTERNAL_ERROR_MESSAGE = 'An error occurred. Please try again later.';
export const ROUTE_NOT_FOUND_MESSAGE = 'Not found';

/** One place that turns every thrown error into an ERROR envelope; 5xx bodies never carry internals. */
export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).send({
      status: 'ERROR',
      message: error.message,
      error_code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  // Validation failures arrive as ApiError too: validator-compiler.ts returns them (422 per field).
  const fastifyError = error as FastifyError;
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (bad JSON, unsupported media type, body too large) are safe to show.
    return reply.status(statusCode).send({ status: 'ERROR', message: fastifyError.message, error_code: fastifyError.code });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(statusCode >= 500 ? statusCode : 500).send({
    status: 'ERROR',
    message: INTERNAL_ERROR_MESSAGE,
    error_code: 'INTERNAL_ERROR',
  });
}

/** For Fastify's `frameworkErrors` server option: malformed URLs and the like, before routing. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send({ status: 'ERROR', message: 'Bad request', error_code: error.code });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ status: 'ERROR', message: ROUTE_NOT_FOUND_MESSAGE, error_code: 'NOT_FOUND' });
}
