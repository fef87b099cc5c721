import { expectPayload, unauthenticated, upstreamFailure } from '../errors';
import type { DepositHistoryEntry } from '../../contract/deposits.contract';
import type { DepositStatus, MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types';
import type { RestClient } from '../rest-client';
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
  const response = await rest.post('/deposit/checkout', input);
  const body = response.body;
  if (response.status === 200 && body?.status === 'OK') {
    if (!body.redirect_url) throw upstreamFailure();
    return { __typename: 'DepositStarted', message: body.message ?? '', redirectUrl: body.redirect_url };
  }
  // Spec §4: status ERROR (the provider refused or is down: 200 or 502) goes to the payment-fail page.
  if ((response.status === 200 || response.status === 502) && body?.status === 'ERROR') {
    return { __typename: 'ActionRefused', errorCode: 'REFUSED', message: body.message || 'Something went wrong' };
  }
  return withoutRateLimit(failureResult(response, ['PersonalInfoRequired', 'AccountFrozen'], signedIn));
};

type OrderStatus = { id: string; code: number; redirectUrl: string | null };

/** GET /orders/status as an OrderStatus; 401 and 404 as GraphQL errors. */
async function readOrderStatus(rest: RestClient, orderId: string): Promise<OrderStatus> {
  const response = await rest.get('/orders/status', { order_id: orderId });
  if (response.status === 200 && response.body?.status === 'OK' && response.body.order) {
    const { id, status, redirect_url } = response.body.order;
    return { id: String(id), code: status, redirectUrl: redirect_url ?? null };
  }
  if (response.status === 401) throw unauthenticated();
  if (response.status === 404) throw new GraphQLError(response.body?.message || 'Order not found', { extensions: { code: 'NOT_FOUND' } });
  throw upstreamFailure();
}

const orderStatus: QueryResolvers['orderStatus'] = (_parent, { orderId }, { rest }) => readOrderStatus(rest, orderId);

const depositHistory: QueryResolvers['depositHistory'] = async (_parent, { filter }, { rest }) => {
  const rows = expectPayload(
    await rest.get('/deposit/history', historyQuery(filter, filter.status ? STATUS_TO_REST[filter.status] : undefined)),
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
  Mutation: { startDeposit },
  DepositResult: { __resolveType: (value) => value.__typename ?? null },
};
