import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser, userOf } from '../http/current-user';
import type { Limiter } from '../http/rate-limits';
import { PASSWORD_CONFIRMED_MESSAGE, type StepUpService } from './step-up.service';
import { ConfirmPasswordBody, OkMessage } from '../../contract/accounts.contract';
import { accountResponses } from '../http/account-responses';

/** POST /user/confirm-password: the step-up a session needs before what moves value or control. */
export const stepUpRoutes: FastifyPluginAsyncTypebox<{ stepUp: StepUpService; limit: Limiter }> = async (app, { stepUp, limit }) => {
  app.post(
    '/user/confirm-password',
    { onRequest: requireUser, schema: { body: ConfirmPasswordBody, response: accountResponses(OkMessage) } },
    async (request) => {
      const user = userOf(request);
      await limit(request, 'confirmPassword', `user:${user.id}`);
      await stepUp.confirmPassword(user, request.sessionIdHash as string, request.body.password);
      return { status: 'OK' as const, message: PASSWORD_CONFIRMED_MESSAGE };
    },
  );
};
