import { DEPOSIT_STATUS } from '../../contract/rules/deposit-status';
import { expectPayload, unauthenticated, upstreamFailure } from '../errors';
import type { Envelope } from '../../contract/common.contract';
import type { CheckoutAnswer, DepositHistoryEntry, OrderStatusAnswer } from '../../contract/deposits.contract';
import type { DepositStatus, MutationResolvers, QueryResolvers, Resolvers, SubscriptionResolvers } from '../generated/resolvers-types';
import type { RestClient, RestQuery } from '../rest-client';
import { GraphQLError } from '../graphql-runtime';
import { failureResult, withoutRateLimit } from '../result-table';
import { historyQuery } from './history-query';

// Top-ups (spec §4 deposit flow and order-status polling, §7 deposit/*, orders/status). Every REST
// route here needs a session: its 401 is the UNAUTHENTICATED GraphQL error.

const signedIn = { signedIn: true } as const;
const STATUS_FROM_REST: Record<DepositHistoryEntry['status'], DepositStatus> = { Success: 'SUCCESS', Pending: 'PENDING', Error: 'ERROR' };
const STATUS_TO_REST: Record<DepositStatus, DepositHistoryEntry['status']> = { SUCCESS: 'Success', PENDING: 'Pending', ERROR: 'Error' };
const TOP_UP = 'Top-up balance';

const startDeposit: MutationResolvers['startDeposit'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post<Envelope<never> & Partial<Omit<CheckoutAnswer, 'status'>>>('/deposit/checkout', input);
  const body = response.body;
  if (response.status === 200 && body?.status === 'OK') {
    if (!body.redirect_url) throw upstreamFailure();
    return { __typename: 'DepositStarted', message: body.message ?? '', redirectUrl: body.redirect_url };
  }
  // Spec §4: status ERROR (the provider refused or is down: 200 or 502) goes to the payment-fail page.
  if ((response.status === 200 || response.status === 502) && body?.status === 'ERROR') {
    return { __typename: 'ActionRefused', errorCode: 'REFUSED', message: body.message || 'Something went wrong' };
  }
  return withoutRateLimit(failureResult(response, ['PersonalInfoRequired'], signedIn));
};

type OrderStatus = { id: string; code: number; redirectUrl: string | null };

/** GET /orders/status (or /orders/status/wait with its query) as an OrderStatus; 401 and 404 as GraphQL errors. */
async function readOrderStatus(rest: RestClient, path: string, query: RestQuery): Promise<OrderStatus> {
  const response = await rest.get<Envelope<never> & Partial<Omit<OrderStatusAnswer, 'status'>>>(path, query);
  if (response.status === 200 && response.body?.status === 'OK' && response.body.order) {
    const { id, status, redirect_url } = response.body.order;
    return { id: String(id), code: status, redirectUrl: redirect_url ?? null };
  }
  if (response.status === 401) throw unauthenticated();
  if (response.status === 404) throw new GraphQLError(response.body?.message || 'Order not found', { extensions: { code: 'NOT_FOUND' } });
  throw upstreamFailure();
}

const orderStatus: QueryResolvers['orderStatus'] = (_parent, { orderId }, { rest }) => readOrderStatus(rest, '/orders/status', { order_id: orderId });

/** A processing page left open is not followed for ever: after this the spec's 10 s poll carries on alone. */
export const ORDER_STREAM_MAX_MS = 15 * 60_000;
const MIN_ASK_INTERVAL_MS = 1_000;

/**
 * The status at once, then each change, until it is not processing: REST's /orders/status/wait holds
 * each request until the status differs from the last one sent (or a few seconds pass, then asks again).
 */
async function* orderStatusChanges(orderId: string, rest: RestClient, signal: AbortSignal | undefined) {
  const until = Date.now() + ORDER_STREAM_MAX_MS;
  let last = await readOrderStatus(rest, '/orders/status', { order_id: orderId });
  yield { orderStatusChanged: last };
  while (last.code === DEPOSIT_STATUS.processing && !signal?.aborted && Date.now() < until) {
    const asked = Date.now();
    const next = await readOrderStatus(rest, '/orders/status/wait', { order_id: orderId, code: last.code });
    if (next.code === last.code && next.redirectUrl === last.redirectUrl) {
      // An API that answers at once without a change (one that does not hold) is not asked in a tight loop.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_ASK_INTERVAL_MS - (Date.now() - asked))));
      continue;
    }
    last = next;
    yield { orderStatusChanged: last };
  }
}

const orderStatusChanged: SubscriptionResolvers['orderStatusChanged'] = {
  subscribe: (_parent, { orderId }, { rest, signal }) => orderStatusChanges(orderId, rest, signal),
};

const depositHistory: QueryResolvers['depositHistory'] = async (_parent, { filter }, { rest }) => {
  const rows = expectPayload(
    await rest.get<Envelope<DepositHistoryEntry[]>>('/deposit/history', historyQuery(filter, filter.status ? STATUS_TO_REST[filter.status] : undefined)),
  );
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: row.created_at,
    type: row.type ?? TOP_UP,
    status: STATUS_FROM_REST[row.status],
    sum: { amount: row.sum, currency: row.currency.code },
  }));
};

export const depositResolvers: Resolvers = {
  Query: { orderStatus, depositHistory },
  Subscription: { orderStatusChanged },
  Mutation: { startDeposit },
  DepositResult: { __resolveType: (value) => value.__typename ?? null },
};
