import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import type { DeliveriesOpsService } from '../orders/deliveries-ops.service';
import { notFound, validationFailed } from '../http/api-error';
import type { OrderStatus } from '../orders/orders.table';
import { actorOf } from './admin-guard';
import { asApiError, requireReason } from './admin-errors';
import { IdParams, ReasonBody } from './admin.schemas';
import { addCustomerNote, customerRecord } from './console-customer';
import { ORDER_STATUSES, orderRecord, searchOrders } from './console-orders';
import { todayCounts } from './console-today';
import { CUSTOMER_NOT_FOUND } from './money-actions.service';

export interface OrdersConsoleOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  /** The deliveries service of `npm run ops -- deliveries:*`, on the shop's own bots. */
  deliveries: DeliveriesOpsService;
}

const OrdersQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 254 })), status: Type.Optional(Type.String({ maxLength: 40 })) });
const NoteBody = Type.Object({ text: Type.Optional(Type.String({ maxLength: 10_000 })) });

export const ORDER_NOT_FOUND = 'Order not found';

/** The console's Today, orders with their deliveries, and a customer's whole record (issue 43). */
export const ordersConsolePlugin: FastifyPluginAsyncTypebox<OrdersConsoleOptions> = async (app, { db, config, deliveries }) => {

  app.get('/today', { config: { access: 'staff' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await todayCounts(db, request.staff?.permissions ?? [], config.trade.offerExpiryMinutes) };
  });

  app.get('/orders', { config: { access: 'orders.read' }, schema: { querystring: OrdersQuery } }, async (request, reply) => {
    const { q, status } = request.query;
    if (status !== undefined && status !== '' && !ORDER_STATUSES.includes(status as OrderStatus)) throw validationFailed({ status: [`One of ${ORDER_STATUSES.join(', ')}`] });
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await searchOrders(db, q, status ? (status as OrderStatus) : undefined) };
  });

  app.get('/orders/:id', { config: { access: 'orders.read' }, schema: { params: IdParams } }, async (request, reply) => {
    const record = await orderRecord(db, request.params.id);
    if (!record) throw notFound(ORDER_NOT_FOUND);
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: record };
  });

  app.post('/orders/:id/resend', { config: { access: 'deliveries.manage' }, schema: { params: IdParams, body: ReasonBody } }, async (request) => {
    const reason = requireReason(request.body.reason);
    const payload = await asApiError(() => deliveries.resend(String(request.params.id), actorOf(request), reason));
    return { status: 'OK' as const, payload };
  });

  app.post('/orders/:id/cancel', { config: { access: 'deliveries.manage' }, schema: { params: IdParams, body: ReasonBody } }, async (request) => {
    const reason = requireReason(request.body.reason);
    const payload = await asApiError(() => deliveries.cancel(String(request.params.id), actorOf(request), reason));
    return { status: 'OK' as const, payload };
  });

  app.get('/customers/:id', { config: { access: 'customers.read' }, schema: { params: IdParams } }, async (request, reply) => {
    const record = await customerRecord(db, request.params.id);
    if (!record) throw notFound(CUSTOMER_NOT_FOUND);
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: record };
  });

  app.post('/customers/:id/notes', { config: { access: 'customers.read' }, schema: { params: IdParams, body: NoteBody } }, async (request) => {
    return { status: 'OK' as const, payload: await addCustomerNote(db, actorOf(request), request.params.id, request.body.text) };
  });
};
