import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { responses } from '../http/envelope.schemas';
import { SESSION_COOKIE, type SessionsService } from '../services/sessions.service';

const IsAuth = Type.Object({
  status: Type.Literal('OK'),
  authenticated: Type.Boolean(),
  payload: Type.Object({ authenticated: Type.Boolean() }),
});

export const isAuthRoutes: FastifyPluginAsyncTypebox<{ sessions: SessionsService }> = async (app, { sessions }) => {
  app.get('/is-auth', { schema: { response: responses(IsAuth) } }, async (request, reply) => {
    const authenticated = await sessions.isAuthenticated(request.cookies[SESSION_COOKIE]);
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, authenticated, payload: { authenticated } };
  });
};
