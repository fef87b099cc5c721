import type { FastifyRequest } from 'fastify';
import type { SessionProof, StepUpService } from '../accounts/step-up.service';

/** What the request's session proves about its owner, for the step-up check. */
export const sessionProofOf = (request: FastifyRequest): SessionProof => ({ idHash: request.sessionIdHash, confirmedAt: request.sessionConfirmedAt });

/** A preHandler for routes that always need a recent sign-in or password confirmation (after requireUser). */
export function requireStepUp(stepUp: StepUpService) {
  return async (request: FastifyRequest): Promise<void> => stepUp.require(sessionProofOf(request));
}
