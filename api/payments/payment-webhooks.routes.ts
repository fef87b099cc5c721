import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/api-error';
import { ErrorEnvelope } from '../http/envelope.schemas';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider';
import type { DepositsService } from '../deposits/deposits.service';
import { OkMessage } from '../../contract/accounts.contract';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature';
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** What the webhook route counts (issue 44's /metrics): every webhook that arrives, and each refused for its signature. */
export interface PaymentWebhookMetrics {
  received(provider: string): void;
  refused(provider: string): void;
}

const uncounted: PaymentWebhookMetrics = { received: () => {}, refused: () => {} };

/**
 * POST /payments/webhook/<provider>: the body is read raw (the signature covers its exact bytes),
 * verified by the provider, then applied once per event id. A bad, missing or stale signature is a
 * 400 that changes nothing; a 2xx tells the provider to stop retrying.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<{ deposits: DepositsService; provider: PaymentProvider; metrics?: PaymentWebhookMetrics }> = async (
  app,
  { deposits, provider, metrics = uncounted },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    `/payments/webhook/${provider.name}`,
    { schema: { response: { 200: OkMessage, 400: ErrorEnvelope, 422: ErrorEnvelope, 500: ErrorEnvelope } } },
    async (request) => {
      metrics.received(provider.name);
      let event;
      try {
        event = provider.parseWebhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        metrics.refused(provider.name);
        request.log.warn({ provider: provider.name, reason: error.message }, 'payment webhook refused');
        throw new ApiError('INVALID_SIGNATURE', INVALID_SIGNATURE_MESSAGE);
      }
      if (!event) return { status: 'OK' as const, message: 'ignored' };
      return { status: 'OK' as const, message: await deposits.applyEvent(event) };
    },
  );
};
