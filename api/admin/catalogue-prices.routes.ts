import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import type { createDeliveriesOpsService } from '../orders/deliveries-ops.service';
import { notFound, validationFailed } from '../http/api-error';
import { actorOf } from './admin-guard';
import { asApiError } from './admin-errors';
import { findMarketPrice, searchMarketPrices } from './catalogue-prices.service';

const PricesQuery = Type.Object({ q: Type.String({ maxLength: 200 }) });
const SetPriceBody = Type.Object({
  market_name: Type.String({ maxLength: 200 }),
  /** EUR, major units, at most 2 decimals (a string such as "12.50" or a number). */
  price: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
});

export const MARKET_NAME_REQUIRED = 'Give a market name';

/** The console's prices screen (issue 43): a market name's prices, copies on sale, reference and history; set its price. */
export const cataloguePricesRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database>; ops: ReturnType<typeof createDeliveriesOpsService> }> = async (app, { db, ops }) => {
  app.get('/prices', { config: { access: 'catalogue.price' }, schema: { querystring: PricesQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const q = request.query.q.trim();
    if (q.length < 2) throw validationFailed({ q: ['Type at least 2 characters of a market name'] });
    return { status: 'OK' as const, payload: await searchMarketPrices(db, q) };
  });

  app.post('/prices', { config: { access: 'catalogue.price' }, schema: { body: SetPriceBody } }, async (request) => {
    const name = request.body.market_name.trim();
    if (name === '') throw validationFailed({ market_name: [MARKET_NAME_REQUIRED] });
    if (!(await findMarketPrice(db, name))) throw notFound(`Market name "${name}" not found`);
    const set = await asApiError(() => ops.setPrice(name, String(request.body.price), actorOf(request)), { field: 'price', rule: /^Price must/ });
    return { status: 'OK' as const, payload: { ...(await findMarketPrice(db, name))!, copies_repriced: set.copies_repriced } };
  });
};
