import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';

export interface CatalogueConsoleOptions {
  db: Kysely<Database>;
  config: ApiConfig;
}

/** The console's prices, bots, content and settings (issue 43). */
export const catalogueConsolePlugin: FastifyPluginAsync<CatalogueConsoleOptions> = async () => {};
