import type { Envelope } from '../../contract/common.contract';
import { GraphQLError } from '../graphql-runtime';
import { actionResult, ADMIN_API, camelize, readPayload } from './admin-rest';
import type { DepositRefund, Dispute, DisputePage, MutationResolvers, QueryResolvers } from './generated/resolvers-types';

// The console's fraud screens (admin-fraud.graphql): each field one /api/admin route.

type Body<P = unknown> = Envelope<P>;

const disputes: QueryResolvers['disputes'] = async (_parent, { status }, { rest }) =>
  camelize<Dispute[]>(readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/disputes`, { status: status ?? undefined })));

const dispute: QueryResolvers['dispute'] = async (_parent, { id }, { rest }) => camelize<DisputePage>(readPayload(await rest.get<Body>(`${ADMIN_API}/disputes/${id}`)));

/** The refunds waiting for approval are payouts.read's: a member without it sees the screen without them. */
const depositRefunds: QueryResolvers['depositRefunds'] = async (_parent, _args, { rest }) => {
  try {
    return camelize<DepositRefund[]>(readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/deposit-refunds`)));
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'FORBIDDEN') return null;
    throw error;
  }
};

const sendDisputeEvidence: MutationResolvers['sendDisputeEvidence'] = async (_parent, { id, submit }, { rest }) =>
  actionResult(await rest.post<Body>(`${ADMIN_API}/disputes/${id}/evidence`, { submit }));

const DEPOSIT_ID = /^[1-9][0-9]{0,15}$/;

/** The deposit's number as typed: anything but a whole number is the operator's mistake, said under the field. */
const refundDeposit: MutationResolvers['refundDeposit'] = async (_parent, { depositId, reason }, { rest }) => {
  const typed = depositId.trim().replace(/^#/, '');
  if (!DEPOSIT_ID.test(typed)) {
    return { ok: false, errorCode: 'VALIDATION_FAILED', message: 'Enter the deposit\'s number', fieldErrors: [{ field: 'depositId', messages: ['A deposit number, such as 42'] }], awaitingApproval: false, inviteUrl: null };
  }
  return actionResult(await rest.post<Body>(`${ADMIN_API}/deposits/${typed}/refund`, { reason }));
};

const approveDepositRefund: MutationResolvers['approveDepositRefund'] = async (_parent, { id }, { rest }) => actionResult(await rest.post<Body>(`${ADMIN_API}/deposit-refunds/${id}/approve`, {}));

export const fraudResolvers = {
  Query: { disputes, dispute, depositRefunds },
  Mutation: { sendDisputeEvidence, refundDeposit, approveDepositRefund },
};
