import type { FastifyInstance, HTTPMethods } from 'fastify';
import { ApiError } from './api-error';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

/**
 * Call before the routes are registered; call the function it returns after them. Every path then
 * answers the methods it does not serve with 405 and an Allow header, instead of a 404 that would
 * claim the path does not exist.
 */
export function answerOtherMethodsWith405(app: FastifyInstance): () => void {
  const served = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = served.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    // Fastify answers HEAD itself for every GET route.
    if (methods.has('GET')) methods.add('HEAD');
    served.set(route.url, methods);
  });
  return () => {
    for (const [url, methods] of [...served]) {
      const allow = METHODS.filter((method) => methods.has(method)).join(', ');
      app.route({
        method: METHODS.filter((method) => !methods.has(method)),
        url: url.slice(app.prefix.length) || '/',
        handler: async (_request, reply) => {
          reply.header('allow', allow);
          throw new ApiError('METHOD_NOT_ALLOWED', METHOD_NOT_ALLOWED_MESSAGE);
        },
      });
    }
  };
}
