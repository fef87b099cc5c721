import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPlugin } from '../api/app';
import type { ApiConfig } from '../api/config';
import type { Database } from '../api/db/database';
import { frameworkErrorHandler } from '../api/http/error-handler';
import { gatewayPlugin } from './app';
import { webAppPlugin } from './web-app';

export interface ShopServerOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  restBaseUrl: string;
  distDir: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The shop on one server: /api the REST API, /graphql the gateway (which reaches the REST API over
 * HTTP through restBaseUrl), everything else the built web app. The composition root is the one
 * place that knows all three; api/ itself imports nothing from the other layers.
 */
export async function buildShopServer({ db, config, restBaseUrl, distDir, logger }: ShopServerOptions): Promise<FastifyInstance> {
  // Malformed URLs fail before routing, so the envelope for them is set on the server itself.
  const app = Fastify({ logger: logger ?? false, frameworkErrors: frameworkErrorHandler });
  await app.register(apiPlugin, { prefix: '/api', db, config });
  await app.register(gatewayPlugin, { restBaseUrl });
  await app.register(webAppPlugin, { distDir });
  return app;
}
