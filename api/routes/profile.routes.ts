import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiConfig } from '../config';
import { requireUser, userOf } from '../http/current-user';
import type { Limiter } from '../http/rate-limits';
import { clearSessionCookie } from '../http/session-cookie';
import { EMAIL_CHANGED_MESSAGE, type AccountEmailService } from '../services/account-email.service';
import { PROFILE_UPDATED_MESSAGE, TRADE_LINK_UPDATED_MESSAGE, type ProfileService } from '../services/profile.service';
import { accountResponses, CurrencyCode, Email, LangId, Name, OkMessage, OkProfile, Password, PhoneText } from './account.schemas';

export interface ProfileRoutesOptions {
  config: ApiConfig;
  profiles: ProfileService;
  accountEmail: AccountEmailService;
  limit: Limiter;
}

const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, { config, profiles, accountEmail, limit }) => {
  const secure = config.publicUrl.startsWith('https:');
  app.addHook('onRequest', requireUser);

  app.get(
    '/user/profile',
    { schema: { querystring: Type.Object({ currency: CurrencyCode }), response: accountResponses(OkProfile) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'OK' as const, message: 'OK', payload: await profiles.view(userOf(request), request.query.currency) };
    },
  );

  app.put(
    '/user/profile',
    {
      schema: {
        body: Type.Object({
          name: Name,
          surname: Name,
          email: Text(254),
          phone: PhoneText,
          phone_country_code: Text(2),
          country: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
          city: Text(100),
          address: Text(200),
          postCode: Text(16),
          steamId: Text(17),
          lang_id: LangId,
          currency: CurrencyCode,
        }),
        response: accountResponses(OkProfile),
      },
    },
    async (request) => {
      const user = userOf(request);
      await profiles.update(user, request.body);
      const fresh = await profiles.reload(user.id);
      return { status: 'OK' as const, message: PROFILE_UPDATED_MESSAGE, payload: await profiles.view(fresh, request.body.currency) };
    },
  );

  app.put(
    '/user/update-trade-link',
    { schema: { body: Type.Object({ url: Type.String({ maxLength: 300 }), lang_id: LangId }), response: accountResponses(OkMessage) } },
    async (request) => {
      await profiles.updateTradeLink(userOf(request), request.body.url);
      return { status: 'OK' as const, message: TRADE_LINK_UPDATED_MESSAGE };
    },
  );

  app.post(
    '/user/change-email',
    { schema: { body: Type.Object({ email: Email, password: Password, lang_id: LangId }), response: accountResponses(OkMessage) } },
    async (request, reply) => {
      const user = userOf(request);
      await limit(request, 'changeEmail', `user:${user.id}`);
      await accountEmail.changeEmail(user, request.body.email, request.body.password);
      clearSessionCookie(reply, secure);
      return { status: 'OK' as const, message: EMAIL_CHANGED_MESSAGE };
    },
  );
};
