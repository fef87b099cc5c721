import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { InProcessAnswer, InProcessDispatch, InProcessRequest } from '../gateway/rest-client';
import { InProcessRequestMessage, InProcessResponseMessage } from './in-process-exchange';

/** Names one in-process request to the hook below; an unknown or guessed value is ignored. */
const HAND_OVER_HEADER = 'x-in-process-answer';

/**
 * The REST API of this server as the gateway in the same process calls it: through the server's own
 * request handling (routing, validation, limits, hooks, status and headers as over HTTP), but with the
 * route's answer handed over as the object it returned instead of serialized to JSON for the gateway
 * to parse again. Answers that are not objects (a 304, a page, a file) come as text.
 *
 * A bodiless request of a running server goes straight to the server's router with a request and a
 * reply of its own (in-process-exchange.ts): the same lifecycle as inject's, without its simulated
 * streams and socket, which cost the gateway more than a catalogue answer (issue 46). A request with a
 * body, or one before the server is ready or while it closes, goes through inject as before.
 *
 * Call it before the API's routes are registered: the hook must be there when they are.
 */
export function inProcessApi(app: FastifyInstance): InProcessDispatch {
  // Random per process and counted per request: no outside request can name one in flight.
  const prefix = randomBytes(12).toString('base64url');
  let counter = 0;
  const waiting = new Map<string, { value?: unknown }>();
  let routing: ((request: IncomingMessage, reply: ServerResponse) => void) | undefined;
  app.addHook('onReady', async () => {
    routing = app.routing as typeof routing;
  });
  app.addHook('preClose', async () => {
    routing = undefined;
  });

  app.addHook('preSerialization', (request, reply, payload, done) => {
    const id = request.headers[HAND_OVER_HEADER];
    const slot = typeof id === 'string' ? waiting.get(id) : undefined;
    if (slot) {
      slot.value = payload;
      reply.serializer(serializeNothing);
    }
    done(null, payload);
  });

  return ({ method, url, headers, payload }: InProcessRequest): Promise<InProcessAnswer> =>
    new Promise((resolve, reject) => {
      const id = `${prefix}.${(counter++).toString(36)}`;
      const slot: { value?: unknown } = {};
      waiting.set(id, slot);
      const named = { ...headers, [HAND_OVER_HEADER]: id };
      const settle = (error: Error | undefined, answer?: Omit<InProcessAnswer, 'value'>) => {
        waiting.delete(id);
        if (error || !answer) reject(error ?? new Error(`no answer from ${method} ${url}`));
        else resolve({ statusCode: answer.statusCode, headers: answer.headers, body: answer.body, value: slot.value });
      };
      if (routing && payload === undefined) {
        const request = new InProcessRequestMessage(method, url, named);
        const reply = new InProcessResponseMessage(request, settle);
        try {
          routing(request as unknown as IncomingMessage, reply as unknown as ServerResponse);
        } catch (error) {
          settle(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      // The callback form: no promise chain of inject's own, and options it need not check again.
      app.inject({ method: method as 'GET', url, headers: named, payload, validate: false }, (error, answer) => settle(error, answer));
    });
}

const serializeNothing = () => '';
