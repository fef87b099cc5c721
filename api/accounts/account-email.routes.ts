import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Limiter } from '../http/rate-limits';
import { redactedRequestLog } from '../http/redacted-url';
import {
  RESENT_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  verificationMessages,
  type AccountEmailService,
} from './account-email.service';
import { EmailBody, EmailVerifyParams, OkMessage, PasswordResetConfirmBody, VerificationAnswer } from '../../contract/accounts.contract';
import { accountResponses } from '../http/account-responses';

export interface AccountEmailRoutesOptions {
  accountEmail: AccountEmailService;
  limit: Limiter;
}

export const accountEmailRoutes: FastifyPluginAsyncTypebox<AccountEmailRoutesOptions> = async (app, { accountEmail, limit }) => {
  app.post('/resendConfirmationLink', { schema: { body: EmailBody, response: accountResponses(OkMessage) } }, async (request) => {
    await limit(request, 'resendLink', request.body.email.trim());
    await accountEmail.resendConfirmation(request.body.email);
    return { status: 'OK' as const, message: RESENT_MESSAGE };
  });

  app.post('/user/reset-password', { schema: { body: EmailBody, response: accountResponses(OkMessage) } }, async (request) => {
    await limit(request, 'reset', request.body.email.trim());
    await accountEmail.requestPasswordReset(request.body.email);
    return { status: 'OK' as const, message: RESET_REQUESTED_MESSAGE };
  });

  app.post(
    '/user/reset-password/confirm',
    {
      schema: {
        body: PasswordResetConfirmBody,
        response: accountResponses(OkMessage),
      },
    },
    async (request) => {
      await limit(request, 'reset');
      const { token, password, passConfirm } = request.body;
      await accountEmail.confirmPasswordReset(token, password, passConfirm);
      return { status: 'OK' as const, message: RESET_DONE_MESSAGE };
    },
  );

  app.get(
    '/email/verify/:token',
    {
      logSerializers: redactedRequestLog,
      schema: {
        params: EmailVerifyParams,
        response: accountResponses(VerificationAnswer, { 422: VerificationAnswer }),
      },
    },
    async (request, reply) => {
      const { verification, email } = await accountEmail.verifyEmail(request.params.token);
      reply.header('cache-control', 'no-store');
      if (verification === 'error') {
        return reply.code(422).send({ status: 'ERROR' as const, verification, message: verificationMessages.error, error_code: 'INVALID_TOKEN' });
      }
      return { status: 'OK' as const, verification, message: verificationMessages[verification], ...(email ? { email } : {}) };
    },
  );
};
