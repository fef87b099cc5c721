import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGE = 'Send the request as JSON or with an X-Requested-With header';

/**
 * A cross-site HTML form can only send urlencoded, multipart or text/plain bodies and no custom
 * headers, so a state-changing request must carry a JSON body or an X-Requested-With header.
 */
export function csrfGuard(request: FastifyRequest): void {
  if (!UNSAFE.has(request.method)) return;
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (/^application\/json\s*(;|$)/.test(type) || request.headers['x-requested-with'] !== undefined) return;
  throw new ApiError('CSRF_REJECTED', CSRF_MESSAGE);
}

/**
 * Guards every route registered after this call that serves an unsafe method; call the returned
 * function before registering fallbacks (the 405 answers) that change nothing. A hosted page's own
 * form post (the sandbox payout page) opts out with route `config: { csrf: false }` and must check
 * its unguessable reference itself.
 */
export function guardStateChangingRoutes(app: FastifyInstance): () => void {
  let active = true;
  app.addHook('onRoute', (route) => {
    if (!active || ![route.method].flat().some((method) => UNSAFE.has(method))) return;
    if ((route.config as { csrf?: boolean } | undefined)?.csrf === false) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [async (request: FastifyRequest) => csrfGuard(request), ...existing];
  });
  return () => {
    active = false;
  };
}
