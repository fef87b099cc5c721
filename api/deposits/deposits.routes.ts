import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope } from '../http/envelope.schemas';
import { requireUser, userOf } from '../http/current-user';
import { CHECKOUT_MESSAGE, type DepositsService } from './deposits.service';
import { accountResponses } from '../http/account-responses';
import { CheckoutBody, DepositHistoryQuery, DepositHistoryRow, OkCheckout, OkOrderStatus, OrderStatusQuery } from '../../contract/deposits.contract';

export const depositRoutes: FastifyPluginAsyncTypebox<{ deposits: DepositsService }> = async (app, { deposits }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/deposit/checkout',
    { schema: { body: CheckoutBody, response: accountResponses(OkCheckout, { 502: ErrorEnvelope }) } },
    async (request) => {
      const { orderId, redirectUrl } = await deposits.checkout(userOf(request), request.body);
      return { status: 'OK' as const, message: CHECKOUT_MESSAGE, redirect_url: redirectUrl, order_id: orderId };
    },
  );

  app.get('/orders/status', { schema: { querystring: OrderStatusQuery, response: accountResponses(OkOrderStatus) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, order: await deposits.status(userOf(request), request.query.order_id) };
  });

  app.get(
    '/deposit/history',
    { schema: { querystring: DepositHistoryQuery, response: accountResponses(Type.Object({ status: Type.Literal('OK'), payload: Type.Array(DepositHistoryRow) })) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'OK' as const, payload: await deposits.history(userOf(request), request.query) };
    },
  );
};
