import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiConfig } from '../config';
import { PAYOUT_LINK_GONE, type PayoutsService } from './payouts.service';
import { escapeHtml } from '../lib/escape-html';
import { SANDBOX_TEST_PAGE_NOTE } from '../payments/sandbox-pay.page';

const Params = Type.Object({ reference: Type.String({ maxLength: 64 }) });
const FormBody = Type.Object({ card_number: Type.Optional(Type.String({ maxLength: 64 })) });
const CARD_NUMBER_HINT = 'Enter the card number (8 to 19 digits).';

/** A plain HTML page (no script: the CSP forbids inline script), styled inline. */
function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:sans-serif;background:#1a1b1e;color:#e9ecef;display:flex;justify-content:center;padding:48px 16px">` +
    `<main style="max-width:420px;width:100%;background:#25262b;border-radius:8px;padding:24px">${body}</main></body></html>`
  );
}

function payoutForm(reference: string, payout: { amount: string; currency: string; title: string }, error?: string): string {
  return page(
    'Sandbox payout (test page)',
    `<p role="note" style="background:#5c3c00;border-radius:6px;padding:8px 12px;font-size:14px">${SANDBOX_TEST_PAGE_NOTE}</p>` +
      `<h1 style="font-size:20px">Sandbox payout</h1>` +
      `<p>${escapeHtml(payout.title)}</p>` +
      `<p>Amount: <strong>${escapeHtml(payout.amount)} ${escapeHtml(payout.currency)}</strong></p>` +
      `<form method="post" action="/api/sandbox-payout/${encodeURIComponent(reference)}">` +
      `<label for="card_number" style="display:block;margin-bottom:4px">Card number</label>` +
      `<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required style="width:100%;padding:8px;box-sizing:border-box">` +
      (error ? `<p role="alert" style="color:#ff8787">${escapeHtml(error)}</p>` : '') +
      `<button type="submit" style="margin-top:16px;padding:10px 18px">Receive</button></form>` +
      `<p style="font-size:12px;color:#909296">Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, any other number stays pending.</p>`,
  );
}

/**
 * The sandbox provider's hosted payout page for a card payout (`redirect_url` of card-form): the
 * amount, a "Card number" field and a "Receive" button. Its form posts urlencoded from the page
 * itself, so the route opts out of the JSON-or-header CSRF rule (config.csrf = false): the random,
 * single-use reference is what authorises it, as on a real provider's page.
 */
export const sandboxPayoutRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig; payouts: PayoutsService }> = async (app, { config, payouts }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const gone = () => page('Payout link', `<h1 style="font-size:20px">${escapeHtml(PAYOUT_LINK_GONE)}</h1>`);

  app.get('/sandbox-payout/:reference', { schema: { params: Params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const payout = await payouts.livePayout(request.params.reference);
    if (!payout) return reply.code(404).send(gone());
    return payoutForm(request.params.reference, payout);
  });

  app.post('/sandbox-payout/:reference', { schema: { params: Params, body: FormBody }, config: { csrf: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { reference } = request.params;
    // Issue 45: the result page shows the amount too; read before the answer ends the reference's life.
    const live = await payouts.livePayout(reference);
    const result = await payouts.submitCard(reference, request.body.card_number ?? '');
    if (result === undefined) return reply.code(404).type('text/html; charset=utf-8').send(gone());
    if (result === 'invalid') {
      const payout = await payouts.livePayout(reference);
      if (!payout) return reply.code(404).type('text/html; charset=utf-8').send(gone());
      return reply.code(422).type('text/html; charset=utf-8').send(payoutForm(reference, payout, CARD_NUMBER_HINT));
    }
    const [path, status] = result.outcome === 'paid' ? ['/success-payout', 'success'] : result.outcome === 'failed' ? ['/fail-payout', 'failure'] : ['/pending-payout', 'pending'];
    const query = new URLSearchParams({ status, message: result.message, ...(live ? { amount: live.amount, currency: live.currency } : {}) });
    return reply.redirect(`${config.publicUrl}${path}?${query.toString()}`, 303);
  });
};

/**
 * `/sandbox-payout/<reference>` at the server's root (the card payout's redirect_url) sends the
 * browser on to the page under /api. Registered by both entry points: buildApiApp and the shop server.
 */
export function registerSandboxPayoutAlias(app: FastifyInstance): void {
  app.get<{ Params: { reference: string } }>('/sandbox-payout/:reference', async (request, reply) => {
    return reply.header('cache-control', 'no-store').redirect(`/api/sandbox-payout/${encodeURIComponent(request.params.reference)}`, 302);
  });
}
