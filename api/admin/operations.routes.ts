import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createOffersOpsService } from '../offers/offers-ops.service';
import { createOrdersOpsService } from '../orders/orders-ops.service';
import { actorOf } from './admin-guard';
import { asApiError, requireReason } from './admin-errors';
import { IdParams, OfferIdParams, ReasonBody } from './admin.schemas';

type OffersOps = ReturnType<typeof createOffersOpsService>;
type OrdersOps = ReturnType<typeof createOrdersOpsService>;

const OffersQuery = Type.Object({ status: Type.Optional(Type.String({ maxLength: 40 })) });
const QuoteBody = Type.Object({ price: Type.String({ minLength: 1, maxLength: 20 }) });

/**
 * The operator's work the ops CLI does, over the same services and with the same audit rows: the
 * offers queue (quote, reject, receive), payouts to complete (IBAN masked here), and a person's
 * deliveries (deliver, or fail with a refund).
 */
export const operationsRoutes: FastifyPluginAsyncTypebox<{ offers: OffersOps; orders: OrdersOps }> = async (app, { offers, orders }) => {
  app.get('/offers', { config: { access: 'offers.quote' }, schema: { querystring: OffersQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: (await asApiError(() => offers.list(request.query.status), { field: 'status', rule: /^--status/ })).offers };
  });

  app.post('/offers/:offer_id/quote', { config: { access: 'offers.quote' }, schema: { params: OfferIdParams, body: QuoteBody } }, async (request) => ({
    status: 'OK' as const,
    payload: await asApiError(() => offers.quote(String(request.params.offer_id), request.body.price, actorOf(request)), { field: 'price', rule: /^Price must/ }),
  }));

  app.post('/offers/:offer_id/reject', { config: { access: 'offers.quote' }, schema: { params: OfferIdParams } }, async (request) => ({
    status: 'OK' as const,
    payload: await asApiError(() => offers.reject(String(request.params.offer_id), actorOf(request))),
  }));

  app.post('/offers/:offer_id/receive', { config: { access: 'offers.receive' }, schema: { params: OfferIdParams } }, async (request) => ({
    status: 'OK' as const,
    payload: await asApiError(() => offers.receive(String(request.params.offer_id), actorOf(request))),
  }));

  app.get('/payouts', { config: { access: 'payouts.read' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { payouts } = await offers.payouts();
    // The full IBAN stays with the ops CLI (payouts:list); the console shows it masked.
    return { status: 'OK' as const, payload: payouts.map(({ iban: _iban, ...payout }) => payout) };
  });

  app.post('/orders/:id/deliver', { config: { access: 'deliveries.manage' }, schema: { params: IdParams, body: ReasonBody } }, async (request) => {
    const reason = requireReason(request.body.reason);
    return { status: 'OK' as const, payload: await asApiError(() => orders.deliver(String(request.params.id), actorOf(request), reason)) };
  });

  app.post('/orders/:id/fail', { config: { access: 'orders.refund' }, schema: { params: IdParams, body: ReasonBody } }, async (request) => {
    const reason = requireReason(request.body.reason);
    return { status: 'OK' as const, payload: await asApiError(() => orders.fail(String(request.params.id), actorOf(request), reason)) };
  });
};
