import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createDeliveriesOpsService } from '../deliveries/deliveries-ops.service';
import { createDeliveryOutcomes } from '../deliveries/delivery-outcomes';
import { createTradeBots } from '../trade/trade-bots';

type DeliveriesOps = ReturnType<typeof createDeliveriesOpsService>;

/**
 * The deliveries service `npm run ops -- deliveries:*` uses, for one console action: the bots are made
 * for the action and closed after it, as the CLI does (resend and cancel are rare, and a bot's session
 * held by the console would be a second login beside the jobs' own).
 */
export function consoleDeliveries(db: Kysely<Database>, config: ApiConfig) {
  return async <T>(work: (ops: DeliveriesOps) => Promise<T>): Promise<T> => {
    const bots = await createTradeBots(config, db);
    try {
      return await work(createDeliveriesOpsService(db, bots, createDeliveryOutcomes(db, { ...config.trade, publicUrl: config.publicUrl }), config.trade.offerExpiryMinutes * 2));
    } finally {
      await Promise.all([...bots.values()].map((bot) => bot.close()));
    }
  };
}
