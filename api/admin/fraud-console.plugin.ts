import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import type { PaymentProvider } from '../payments/payment-provider';
import { actorOf } from './admin-guard';
import { IdParams, ReasonBody } from './admin.schemas';
import { createFraudDisputes } from './fraud-disputes.service';
import type { FraudRefunds } from './fraud-refunds.service';
import { releaseOrder } from './fraud-release.service';

export interface FraudConsoleOptions {
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** Shared with the approvals list, which approves a waiting deposit refund through it too. */
  refunds: FraudRefunds;
}

const DisputeListQuery = Type.Object({ status: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) });
const EvidenceBody = Type.Object({ submit: Type.Boolean() });

/**
 * The console's disputes, early fraud warnings and refunds of deposits (issue 41). Reading a dispute
 * needs customers.read; refunding and sending evidence, orders.refund; approving a refund above
 * ADJUST_APPROVAL_EUR, payouts.approve (another person than the one who prepared it); releasing a
 * delivery held for review, deliveries.manage.
 */
export const fraudConsolePlugin: FastifyPluginAsyncTypebox<FraudConsoleOptions> = async (app, { db, provider, refunds }) => {
  const disputes = createFraudDisputes(db, provider, app.log);

  app.get('/disputes', { config: { access: 'customers.read' }, schema: { querystring: DisputeListQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await disputes.list(request.query.status) };
  });

  app.get('/disputes/:id', { config: { access: 'customers.read' }, schema: { params: IdParams } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await disputes.show(request.params.id) };
  });

  app.post('/disputes/:id/evidence', { config: { access: 'orders.refund' }, schema: { params: IdParams, body: EvidenceBody } }, async (request) => {
    return { status: 'OK' as const, payload: await disputes.sendEvidence(actorOf(request), request.params.id, request.body.submit) };
  });

  app.post('/deposits/:id/refund', { config: { access: 'orders.refund' }, schema: { params: IdParams, body: ReasonBody } }, async (request) => {
    return { status: 'OK' as const, payload: await refunds.refund(actorOf(request), request.params.id, request.body.reason) };
  });

  app.post('/orders/:id/release', { config: { access: 'deliveries.manage' }, schema: { params: IdParams } }, async (request) => {
    return { status: 'OK' as const, payload: await releaseOrder(db, actorOf(request), request.params.id) };
  });

  app.get('/deposit-refunds', { config: { access: 'payouts.read' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: (await refunds.pending()).map((row) => ({ ...row, id: Number(row.id), deposit_id: Number(row.deposit_id), amount: Number(row.amount_minor) / 100, eur: Number(row.eur_cents) / 100 })) };
  });

  app.post('/deposit-refunds/:id/approve', { config: { access: 'payouts.approve' }, schema: { params: IdParams } }, async (request) => {
    return { status: 'OK' as const, payload: await refunds.approve(actorOf(request), request.params.id) };
  });
};
