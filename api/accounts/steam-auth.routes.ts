import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../config';
import { redactedRequestLog } from '../http/redacted-url';
import { setSessionCookie } from '../http/session-cookie';
import { sessionProofOf } from '../http/step-up';
import type { SteamAuthService } from './steam-auth.service';
import { SteamCallbackQuery } from '../../contract/accounts.contract';

const STATE_COOKIE = 'steam_state';

export const steamAuthRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig; steam: SteamAuthService }> = async (app, { config, steam }) => {
  const secure = config.publicUrl.startsWith('https:');
  const cookie = { path: '/api/auth/steam', httpOnly: true, sameSite: 'lax' as const, secure };

  app.get('/auth/steam/redirect', async (_request, reply) => {
    const { state, url } = steam.start();
    reply.setCookie(STATE_COOKIE, state, { ...cookie, maxAge: 600 });
    reply.header('cache-control', 'no-store');
    return reply.redirect(url, 302);
  });

  // OpenID returns the browser here with a GET: the one sign-in that cannot be a POST. It is bound
  // to the browser that started it (state cookie) and to the provider (check_authentication).
  app.get(
    '/auth/steam/callback',
    { logSerializers: redactedRequestLog, schema: { querystring: SteamCallbackQuery } },
    async (request, reply) => {
      const state = request.query.state;
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, cookie);
      reply.header('cache-control', 'no-store');
      const query = request.query as Record<string, string | undefined>;
      const result = state && expected === state ? await steam.finish(query, state, request.user, sessionProofOf(request)) : undefined;
      if (!result) return reply.redirect(`${config.publicUrl}/?steam_login=failed`, 302);
      setSessionCookie(reply, result.sessionId, secure);
      return reply.redirect(`${config.publicUrl}/profile`, 302);
    },
  );
};
