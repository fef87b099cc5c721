import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser, userOf } from '../http/current-user';
import { accountResponses } from '../http/account-responses';
import { OkPriceAlert, OkPriceAlerts, PriceAlertCreateBody, PriceAlertIdBody, PriceAlertsQuery } from '../../contract/price-alerts.contract';
import { OkMessage } from '../../contract/accounts.contract';
import type { PriceAlertsService } from './price-alerts.service';

export const PRICE_ALERT_DELETED = 'Price alert deleted.';

/** The wishlist (issue 27): signed-in customers only. */
export const priceAlertRoutes: FastifyPluginAsyncTypebox<{ priceAlerts: PriceAlertsService }> = async (app, { priceAlerts }) => {
  app.addHook('onRequest', requireUser);

  app.get('/price-alerts', { schema: { querystring: PriceAlertsQuery, response: accountResponses(OkPriceAlerts) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await priceAlerts.list(userOf(request), request.query.currency) };
  });

  app.post('/price-alerts/create', { schema: { body: PriceAlertCreateBody, response: accountResponses(OkPriceAlert) } }, async (request) => {
    const payload = await priceAlerts.save(userOf(request), request.body);
    return { status: 'OK' as const, payload };
  });

  app.post('/price-alerts/delete', { schema: { body: PriceAlertIdBody, response: accountResponses(OkMessage) } }, async (request) => {
    await priceAlerts.remove(userOf(request), request.body.id);
    return { status: 'OK' as const, message: PRICE_ALERT_DELETED };
  });
};
