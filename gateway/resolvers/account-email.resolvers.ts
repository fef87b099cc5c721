import type { RestResponse } from '../rest-client';
import type { Envelope } from '../../contract/common.contract';
import type { MutationResolvers, Resolvers, ResolversTypes, VerificationOutcome } from '../generated/resolvers-types';
import { upstreamFailure } from '../errors';
import { failureResult, isOkEnvelope } from '../result-table';

// The e-mailed links (spec §4/§7): confirmation, password reset. None needs a session.

/** Spec §8's text when the API's answer carries none of its own. */
const VERIFY_ERROR_MESSAGE = 'There was an error verifying your email. Please try again.';

const OUTCOMES: Record<string, VerificationOutcome> = { success: 'SUCCESS', already_verified: 'ALREADY_VERIFIED' };

/** A POST whose success is a message. */
async function messageResult(answer: Promise<RestResponse<Envelope<never>>>): Promise<ResolversTypes['MessageResult']> {
  const response = await answer;
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  return failureResult(response, []);
}

const resendConfirmationLink: MutationResolvers['resendConfirmationLink'] = (_parent, { email }, { rest }) =>
  messageResult(rest.post('/resendConfirmationLink', { email }));

/** The API answers the same Done whether or not the address has an account. */
const requestPasswordReset: MutationResolvers['requestPasswordReset'] = (_parent, { email }, { rest }) =>
  messageResult(rest.post('/user/reset-password', { email }));

const resetPassword: MutationResolvers['resetPassword'] = (_parent, { token, password, passConfirm }, { rest }) =>
  messageResult(rest.post('/user/reset-password/confirm', { token, password, passConfirm }));

/** GET /email/verify/{token}: success, already_verified, or an error with the API's message. */
const verifyEmail: MutationResolvers['verifyEmail'] = async (_parent, { token }, { rest }) => {
  // '' and '.'/'..' would name another path than /email/verify/{token}; they are never a token.
  if (token === '' || token === '.' || token === '..') return { outcome: 'ERROR', message: VERIFY_ERROR_MESSAGE };
  const { status, body } = await rest.get('/email/verify/:token', undefined, { token });
  if (status >= 500) throw upstreamFailure();
  const outcome = status === 200 && body.status === 'OK' ? OUTCOMES[body.verification ?? ''] : undefined;
  if (outcome) return { outcome, message: body.message ?? '', email: body.email ?? null };
  // An answer of this route (422 with verification: error) carries the spec's text; a 404 or 400 of
  // the server around it would say only 'Not found'.
  const message = body.verification !== undefined && body.message ? body.message : VERIFY_ERROR_MESSAGE;
  return { outcome: 'ERROR', message };
};

export const accountEmailResolvers: Resolvers = {
  Mutation: { resendConfirmationLink, requestPasswordReset, resetPassword, verifyEmail },
};
