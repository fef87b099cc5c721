import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InProcessAnswer, InProcessDispatch, InProcessRequest } from '../gateway/rest-client';

/** Names one in-process request to the hook below; an unknown or guessed value is ignored. */
const HAND_OVER_HEADER = 'x-in-process-answer';

/**
 * The REST API of this server as the gateway in the same process calls it: through the server's own
 * request handling (routing, validation, limits, hooks, status and headers as over HTTP) by inject,
 * but with the route's answer handed over as the object it returned instead of serialized to JSON for
 * the gateway to parse again. Answers that are not objects (a 304, a page, a file) come as text.
 *
 * Call it before the API's routes are registered: the hook must be there when they are.
 */
export function inProcessApi(app: FastifyInstance): InProcessDispatch {
  // Random per process and counted per request: no outside request can name one in flight.
  const prefix = randomBytes(12).toString('base64url');
  let counter = 0;
  const waiting = new Map<string, { value?: unknown }>();

  app.addHook('preSerialization', (request, reply, payload, done) => {
    const id = request.headers[HAND_OVER_HEADER];
    const slot = typeof id === 'string' ? waiting.get(id) : undefined;
    if (slot) {
      slot.value = payload;
      reply.serializer(serializeNothing);
    }
    done(null, payload);
  });

  return async ({ method, url, headers, payload }: InProcessRequest): Promise<InProcessAnswer> => {
    const id = `${prefix}.${(counter++).toString(36)}`;
    const slot: { value?: unknown } = {};
    waiting.set(id, slot);
    try {
      const answer = await app.inject({ method: method as 'GET', url, headers: { ...headers, [HAND_OVER_HEADER]: id }, ...(payload === undefined ? {} : { payload }) });
      return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body, value: slot.value };
    } finally {
      waiting.delete(id);
    }
  };
}

const serializeNothing = () => '';
