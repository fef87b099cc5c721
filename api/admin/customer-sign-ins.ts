import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { hashSessionId } from '../accounts/sessions.service';
import { nowSeconds } from '../lib/secrets';
import { SESSION_COOKIE } from '../http/session-cookie';
import { findSessionUser, recordCustomerSignIn } from './customers.repository';

/** The routes that start a customer's session, and the method each one records. */
export const SIGN_IN_METHODS: Record<string, string> = {
  'POST /login': 'password',
  'POST /user/verify-2fa': 'password+code',
  'GET /auth/steam/callback': 'steam',
  'POST /register': 'registration',
};

/** The session id a response sets in the customer's cookie, if it sets one. */
function newSessionIdOf(setCookie: unknown): string | undefined {
  const lines = [setCookie].flat().filter((line): line is string => typeof line === 'string');
  for (const line of lines) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(line);
    if (match && !/max-age=0/i.test(line)) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/**
 * Records every customer sign-in (time, IP, user agent, method) just before its answer is sent: one
 * place for every sign-in route, recognised by the session cookie the answer sets. Before, not after,
 * so that staff who look right after a sign-in see it; a failed write is logged and the sign-in stands.
 */
export function recordCustomerSignIns(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const method = SIGN_IN_METHODS[`${request.method} ${(request.routeOptions.url ?? '').slice(app.prefix.length)}`];
    const sessionId = method ? newSessionIdOf(reply.getHeader('set-cookie')) : undefined;
    if (!method || !sessionId) return payload;
    try {
      const session = await findSessionUser(db, hashSessionId(sessionId));
      if (session) await recordCustomerSignIn(db, { user_id: session.user_id, at: nowSeconds(), ip: request.ip, user_agent: String(request.headers['user-agent'] ?? '').slice(0, 500), method });
    } catch (error) {
      request.log.error({ err: error }, 'could not record a customer sign-in');
    }
    return payload;
  });
}
