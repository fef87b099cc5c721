import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPlugin } from '../api/app';
import { createSessionsService } from '../api/accounts/sessions.service';
import type { ApiConfig } from '../api/config';
import { createAccountChangeFeed } from '../api/changes/change-feed';
import type { Database } from '../api/db/database';
import { healthPlugin } from '../api/http/health.routes';
import { registerMetrics } from '../api/metrics/metrics.routes';
import { errorHandler } from '../api/http/error-handler';
import { registerSandboxPayoutAlias } from '../api/offers/sandbox-payout.routes';
import { registerSecurityHeaders } from '../api/http/security-headers';
import { serverOptions, type ServerLimits } from '../api/http/server-options';
import { sandboxPayPlugin } from '../api/payments/sandbox-pay.routes';
import { gatewayPlugin } from '../gateway/app';
import { createGateway } from '../gateway/gateway';
import { FIRST_VIEW_WAIT_MS, firstViewSource } from './first-view';
import { inProcessApi } from './in-process-api';
import { siteVersion } from '../api/reference-data/site-version.repository';
import { sharedPageCache } from './shared-page-cache';
import { pageRenderer } from './page-render';
import { webAppPlugin } from './web-app';

export interface ShopServerOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  /** Where the gateway reaches the REST API over HTTP (REST_BASE_URL); unset: this server's own /api, in process. */
  restBaseUrl?: string;
  /** GRAPHQL_ANY_DOCUMENT=1: the gateway runs documents sent as text too (gateway/config.ts). */
  anyDocument?: boolean;
  distDir: string;
  /** The server's render of the pages (server/page-render.ts); without it the browser draws every page. */
  serverRenderFile?: string;
  /** Log with the config's level and format (npm start); tests leave it off. */
  logger?: boolean;
  limits?: Partial<ServerLimits>;
}

/**
 * The shop on one server: /api the REST API, /graphql the gateway (which reaches this server's own
 * REST API through its request handling, without a socket, or another over HTTP through restBaseUrl),
 * everything else the built web app (whose pages' first views the same gateway runs, in process). The composition root is the one
 * place that knows all three; api/ itself imports nothing from the other layers.
 */
export async function buildShopServer({ db, config, restBaseUrl, anyDocument, distDir, serverRenderFile, logger = false, limits }: ShopServerOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions({ config, logger, limits }));
  registerSecurityHeaders(app, config);
  // Errors outside the three plugins' own handlers (the static files' 403 on "..", say) get the envelope too.
  app.setErrorHandler(errorHandler);
  // GET /metrics at the root, outside every rate limit; first, so its hook counts every route's requests.
  const metrics = registerMetrics(app, { db, config, openStreams: () => changes?.subscribers });
  // Before the API's routes: its hook hands their answers to the gateway unserialized.
  const ownApi = { dispatch: inProcessApi(app), basePath: '/api' };
  await app.register(apiPlugin, { prefix: '/api', db, config, metrics });
  // GET /healthz and /readyz for load balancers and supervisors, outside every rate limit.
  await app.register(healthPlugin, { db, config });
  // A card payout's redirect_url is /sandbox-payout/<ref>: send it on to the page under /api.
  registerSandboxPayoutAlias(app);
  // The account change feed reaches the gateway's streams in process; a gateway over HTTP has none (the browsers poll).
  const changes = restBaseUrl === undefined ? createAccountChangeFeed(db, config, app.log) : undefined;
  if (changes) app.addHook('onClose', () => changes.close());
  // One gateway for /graphql and for the pages' first views, which run its operations without HTTP.
  const gateway = createGateway({ restBaseUrl: restBaseUrl ?? ownApi, anyDocument, changes });
  await app.register(gatewayPlugin, { gateway });
  // The sandbox payment provider's hosted page, /sandbox-pay/<reference> (PAYMENT_PROVIDER=sandbox only).
  await app.register(sandboxPayPlugin, { db, config });
  await app.register(webAppPlugin, {
    distDir,
    firstView: firstViewSource(gateway.runPersisted, FIRST_VIEW_WAIT_MS, () => siteVersion(db)),
    renderer: serverRenderFile === undefined ? undefined : pageRenderer(serverRenderFile),
    pageCache: config.pageCacheMb > 0 ? sharedPageCache(db, config.pageCacheMb * 1024 * 1024) : undefined,
    isSignedIn: signedInBy(db),
  });
  return app;
}

/** Whether a session id names a live session of an existing user: what the API's is-auth answers for it. */
function signedInBy(db: Kysely<Database>): (sessionId: string) => Promise<boolean> {
  const sessions = createSessionsService(db);
  return (sessionId) => sessions.isLive(sessionId);
}
