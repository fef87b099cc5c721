import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { healthPlugin } from './http/health.routes';
import { registerMetrics } from './metrics/metrics.routes';
import type { ShopMetrics } from './metrics/shop-metrics';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { answerOtherMethodsWith405 } from './http/method-not-allowed';
import { registerSecurityHeaders } from './http/security-headers';
import { serverOptions, type ServerLimits, type ServerOptionsInput } from './http/server-options';
import { addCurrentUser } from './http/current-user';
import { guardStateChangingRoutes } from './http/csrf';
import { registerRateLimits, type RateLimitOptions } from './http/rate-limits';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './jobs/job-worker';
import { createTradeBots } from './trade/trade-bots';
import { BOT_SESSIONS_JOB, botSessionsJobHandler, scheduleBotSessions } from './trade/bot-sessions.job';
import { countedTradeBots } from './metrics/steam-requests';
import type { TradeBot } from './trade/trade-bot';
import { createDeliveryOutcomes } from './deliveries/delivery-outcomes';
import { deliveryJobHandlers } from './deliveries/delivery.jobs';
import { scheduleStockSync, STOCK_SYNC_JOB, stockSyncJobHandler } from './catalogue/stock-sync.job';
import { EMAIL_JOB, emailJobHandler } from './mail/email.job';
import { scheduleStuckWorkSweep, STUCK_WORK_SWEEP_JOB, stuckWorkSweepHandler } from './sweeper/stuck-work.sweeper';
import { createMailer } from './mail/mailer';
import { DEPOSIT_EXPIRY_JOB, depositExpiryJobHandler } from './deposits/deposit-expiry.job';
import { createPaymentProvider } from './payments/provider-factory';
import { SANDBOX_WEBHOOK_JOB, sandboxWebhookJobHandler } from './payments/sandbox-webhook.job';
import { depositRoutes } from './deposits/deposits.routes';
import { paymentWebhookRoutes } from './payments/payment-webhooks.routes';
import { sandboxPayPlugin } from './payments/sandbox-pay.routes';
import { createDepositsService } from './deposits/deposits.service';
import { fraudWithdrawJobHandler } from './deposits/fraud-withdraw.job';
import { accountEmailRoutes } from './accounts/account-email.routes';
import { authRoutes } from './accounts/auth.routes';
import { profileRoutes } from './accounts/profile.routes';
import { cartRoutes } from './orders/cart.routes';
import { purchaseRoutes } from './orders/purchase.routes';
import { offerRoutes } from './offers/offer.routes';
import { registerSandboxPayoutAlias, sandboxPayoutRoutes } from './offers/sandbox-payout.routes';
import { steamAuthRoutes } from './accounts/steam-auth.routes';
import { twoFactorRoutes } from './accounts/two-factor.routes';
import { stepUpRoutes } from './accounts/step-up.routes';
import { createStepUpService } from './accounts/step-up.service';
import type { ServiceContext } from './lib/service-context';
import { createAccountEmailService } from './accounts/account-email.service';
import { createAuthService } from './accounts/auth.service';
import { createProfileService } from './accounts/profile.service';
import { createCartService } from './orders/cart.service';
import { createPurchasesService } from './orders/purchases.service';
import { createOffersService } from './offers/offers.service';
import { createSellByTradeService } from './offers/sell-by-trade.service';
import { createSellerInventories } from './offers/seller-inventories';
import { createSellTradeOutcomes } from './offers/sell-trade-outcomes';
import { sellTradeJobHandlers } from './offers/sell-trade.jobs';
import { createPayoutsService } from './offers/payouts.service';
import { createSteamAuthService } from './accounts/steam-auth.service';
import { createTwoFactorService } from './accounts/two-factor.service';
import { validatorCompiler } from './http/validator-compiler';
import { countriesRoutes } from './reference-data/countries.routes';
import { currenciesRoutes } from './reference-data/currencies.routes';
import { imagesRoutes } from './catalogue/images.routes';
import { createItemRasters } from './catalogue/item-raster';
import { itemsRoutes } from './catalogue/items.routes';
import { languagesRoutes } from './reference-data/languages.routes';
import { localizationsRoutes } from './reference-data/localizations.routes';
import { settingsRoutes } from './reference-data/settings.routes';
import { socialLinksRoutes } from './reference-data/social-links.routes';
import { staticPagesRoutes } from './reference-data/static-pages.routes';
import { createCurrenciesService } from './reference-data/currencies.service';
import { createItemsService } from './catalogue/items.service';
import { createLocalizationsService } from './reference-data/localizations.service';
import { createReferenceDataService } from './reference-data/reference-data.service';
import { createSessionsService } from './accounts/sessions.service';
import { createSettingsService, rememberPublicUrl } from './reference-data/settings.service';
import { createStaticPagesService } from './reference-data/static-pages.service';
import { PRICE_ALERT_CHECK_JOB, priceAlertCheckJobHandler, schedulePriceAlertCheck } from './price-alerts/price-alert-check.job';
import { priceAlertRoutes } from './price-alerts/price-alerts.routes';
import { PRICES_REFRESH_JOB, pricesJobHandler, schedulePriceRefresh } from './prices/prices.job';
import { createPriceSource } from './prices/price-source-config';
import { createPriceAlertsService } from './price-alerts/price-alerts.service';
import { adminPlugin } from './admin/admin.plugin';
import { recordCustomerSignIns } from './admin/customer-sign-ins';
import { refuseFrozenCustomers } from './admin/frozen-accounts';

export interface ApiPluginOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  /** Tuning for tests: job polling and retry delays, rate-limit rules and Redis key prefix. */
  jobs?: Pick<JobWorkerOptions, 'pollIntervalMs' | 'retryBaseMs' | 'maxAttempts'>;
  rateLimits?: Omit<RateLimitOptions, 'redisUrl' | 'enabled'>;
  /** The trade bots by name; default: the ones the config names (TRADE_BOT). */
  tradeBots?: Map<string, TradeBot>;
  /** The server's /metrics (api/metrics/metrics.routes.ts), which the payment webhooks count through. */
  metrics?: Pick<ShopMetrics, 'paymentWebhooks' | 'steam'>;
}

/**
 * The REST API of spec §7 as an encapsulated plugin (register it with `{ prefix: '/api' }`): its
 * validation, error envelopes and 404s apply only to its own routes.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, { db, config, jobs, rateLimits, tradeBots, metrics }) => {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  const addMethodNotAllowedRoutes = answerOtherMethodsWith405(app);
  const stopCsrfGuard = guardStateChangingRoutes(app);
  const supportEmail = async () => (await createSettingsService(db, config).get()).support_email;
  const stopFrozenGuard = refuseFrozenCustomers(app, db, supportEmail);
  recordCustomerSignIns(app, db);
  const { limit, login } = await registerRateLimits(app, { redisUrl: config.redisUrl, withoutRedis: config.rateLimitsWithoutRedis, enabled: config.rateLimits, ...rateLimits });

  // Background jobs (e-mail, the sandbox's webhook deliveries, deposit expiry) run with this server, in both entry points.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const payments = createPaymentProvider(config);
  const bots = countedTradeBots(tradeBots ?? (await createTradeBots(config, db)), (labels) => metrics?.steam.count(labels));
  metrics?.steam.watchRefreshTokens(bots);
  metrics?.steam.botsRunning([...bots.keys()]);
  const settings = createSettingsService(db, config);
  const outcomes = createDeliveryOutcomes(db, { ...config.trade, publicUrl: config.publicUrl });
  const sellerInventories = createSellerInventories(bots);
  const sellOutcomes = createSellTradeOutcomes(db, {
    inventoryChanged: (steamId) => sellerInventories.forget(steamId),
    protectionSeconds: config.trade.protectionSeconds,
    pollSeconds: config.trade.pollSeconds,
    publicUrl: config.publicUrl,
    supportEmail: async () => (await settings.get()).support_email,
  });
  const worker: JobWorker = createJobWorker({
    db,
    log: app.log,
    handlers: {
      [EMAIL_JOB]: emailJobHandler(db, mailer, config.publicUrl),
      // The sandbox posts to this server's own webhook route over loopback, as a remote provider would post to the shop.
      [SANDBOX_WEBHOOK_JOB]: sandboxWebhookJobHandler({ secret: config.sandboxWebhookSecret, url: () => `${ownBaseUrl(app)}${app.prefix}/payments/webhook/sandbox` }),
      [DEPOSIT_EXPIRY_JOB]: depositExpiryJobHandler(db),
      ...deliveryJobHandlers({ db, bots, outcomes, log: app.log, ...config.trade, publicUrl: config.publicUrl, nudge: () => worker.nudge() }),
      ...fraudWithdrawJobHandler({ db, bots, outcomes, log: app.log }),
      ...sellTradeJobHandlers({ db, bots, outcomes: sellOutcomes, log: app.log, ...config.trade, publicUrl: config.publicUrl }),
      [STOCK_SYNC_JOB]: stockSyncJobHandler(db, bots, config.trade.inventorySyncMinutes, app.log),
      [BOT_SESSIONS_JOB]: botSessionsJobHandler({ db, bots, log: app.log, publicUrl: config.publicUrl }),
      [PRICES_REFRESH_JOB]: pricesJobHandler(db, createPriceSource(config.prices, db), config.prices.refreshMinutes, app.log),
      [STUCK_WORK_SWEEP_JOB]: stuckWorkSweepHandler(db, app.log, () => worker.nudge()),
      [PRICE_ALERT_CHECK_JOB]: priceAlertCheckJobHandler({ db, publicUrl: config.publicUrl, checkSeconds: config.priceAlerts.checkSeconds, log: app.log, nudge: () => worker.nudge() }),
    },
    keepFinishedMs: config.jobsKeepDays * 24 * 60 * 60_000,
    ...jobs,
  });
  app.addHook('onReady', async () => {
    await rememberPublicUrl(db, config.publicUrl).catch((error: unknown) => app.log.error({ err: error }, 'could not store PUBLIC_URL for npm run ops'));
    await scheduleBotSessions(db).catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the bot session check'));
    await scheduleStockSync(db, config.trade.inventorySyncMinutes).catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the inventory sync'));
    await schedulePriceRefresh(db, config.prices.refreshMinutes).catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the price refresh'));
    await scheduleStuckWorkSweep(db).catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the stuck-work sweep'));
    await schedulePriceAlertCheck(db).catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the price alert check'));
    worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await Promise.all([...bots.values()].map((bot) => bot.close()));
    mailer.close();
  });

  const currencies = createCurrenciesService(db);
  const items = createItemsService(db, currencies);
  const reference = createReferenceDataService(db);
  const sessions = createSessionsService(db);
  addCurrentUser(app, sessions);
  const context: ServiceContext = { db, config, sessions, currencies, nudgeJobs: () => worker.nudge() };
  const twoFactor = createTwoFactorService(context);
  const auth = createAuthService(context, twoFactor);
  const profiles = createProfileService(context);
  const accountEmail = createAccountEmailService(context, auth);
  const stepUp = createStepUpService(context);

  await app.register(currenciesRoutes, { currencies });
  await app.register(languagesRoutes, { reference });
  await app.register(localizationsRoutes, { localizations: createLocalizationsService(db) });
  await app.register(countriesRoutes, { reference });
  await app.register(socialLinksRoutes, { reference });
  await app.register(staticPagesRoutes, { pages: createStaticPagesService(db) });
  await app.register(settingsRoutes, { settings });
  await app.register(authRoutes, { config, auth, profiles, limit, login });
  await app.register(twoFactorRoutes, { config, twoFactor, profiles, limit, login, stepUp });
  await app.register(accountEmailRoutes, { accountEmail, limit });
  await app.register(profileRoutes, { config, profiles, accountEmail, limit, stepUp });
  await app.register(stepUpRoutes, { stepUp, limit });
  await app.register(steamAuthRoutes, { config, steam: createSteamAuthService(context, stepUp, app.log) });
  await app.register(itemsRoutes, { items });
  const rasters = config.pictureCacheMb > 0 ? createItemRasters({ maxBytes: config.pictureCacheMb * 1024 * 1024 }) : undefined;
  await app.register(imagesRoutes, { items, rasters });
  await app.register(cartRoutes, { cart: createCartService(context) });
  await app.register(purchaseRoutes, { purchases: createPurchasesService(context, settings, config.trade.offerExpiryMinutes) });
  const deposits = createDepositsService(context, settings, payments, app.log);
  await app.register(depositRoutes, { deposits });
  await app.register(paymentWebhookRoutes, { deposits, provider: payments, metrics: metrics?.paymentWebhooks });
  const payouts = createPayoutsService(context, settings);
  const sellByTrade = createSellByTradeService(context, bots, sellerInventories);
  await app.register(offerRoutes, { config, offers: createOffersService(context, settings, sellByTrade), sellByTrade, payouts, stepUp, offersOpen: async () => (await settings.get()).offer_enabled });
  await app.register(sandboxPayoutRoutes, { config, payouts });
  await app.register(priceAlertRoutes, { priceAlerts: createPriceAlertsService(context) });
  await app.register(adminPlugin, { prefix: '/admin', db, admin: config.admin, config, login, supportEmail, bots });
  stopFrozenGuard();
  stopCsrfGuard();
  addMethodNotAllowedRoutes();
};

export interface BuildApiAppOptions extends ApiPluginOptions {
  /** Log with the config's level and format (the entry points); tests leave it off or capture it. */
  logger?: ServerOptionsInput['logger'];
  limits?: Partial<ServerLimits>;
}

/** A Fastify server with only the REST API, under /api (for the standalone server and tests). */
export async function buildApiApp({ config, logger = false, limits, ...options }: BuildApiAppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions({ config, logger, limits }));
  app.setErrorHandler(errorHandler); // the sandbox page at the root answers as the API does (a 503 while the database is away)
  registerSecurityHeaders(app, config);
  // GET /metrics at the root, outside every rate limit; first, so its hook counts every route's requests.
  const metrics = registerMetrics(app, { db: options.db, config });
  await app.register(apiPlugin, { prefix: '/api', config, metrics, ...options });
  await app.register(healthPlugin, { db: options.db, config });
  await app.register(sandboxPayPlugin, { db: options.db, config });
  registerSandboxPayoutAlias(app);
  return app;
}

/** This server over loopback, on the port it actually got (where the sandbox delivers its webhooks). */
function ownBaseUrl(app: FastifyInstance): string {
  const { address, port } = app.server.address() as AddressInfo;
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}
