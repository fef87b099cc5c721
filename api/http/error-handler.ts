import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, VALIDATION_MESSAGE, type FieldErrors } from './api-error';

export const INTERNAL_ERROR_MESSAGE = 'An error occurred. Please try again later.';
export const ROUTE_NOT_FOUND_MESSAGE = 'Not found';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

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
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return reply.status(422).send({
      status: 'ERROR',
      message: VALIDATION_MESSAGE,
      error_code: 'VALIDATION_FAILED',
      errors: fromValidation(fastifyError.validation as ValidationIssue[]),
    });
  }
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

function fromValidation(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.params?.missingProperty ?? (issue.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '_';
    (errors[field || '_'] ??= []).push(issue.message ?? 'Is invalid');
  }
  return errors;
}
