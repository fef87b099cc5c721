import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { sandboxGonePage, sandboxPaymentPage } from './sandbox-pay.page';
import { cardDigits, createSandboxPayService, SANDBOX_CARDS } from './sandbox-pay.service';
import { sandboxPagePath } from './sandbox.provider';

export const UNKNOWN_CARD_MESSAGE = 'Your card was not accepted. Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.';

const FORM_BODY_LIMIT = 4096;

/**
 * The sandbox provider's hosted page, at the shop's root (/sandbox-pay/<reference>, like a
 * provider's own origin) when PAYMENT_PROVIDER=sandbox. GET shows the amount and the card form; the
 * form POST (same origin, urlencoded: a hosted page's real flow) settles with a test card, and
 * Cancel expires the payment; both queue the signed webhook and send the browser (303) to
 * /processing-payment. A reference that is not a processing sandbox payment gets 404.
 */
export const sandboxPayPlugin: FastifyPluginAsync<{ db: Kysely<Database>; config: ApiConfig }> = async (app, { db, config }) => {
  if (config.paymentProvider !== 'sandbox') return;
  const sandbox = createSandboxPayService(db, config);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  const gone = (reply: FastifyReply) => html(reply, 404, sandboxGonePage());

  const page = async (reply: FastifyReply, reference: string, status = 200, error?: string) => {
    const payment = await sandbox.payment(reference);
    if (!payment) return gone(reply);
    const path = sandboxPagePath(reference);
    const amount = `${(payment.amountMinor / 100).toFixed(2)} ${payment.currency}`;
    return html(reply, status, sandboxPaymentPage({ action: path, cancelHref: `${path}/cancel`, amount, error }));
  };

  const cancel = async (reference: string, reply: FastifyReply) => {
    const depositId = await sandbox.settle(reference, { outcome: 'payment.expired' });
    return depositId === undefined ? gone(reply) : reply.redirect(sandbox.processingUrl(depositId), 303);
  };

  const params = { type: 'object', properties: { reference: { type: 'string', maxLength: 200 } }, required: ['reference'] } as const;

  app.get<{ Params: { reference: string } }>('/sandbox-pay/:reference', { schema: { params } }, (request, reply) => page(reply, request.params.reference));

  app.post<{ Params: { reference: string }; Body: Record<string, unknown> | undefined }>(
    '/sandbox-pay/:reference',
    { schema: { params } },
    async (request, reply) => {
      const { reference } = request.params;
      const digits = cardDigits(request.body?.card_number);
      const outcome = Object.hasOwn(SANDBOX_CARDS, digits) ? SANDBOX_CARDS[digits] : undefined;
      if (!outcome) return page(reply, reference, 422, UNKNOWN_CARD_MESSAGE);
      const depositId = await sandbox.settle(reference, outcome, digits);
      return depositId === undefined ? gone(reply) : reply.redirect(sandbox.processingUrl(depositId), 303);
    },
  );

  // Cancel is a link on the hosted page (as a provider's "back to the shop"); a POST does the same.
  app.get<{ Params: { reference: string } }>('/sandbox-pay/:reference/cancel', { schema: { params } }, (request, reply) => cancel(request.params.reference, reply));
  app.post<{ Params: { reference: string } }>('/sandbox-pay/:reference/cancel', { schema: { params } }, (request, reply) => cancel(request.params.reference, reply));
};
