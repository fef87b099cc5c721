import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../config';
import { requireUser, userOf } from '../http/current-user';
import type { Limiter } from '../http/rate-limits';
import { clearSessionCookie } from '../http/session-cookie';
import { sessionProofOf } from '../http/step-up';
import { EMAIL_CHANGED_MESSAGE, type AccountEmailService } from './account-email.service';
import type { StepUpService } from './step-up.service';
import { PROFILE_UPDATED_MESSAGE, TRADE_LINK_UPDATED_MESSAGE, type ProfileService } from './profile.service';
import { ChangeEmailBody, OkMessage, OkProfile, ProfileUpdateBody, TradeLinkBody } from '../../contract/accounts.contract';
import { CurrencyQuery } from '../../contract/common.contract';
import { accountResponses } from '../http/account-responses';

export interface ProfileRoutesOptions {
  config: ApiConfig;
  profiles: ProfileService;
  accountEmail: AccountEmailService;
  limit: Limiter;
  stepUp: StepUpService;
}

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, { config, profiles, accountEmail, limit, stepUp }) => {
  const secure = config.publicUrl.startsWith('https:');
  app.addHook('onRequest', requireUser);

  app.get(
    '/user/profile',
    { schema: { querystring: CurrencyQuery, response: accountResponses(OkProfile) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'OK' as const, message: 'OK', payload: await profiles.view(userOf(request), request.query.currency) };
    },
  );

  app.put(
    '/user/profile',
    {
      schema: {
        body: ProfileUpdateBody,
        response: accountResponses(OkProfile),
      },
    },
    async (request) => {
      const user = userOf(request);
      // An account without an e-mail may add one here; that address can then reset the password.
      if (user.email === null && (request.body.email ?? '').trim() !== '') await stepUp.require(sessionProofOf(request));
      await profiles.update(user, request.body);
      const fresh = await profiles.reload(user.id);
      return { status: 'OK' as const, message: PROFILE_UPDATED_MESSAGE, payload: await profiles.view(fresh, request.body.currency) };
    },
  );

  app.put(
    '/user/update-trade-link',
    { schema: { body: TradeLinkBody, response: accountResponses(OkMessage) } },
    async (request) => {
      const user = userOf(request);
      // The first trade link is free; replacing one (where the shop sends what was bought) is not.
      const stored = user.steam_trade_link;
      if (stored !== null && stored !== request.body.url.trim()) await stepUp.require(sessionProofOf(request));
      await profiles.updateTradeLink(user, request.body.url);
      return { status: 'OK' as const, message: TRADE_LINK_UPDATED_MESSAGE };
    },
  );

  app.post(
    '/user/change-email',
    { schema: { body: ChangeEmailBody, response: accountResponses(OkMessage) } },
    async (request, reply) => {
      const user = userOf(request);
      await limit(request, 'changeEmail', `user:${user.id}`);
      await accountEmail.changeEmail(user, request.body.email, request.body.password);
      clearSessionCookie(reply, secure);
      return { status: 'OK' as const, message: EMAIL_CHANGED_MESSAGE };
    },
  );
};
