import { notFoundError, unauthenticated, upstreamFailure, type TypedNotFound } from '../errors';
import type { PurchaseOrderAnswer } from '../../contract/purchases.contract';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types';
import type { RestClient } from '../rest-client';
import { asRefusal, failureResult, isOkEnvelope } from '../result-table';
import { toPurchaseOrder } from './purchase-order.mapper';

// One of the customer's orders with its trade offers (issues 23, 25: the order page): GET
// /purchase/{id}, and POST /purchase/{id}/resume once the buyer revoked a stolen Web API key (the
// order page hears of a change through subscription accountChanged). Every route needs a session:
// its 401 is UNAUTHENTICATED.

const ORDER_ID = /^\d{1,15}$/;
const NOT_FOUND = 'Order not found';

type OrderRead = { order: PurchaseOrderAnswer } | { notFound: TypedNotFound };

/** GET /purchase/{id}: the order, or NotFoundError for another's or none; 401 throws. */
async function readOrder(rest: RestClient, id: string, currency: string): Promise<OrderRead> {
  if (!ORDER_ID.test(id)) return { notFound: notFoundError(NOT_FOUND) };
  const response = await rest.get('/purchase/:id', { currency }, { id });
  if (response.status === 404) return { notFound: notFoundError(response.body?.message || NOT_FOUND) };
  if (response.status === 401) throw unauthenticated();
  if (!isOkEnvelope(response) || !response.body.payload) throw upstreamFailure();
  return { order: response.body.payload };
}

const asResult = (read: OrderRead) => ('order' in read ? toPurchaseOrder(read.order) : read.notFound);

const purchaseOrder: QueryResolvers['purchaseOrder'] = async (_parent, { id, currency }, { rest }) => asResult(await readOrder(rest, id, currency));

const resumeDelivery: MutationResolvers['resumeDelivery'] = async (_parent, { orderId, currency }, { rest }) => {
  if (!ORDER_ID.test(orderId)) return notFoundError(NOT_FOUND);
  const response = await rest.post('/purchase/:id/resume', { currency }, { id: orderId });
  if (isOkEnvelope(response)) {
    const payload = response.body.payload;
    if (!payload) throw upstreamFailure();
    return { __typename: 'DeliveryResumed', message: response.body.message ?? '', order: toPurchaseOrder(payload) };
  }
  if (response.status === 404) return notFoundError(response.body?.message || NOT_FOUND);
  return asRefusal(failureResult(response, ['NotPaused'], { signedIn: true }));
};

export const purchaseOrderResolvers: Resolvers = {
  Query: { purchaseOrder },
  Mutation: { resumeDelivery },
  PurchaseOrderResult: { __resolveType: (value) => value.__typename ?? null },
  ResumeDeliveryResult: { __resolveType: (value) => value.__typename ?? null },
};
