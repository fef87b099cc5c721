import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/users.repository';
import type { SessionsService } from '../accounts/sessions.service';
import { ApiError } from './api-error';
import { SESSION_COOKIE } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the session cookie, or null. Filled before every API route. */
    user: UserRow | null;
    /** sha256 of the session id the request came with (when it names a live session). */
    sessionIdHash: string | null;
    /** Unix seconds of the session's last sign-in or password confirmation (0: none to use). */
    sessionConfirmedAt: number;
  }
}

export const UNAUTHENTICATED_MESSAGE = 'User not authenticated';

/** Decorates requests with `user`, read from the `sid` cookie once per request. */
export function addCurrentUser(app: FastifyInstance, sessions: SessionsService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('sessionConfirmedAt', 0);
  app.addHook('onRequest', async (request) => {
    const found = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (found) {
      request.user = found.user;
      request.sessionIdHash = found.idHash;
      request.sessionConfirmedAt = found.confirmedAt;
    }
  });
}

/** The one guard of every signed-in route: 401 with the envelope when there is no session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
}

/** The signed-in user inside a handler guarded by requireUser. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return request.user;
}
