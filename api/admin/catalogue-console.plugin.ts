import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import type { DeliveriesOpsService } from '../orders/deliveries-ops.service';
import type { TradeBot } from '../trade/trade-bot';
import { catalogueBotsRoutes } from './catalogue-bots.routes';
import { createBotsConsole } from './catalogue-bots.service';
import { catalogueContentRoutes } from './catalogue-content.routes';
import { createContentConsole } from './catalogue-content.service';
import { cataloguePricesRoutes } from './catalogue-prices.routes';
import { createSettingsConsole } from './catalogue-settings.service';

export interface CatalogueConsoleOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  /** The shop's trade bots by name (the ones its jobs use). */
  bots: ReadonlyMap<string, TradeBot>;
  /** The deliveries service of `npm run ops` on those bots (setting a price goes through it). */
  deliveries: DeliveriesOpsService;
}

/** The console's prices, bots, content and settings (issue 43). */
export const catalogueConsolePlugin: FastifyPluginAsync<CatalogueConsoleOptions> = async (app, { db, config, bots, deliveries }) => {
  await app.register(cataloguePricesRoutes, { db, ops: deliveries });
  await app.register(catalogueBotsRoutes, { bots: createBotsConsole(db, bots) });
  await app.register(catalogueContentRoutes, { content: createContentConsole(db), settings: createSettingsConsole(db, config.offersEnabled) });
};
