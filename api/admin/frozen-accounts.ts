import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { findHold } from './customers.repository';

/**
 * The one list of what a frozen customer may not do (issue 43): buy, top up, sell, request a payout,
 * change the trade link or the e-mail. Browsing and signing in stay open. Paths are the API's own
 * (after its /api prefix); the profile update is refused only when it would set a new e-mail.
 */
export const FROZEN_REFUSED_ROUTES: Record<string, ((request: FastifyRequest) => boolean) | true> = {
  'POST /purchase/product': true,
  'POST /deposit/checkout': true,
  'POST /offer/create': true,
  'POST /offer/accept': true,
  'POST /offer/request-payout/sepa-direct': true,
  'POST /offer/request-payout/card-form': true,
  'PUT /user/update-trade-link': true,
  'POST /user/change-email': true,
  'PUT /user/profile': (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() !== '' && email.trim().toLowerCase() !== (request.user?.email ?? '').toLowerCase();
  },
};

export const frozenMessage = (supportEmail: string) => `Your account is on hold. Please contact ${supportEmail} to resolve it.`;

/**
 * Adds the refusal to every listed route registered after this call (as the CSRF guard does): a
 * signed-in customer with a hold gets 403 ACCOUNT_FROZEN before the handler runs.
 */
export function refuseFrozenCustomers(app: FastifyInstance, db: Kysely<Database>, supportEmail: () => Promise<string>): () => void {
  let active = true;
  app.addHook('onRoute', (route) => {
    if (!active) return;
    const path = route.url.slice(app.prefix.length);
    for (const method of [route.method].flat()) {
      const rule = FROZEN_REFUSED_ROUTES[`${method} ${path}`];
      if (rule === undefined) continue;
      const refuse = async (request: FastifyRequest) => {
        if (!request.user || (rule !== true && !rule(request))) return;
        if (await findHold(db, request.user.id)) throw new ApiError('ACCOUNT_FROZEN', frozenMessage(await supportEmail()));
      };
      // A whole route is refused before its body is read (a frozen customer learns nothing more from
      // a 422); a refusal that depends on the body waits for it to be validated.
      if (rule === true) route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), refuse];
      else route.preHandler = [refuse, ...(route.preHandler ? [route.preHandler].flat() : [])];
    }
  });
  return () => {
    active = false;
  };
}
