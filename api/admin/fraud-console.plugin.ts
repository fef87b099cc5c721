import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';

export interface FraudConsoleOptions {
  db: Kysely<Database>;
  config: ApiConfig;
}

/** The console's disputes, early fraud warnings, refunds of deposits and deliveries held for review (issue 41). */
export const fraudConsolePlugin: FastifyPluginAsync<FraudConsoleOptions> = async () => {};
