import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';

export interface OrdersConsoleOptions {
  db: Kysely<Database>;
  config: ApiConfig;
}

/** The console's Today, orders with their deliveries, and a customer's whole record (issue 43). */
export const ordersConsolePlugin: FastifyPluginAsync<OrdersConsoleOptions> = async () => {};
