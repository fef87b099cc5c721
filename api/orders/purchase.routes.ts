import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope } from '../http/envelope.schemas';
import { requireUser, userOf } from '../http/current-user';
import { PURCHASED_MESSAGE, RESUMED_MESSAGE, type PurchasesService } from './purchases.service';
import { accountResponses } from '../http/account-responses';
import {
  OkPurchase,
  PurchaseBody,
  PurchaseHistoryQuery,
  PurchaseHistoryRow,
  PurchaseOrder,
  PurchaseOrderParams,
  PurchaseOrderQuery,
  PurchaseResumeBody,
} from '../../contract/purchases.contract';

export const purchaseRoutes: FastifyPluginAsyncTypebox<{ purchases: PurchasesService }> = async (app, { purchases }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/purchase/product',
    { schema: { body: PurchaseBody, response: accountResponses(OkPurchase, { 409: ErrorEnvelope }) } },
    async (request) => {
      const payload = await purchases.purchase(userOf(request), request.body.currency);
      return { status: 'OK' as const, message: PURCHASED_MESSAGE, payload };
    },
  );

  app.get(
    '/purchase/history',
    { schema: { querystring: PurchaseHistoryQuery, response: accountResponses(Type.Object({ status: Type.Literal('OK'), payload: Type.Array(PurchaseHistoryRow) })) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'OK' as const, payload: await purchases.history(userOf(request), request.query) };
    },
  );

  const OkOrder = Type.Object({ status: Type.Literal('OK'), payload: PurchaseOrder });

  app.get('/purchase/:id', { schema: { params: PurchaseOrderParams, querystring: PurchaseOrderQuery, response: accountResponses(OkOrder) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await purchases.order(userOf(request), request.params.id, request.query.currency) };
  });

  app.post(
    '/purchase/:id/resume',
    { schema: { params: PurchaseOrderParams, body: PurchaseResumeBody, response: accountResponses(Type.Object({ status: Type.Literal('OK'), message: Type.String(), payload: PurchaseOrder }), { 409: ErrorEnvelope }) } },
    async (request) => {
      const payload = await purchases.resume(userOf(request), request.params.id, request.body?.currency);
      return { status: 'OK' as const, message: RESUMED_MESSAGE, payload };
    },
  );
};
