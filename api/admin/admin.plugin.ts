import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createOffersOpsService } from '../offers/offers-ops.service';
import { createOrdersOpsService } from '../orders/orders-ops.service';
import { operationsRoutes } from './operations.routes';
import type { LoginGuard } from '../http/login-guard';
import type { AdminConfig } from './admin-config';
import { guardAdminRoutes } from './admin-guard';
import { auditRoutes } from './audit.routes';
import { adminCustomerRoutes } from './customers.routes';
import { createCustomersAdmin } from './customers-admin.service';
import { createMoneyActions } from './money-actions.service';
import { adminPayoutRoutes } from './payouts.routes';
import { createStaffAdmin } from './staff-admin.service';
import { staffAuthRoutes } from './staff-auth.routes';
import { createStaffAuthService } from './staff-auth.service';
import { staffRoutes } from './staff.routes';
import { ordersConsolePlugin } from './orders-console.plugin';
import { catalogueConsolePlugin } from './catalogue-console.plugin';
import { fraudConsolePlugin } from './fraud-console.plugin';
import { createFraudRefunds } from './fraud-refunds.service';
import { createPaymentProvider } from '../payments/provider-factory';
import type { TradeBot } from '../trade/trade-bot';
import { createDeliveriesOpsService } from '../orders/deliveries-ops.service';
import { createDeliveryOutcomes } from '../deliveries/delivery-outcomes';

export interface AdminPluginOptions {
  db: Kysely<Database>;
  admin: AdminConfig;
  config: ApiConfig;
  login: LoginGuard;
  supportEmail: () => Promise<string>;
  /** The shop's trade bots by name (the console's bots screen). */
  bots: ReadonlyMap<string, TradeBot>;
}

/** The admin API (issue 43), registered under /api/admin: every route checks one permission. */
export const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (app, { db, admin, config, login, supportEmail, bots }) => {
  const { publicUrl } = config;
  const secure = publicUrl.startsWith('https:');
  const auth = createStaffAuthService(db, admin);
  guardAdminRoutes(app, auth, secure);
  app.addHook('onReady', async () => {
    await auth.ensureRoles().catch((error: unknown) => app.log.error({ err: error }, 'could not add the built-in staff roles'));
  });
  const provider = createPaymentProvider(config);
  const depositRefunds = createFraudRefunds(db, provider, admin, app.log);
  const money = createMoneyActions(db, admin, supportEmail, depositRefunds.approve);
  await app.register(staffAuthRoutes, { auth, login, secure, config: admin });
  await app.register(adminCustomerRoutes, { customers: createCustomersAdmin(db), money });
  await app.register(adminPayoutRoutes, { money });
  await app.register(operationsRoutes, { offers: createOffersOpsService(db, config), orders: createOrdersOpsService(db) });
  await app.register(auditRoutes, { db });
  // One deliveries service on the shop's own bots (the jobs' sessions), as `npm run ops -- deliveries:*` uses.
  const deliveries = createDeliveriesOpsService(db, bots, createDeliveryOutcomes(db, { ...config.trade, publicUrl: config.publicUrl }), config.trade.offerExpiryMinutes * 2);
  await app.register(ordersConsolePlugin, { db, config, deliveries });
  await app.register(catalogueConsolePlugin, { db, config, bots, deliveries });
  await app.register(fraudConsolePlugin, { db, provider, refunds: depositRefunds });
  await app.register(staffRoutes, { staff: createStaffAdmin(db), auth });
};
