import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../config';
import { requireUser, userOf } from '../http/current-user';
import type { LoginGuard } from '../http/login-guard';
import type { Limiter } from '../http/rate-limits';
import { sessionProofOf } from '../http/step-up';
import { CHALLENGE_COOKIE, clearChallengeCookie, setChallengeCookie, setSessionCookie } from '../http/session-cookie';
import { TWO_FACTOR_CONFIG } from './account-limits';
import type { ProfileService } from './profile.service';
import type { StepUpService } from './step-up.service';
import { CODE_SENT_MESSAGE, type TwoFactorService } from './two-factor.service';
import { OkMessage, OkProfile, TwoFactorCodeBody, TwoFactorState, TwoFactorToggleBody } from '../../contract/accounts.contract';
import { accountResponses } from '../http/account-responses';

export interface TwoFactorRoutesOptions {
  config: ApiConfig;
  twoFactor: TwoFactorService;
  profiles: ProfileService;
  limit: Limiter;
  login: LoginGuard;
  stepUp: StepUpService;
}

export const twoFactorRoutes: FastifyPluginAsyncTypebox<TwoFactorRoutesOptions> = async (app, { config, twoFactor, profiles, limit, login, stepUp }) => {
  const secure = config.publicUrl.startsWith('https:');

  app.post(
    '/user/verify-2fa',
    {
      schema: {
        body: TwoFactorCodeBody,
        response: accountResponses(OkProfile),
      },
    },
    async (request, reply) => {
      const challengeId = request.cookies[CHALLENGE_COOKIE];
      const userId = await twoFactor.userIdOf(challengeId);
      await limit(request, 'verifyCode', userId === undefined ? undefined : `user:${userId}`);
      const { user, sessionId } = await twoFactor.verify(challengeId, request.body.code, request.sessionIdHash);
      if (user.email) await login.signedIn(user.email);
      clearChallengeCookie(reply, secure);
      setSessionCookie(reply, sessionId, secure);
      return { status: 'OK' as const, message: 'Authentication successful!', payload: await profiles.view(user, request.body.currency) };
    },
  );

  app.post('/user/resend-2fa', { schema: { response: accountResponses(OkMessage) } }, async (request, reply) => {
    const challengeId = request.cookies[CHALLENGE_COOKIE];
    const userId = await twoFactor.userIdOf(challengeId);
    await limit(request, 'resendCode', userId === undefined ? undefined : `user:${userId}`);
    const fresh = await twoFactor.resend(challengeId);
    setChallengeCookie(reply, fresh, secure, TWO_FACTOR_CONFIG.expiry_minutes * 60 * 3);
    return { status: 'OK' as const, message: CODE_SENT_MESSAGE };
  });

  app.put(
    '/user/two-factor',
    {
      onRequest: requireUser,
      schema: { body: TwoFactorToggleBody, response: accountResponses(TwoFactorState) },
    },
    async (request) => {
      const { enabled } = request.body;
      // Turning it on takes nothing from the owner; turning it off does.
      if (!enabled) await stepUp.require(sessionProofOf(request));
      await twoFactor.setEnabled(userOf(request).id, enabled);
      const message = enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off';
      return { status: 'OK' as const, message, payload: { two_factor_enabled: enabled } };
    },
  );
};
