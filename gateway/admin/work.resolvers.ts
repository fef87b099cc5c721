import type { Envelope } from '../../contract/common.contract';
import { actorLabel } from '../../contract/audit-actors';
import type { Approval, AuditRow, Deliveries, MutationResolvers, OrderPage, OrderRow, Payout, QueryResolvers, QueuedOffer, Today } from './generated/resolvers-types';
import { actionResult, ADMIN_API, camelize, inEuros, readPayload } from './admin-rest';

// Today, orders, payouts and approvals, and the offers queue: each field one /api/admin route.

type Body<P = unknown> = Envelope<P>;

const today: QueryResolvers['today'] = async (_parent, _args, { rest }) => {
  const payload = readPayload(await rest.get<Body<Record<string, unknown>>>(`${ADMIN_API}/today`));
  return camelize<Today & { deliveries: Deliveries | null }>(payload);
};

const orders: QueryResolvers['orders'] = async (_parent, { q }, { rest }) => {
  const rows = readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/orders`, { q }));
  return camelize<(OrderRow & { items: number | unknown[] })[]>(inEuros(rows)).map((row) => ({ ...row, items: Array.isArray(row.items) ? row.items.length : Number(row.items) }));
};

const order: QueryResolvers['order'] = async (_parent, { id }, { rest }) => camelize<OrderPage>(inEuros(readPayload(await rest.get<Body>(`${ADMIN_API}/orders/${id}`))));

const ORDER_PATHS = { RESEND: 'resend', CANCEL: 'cancel', FAIL: 'fail', DELIVER: 'deliver' } as const;

const orderAction: MutationResolvers['orderAction'] = async (_parent, { id, action, reason }, { rest }) =>
  actionResult(await rest.post<Body>(`${ADMIN_API}/orders/${id}/${ORDER_PATHS[action]}`, reason == null ? {} : { reason }));

const payouts: QueryResolvers['payouts'] = async (_parent, _args, { rest }) => camelize<Payout[]>(readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/payouts`)));

const approvals: QueryResolvers['approvals'] = async (_parent, _args, { rest }) => camelize<Approval[]>(readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/approvals`)));

const PAYOUT_PATHS = { COMPLETE: 'complete', FAIL: 'fail', APPROVE: 'approve' } as const;

const payoutAction: MutationResolvers['payoutAction'] = async (_parent, { offerId, action, reason }, { rest }) =>
  actionResult(await rest.post<Body>(`${ADMIN_API}/payouts/${offerId}/${PAYOUT_PATHS[action]}`, reason == null ? {} : { reason }));

const approve: MutationResolvers['approve'] = async (_parent, { approvalId }, { rest }) => actionResult(await rest.post<Body>(`${ADMIN_API}/approvals/${approvalId}/approve`, {}));

interface OfferAnswer {
  id: number;
  status: string;
  title: string;
  email: string | null;
  user_price: number;
  service_price: number | null;
  currency: string;
  trade_id?: string | null;
  protection_ends_at?: number | null;
  created_at: number;
}

const offers: QueryResolvers['offers'] = async (_parent, { status }, { rest }) => {
  const rows = readPayload(await rest.get<Body<OfferAnswer[]>>(`${ADMIN_API}/offers`, { status }));
  return rows.map(
    (row): QueuedOffer => ({
      id: row.id,
      status: row.status,
      title: row.title,
      email: row.email,
      price: row.service_price ?? row.user_price,
      currency: row.currency,
      tradeId: row.trade_id ?? null,
      protectionEndsAt: row.protection_ends_at ?? null,
      createdAt: row.created_at,
    }),
  );
};

const offerAction: MutationResolvers['offerAction'] = async (_parent, { offerId, action, price }, { rest }) => {
  const path = `${ADMIN_API}/offers/${offerId}/${action.toLowerCase()}`;
  return actionResult(await rest.post<Body>(path, action === 'QUOTE' ? { price: price ?? '' } : {}));
};

/** before and after are JSON in the API's answer: the console shows them as text. */
const asText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const audit: QueryResolvers['audit'] = async (_parent, { filter }, { rest }) => {
  const rows = readPayload(
    await rest.get<Body<Record<string, unknown>[]>>(`${ADMIN_API}/audit`, { actor: filter.actor, entity: filter.entity, entity_id: filter.entityId, action: filter.action, from: filter.from, to: filter.to }),
  );
  return rows.map(
    (row): AuditRow => ({
      id: String(row.id),
      at: Number(row.at),
      // The shop's own actors by name ("Steam", "the shop"); people as recorded.
      actor: actorLabel(String(row.actor)),
      action: String(row.action),
      entity: String(row.entity),
      entityId: String(row.entity_id),
      reason: (row.reason as string | null) ?? null,
      before: asText(row.before),
      after: asText(row.after),
      ip: (row.ip as string | null) ?? null,
    }),
  );
};

export const workResolvers = {
  Query: { today, orders, order, payouts, approvals, offers, audit },
  Mutation: { orderAction, payoutAction, approve, offerAction },
};
