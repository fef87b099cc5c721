import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from './admin-guard';
import { IdParams, OfferIdParams, ReasonBody } from './admin.schemas';
import type { MoneyActions } from './money-actions.service';

/** SEPA payouts and four-eyes approvals, over the services `npm run ops` uses. */
export const adminPayoutRoutes: FastifyPluginAsyncTypebox<{ money: MoneyActions }> = async (app, { money }) => {
  app.get('/approvals', { config: { access: 'payouts.read' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await money.pending();
    return {
      status: 'OK' as const,
      payload: rows.map((row) => ({ id: Number(row.id), kind: row.kind, entity_id: Number(row.entity_id), amount: Number(row.amount_cents) / 100, reason: row.reason, prepared_by: row.prepared_by, prepared_at: Number(row.prepared_at) })),
    };
  });

  app.post('/payouts/:offer_id/complete', { config: { access: 'payouts.complete' }, schema: { params: OfferIdParams } }, async (request) => {
    return { status: 'OK' as const, payload: await money.completePayout(actorOf(request), request.params.offer_id) };
  });

  app.post('/payouts/:offer_id/fail', { config: { access: 'payouts.complete' }, schema: { params: OfferIdParams, body: ReasonBody } }, async (request) => {
    return { status: 'OK' as const, payload: await money.failPayout(actorOf(request), request.params.offer_id, request.body.reason) };
  });

  app.post('/payouts/:offer_id/approve', { config: { access: 'payouts.approve' }, schema: { params: OfferIdParams } }, async (request) => {
    return { status: 'OK' as const, payload: await money.approvePayout(actorOf(request), request.params.offer_id) };
  });

  app.post('/approvals/:id/approve', { config: { access: 'payouts.approve' }, schema: { params: IdParams } }, async (request) => {
    return { status: 'OK' as const, payload: await money.approve(actorOf(request), request.params.id) };
  });
};
