import { notFoundError, unauthenticated, upstreamFailure, type TypedNotFound } from '../errors';
import type { Envelope } from '../../contract/common.contract';
import type { PurchaseOrderAnswer } from '../../contract/purchases.contract';
import type { MutationResolvers, QueryResolvers, Resolvers, SubscriptionResolvers } from '../generated/resolvers-types';
import type { RestClient, RestQuery } from '../rest-client';
import { asRefusal, failureResult, isOkEnvelope } from '../result-table';
import { canStillChange, toPurchaseOrder } from './purchase-order.mapper';

// One of the customer's orders with its trade offers (issues 23, 25: the order page): GET
// /purchase/{id}, followed live through /purchase/{id}/wait, and POST /purchase/{id}/resume once the
// buyer revoked a stolen Web API key. Every route needs a session: its 401 is UNAUTHENTICATED.

const ORDER_ID = /^\d{1,15}$/;
const NOT_FOUND = 'Order not found';

type OrderRead = { order: PurchaseOrderAnswer } | { notFound: TypedNotFound };

/** GET /purchase/{id} (or its /wait with `query`): the order, or NotFoundError for another's or none; 401 throws. */
async function readOrder(rest: RestClient, id: string, suffix: '' | '/wait', query: RestQuery): Promise<OrderRead> {
  if (!ORDER_ID.test(id)) return { notFound: notFoundError(NOT_FOUND) };
  const response = await rest.get<Envelope<PurchaseOrderAnswer>>(`/purchase/${id}${suffix}`, query);
  if (response.status === 404) return { notFound: notFoundError(response.body?.message || NOT_FOUND) };
  if (response.status === 401) throw unauthenticated();
  if (!isOkEnvelope(response) || !response.body.payload) throw upstreamFailure();
  return { order: response.body.payload };
}

const asResult = (read: OrderRead) => ('order' in read ? toPurchaseOrder(read.order) : read.notFound);

const purchaseOrder: QueryResolvers['purchaseOrder'] = async (_parent, { id, currency }, { rest }) => asResult(await readOrder(rest, id, '', { currency }));

/** An order page left open is not followed for ever: after this the page's own refresh carries on alone. */
export const PURCHASE_STREAM_MAX_MS = 15 * 60_000;
const MIN_ASK_INTERVAL_MS = 1_000;

/**
 * The order at once, then each new version, while a delivery can still change by itself: REST's
 * /purchase/{id}/wait holds each request until the order's version differs from the one sent (or a
 * few seconds pass, then it is asked again).
 */
async function* purchaseOrderChanges(id: string, currency: string, rest: RestClient, signal: AbortSignal | undefined) {
  const until = Date.now() + PURCHASE_STREAM_MAX_MS;
  const first = await readOrder(rest, id, '', { currency });
  yield { purchaseOrderChanged: asResult(first) };
  if (!('order' in first)) return;
  let last = first.order;
  while (canStillChange(last) && !signal?.aborted && Date.now() < until) {
    const asked = Date.now();
    const next = await readOrder(rest, id, '/wait', { currency, version: last.version });
    if (!('order' in next)) {
      yield { purchaseOrderChanged: next.notFound };
      return;
    }
    if (next.order.version === last.version) {
      // An API that answers at once without a change (one that does not hold) is not asked in a tight loop.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_ASK_INTERVAL_MS - (Date.now() - asked))));
      continue;
    }
    last = next.order;
    yield { purchaseOrderChanged: toPurchaseOrder(last) };
  }
}

const purchaseOrderChanged: SubscriptionResolvers['purchaseOrderChanged'] = {
  subscribe: (_parent, { id, currency }, { rest, signal }) => purchaseOrderChanges(id, currency, rest, signal),
};

const resumeDelivery: MutationResolvers['resumeDelivery'] = async (_parent, { orderId, currency }, { rest }) => {
  if (!ORDER_ID.test(orderId)) return notFoundError(NOT_FOUND);
  const response = await rest.post<Envelope<PurchaseOrderAnswer>>(`/purchase/${orderId}/resume`, { currency });
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
  Subscription: { purchaseOrderChanged },
  Mutation: { resumeDelivery },
  PurchaseOrderResult: { __resolveType: (value) => value.__typename ?? null },
  ResumeDeliveryResult: { __resolveType: (value) => value.__typename ?? null },
};
