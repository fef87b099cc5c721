import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiConfig } from '../config';
import type { LoginGuard } from '../http/login-guard';
import type { Limiter } from '../http/rate-limits';
import { clearSessionCookie, setChallengeCookie, setSessionCookie } from '../http/session-cookie';
import { TWO_FACTOR_CONFIG } from './account-limits';
import { LOGIN_VERIFY_MESSAGE, REGISTER_VERIFY_MESSAGE, type AuthService } from './auth.service';
import type { ProfileService } from './profile.service';
import { CODE_SENT_MESSAGE } from './two-factor.service';
import { AuthError, IsAuth, LoginBody, OkMessage, OkProfile, RegisterBody } from '../../contract/accounts.contract';
import { accountResponses } from '../http/account-responses';

export interface AuthRoutesOptions {
  config: ApiConfig;
  auth: AuthService;
  profiles: ProfileService;
  limit: Limiter;
  login: LoginGuard;
}

const secureCookies = (config: ApiConfig) => config.publicUrl.startsWith('https:');

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { config, auth, profiles, limit, login }) => {
  const secure = secureCookies(config);
  const VerifyAnswer = Type.Object({ status: Type.Literal('VERIFY'), message: Type.String() });

  app.post(
    '/register',
    {
      schema: {
        body: RegisterBody,
        response: accountResponses(OkProfile, { 202: VerifyAnswer, 409: AuthError }),
      },
    },
    async (request, reply) => {
      await limit(request, 'register', request.body.email.trim());
      const result = await auth.register(request.body, request.sessionIdHash);
      if (result.kind === 'signed-in') {
        setSessionCookie(reply, result.sessionId, secure);
        return { status: 'OK' as const, message: 'Registration successful!', payload: await profiles.view(result.user, request.body.currency) };
      }
      return reply.code(202).send({ status: 'VERIFY' as const, message: REGISTER_VERIFY_MESSAGE });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        body: LoginBody,
        response: accountResponses(OkProfile),
      },
    },
    async (request, reply) => {
      const { username, password, currency } = request.body;
      const result = await login.attempt(request.ip, username, (needsCode) => auth.login(username, password, request.sessionIdHash, needsCode));
      if (result.kind === 'verify') {
        return reply.code(403).send({ status: 'VERIFY' as const, message: LOGIN_VERIFY_MESSAGE, error_code: 'EMAIL_NOT_VERIFIED' });
      }
      if (result.kind === 'needs-2fa') {
        setChallengeCookie(reply, result.challengeId, secure, TWO_FACTOR_CONFIG.expiry_minutes * 60 * 3);
        return reply.code(403).send({ status: 'ERROR' as const, message: CODE_SENT_MESSAGE, error_code: 'NEEDS_2FA', config: TWO_FACTOR_CONFIG });
      }
      setSessionCookie(reply, result.sessionId, secure);
      return { status: 'OK' as const, message: 'You have successfully logged in!', payload: await profiles.view(result.user, currency) };
    },
  );

  app.post('/logout', { schema: { response: accountResponses(OkMessage) } }, async (request, reply) => {
    await auth.logout(request.sessionIdHash);
    clearSessionCookie(reply, secure);
    return { status: 'OK' as const, message: 'You have been logged out.' };
  });

  app.get('/is-auth', { schema: { response: accountResponses(IsAuth) } }, async (request, reply) => {
    const authenticated = request.user !== null;
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, authenticated, payload: { authenticated } };
  });
};
