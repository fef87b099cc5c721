import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './http/error-handler';
import { answerOtherMethodsWith405 } from './http/method-not-allowed';
import { validatorCompiler } from './http/validator-compiler';
import { countriesRoutes } from './routes/countries.routes';
import { currenciesRoutes } from './routes/currencies.routes';
import { imagesRoutes } from './routes/images.routes';
import { isAuthRoutes } from './routes/is-auth.routes';
import { itemsRoutes } from './routes/items.routes';
import { languagesRoutes } from './routes/languages.routes';
import { localizationsRoutes } from './routes/localizations.routes';
import { settingsRoutes } from './routes/settings.routes';
import { socialLinksRoutes } from './routes/social-links.routes';
import { staticPagesRoutes } from './routes/static-pages.routes';
import { createCurrenciesService } from './services/currencies.service';
import { createItemsService } from './services/items.service';
import { createLocalizationsService } from './services/localizations.service';
import { createReferenceDataService } from './services/reference-data.service';
import { createSessionsService } from './services/sessions.service';
import { createSettingsService } from './services/settings.service';
import { createStaticPagesService } from './services/static-pages.service';

export interface ApiPluginOptions {
  db: Kysely<Database>;
  config: ApiConfig;
}

/**
 * The REST API of spec §7 as an encapsulated plugin (register it with `{ prefix: '/api' }`): its
 * validation, error envelopes and 404s apply only to its own routes.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, { db, config }) => {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  const addMethodNotAllowedRoutes = answerOtherMethodsWith405(app);

  const currencies = createCurrenciesService(db);
  const items = createItemsService(db, currencies);
  const reference = createReferenceDataService(db);

  await app.register(currenciesRoutes, { currencies });
  await app.register(languagesRoutes, { reference });
  await app.register(localizationsRoutes, { localizations: createLocalizationsService(db) });
  await app.register(countriesRoutes, { reference });
  await app.register(socialLinksRoutes, { reference });
  await app.register(staticPagesRoutes, { pages: createStaticPagesService(db) });
  await app.register(settingsRoutes, { settings: createSettingsService(db, config.imageHost) });
  await app.register(isAuthRoutes, { sessions: createSessionsService(db) });
  await app.register(itemsRoutes, { items });
  await app.register(imagesRoutes, { items });
  addMethodNotAllowedRoutes();
};

export interface BuildApiAppOptions extends ApiPluginOptions {
  logger?: FastifyServerOptions['logger'];
}

/** A Fastify server with only the REST API, under /api (for the standalone server and tests). */
export async function buildApiApp({ db, config, logger }: BuildApiAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: logger ?? false, frameworkErrors: frameworkErrorHandler });
  await app.register(apiPlugin, { prefix: '/api', db, config });
  return app;
}
