import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { apiPlugin } from '../api/app';
import { loadApiConfig } from '../api/config';
import { createDatabase } from '../api/db/database';
import { migrateToLatest } from '../api/db/migrate';
import { seedDatabase } from '../api/db/seed';
import { gatewayPlugin } from './app';
import { loadGatewayConfig } from './config';
import { ensureWebBuild, webAppPlugin } from './web-app';

// The shop in one process on one port: /api the REST API, /graphql the gateway (which reaches the
// REST API over HTTP through REST_BASE_URL, by default this same process), everything else the web app.
const config = loadApiConfig();
const { restBaseUrl } = loadGatewayConfig(process.env, config.port);
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

const app = Fastify({ logger: { level: config.logLevel } });
const { db } = createDatabase(config);

await migrateToLatest(db);
await seedDatabase(db, {});
await ensureWebBuild(distDir, (message) => app.log.info(message));

await app.register(apiPlugin, { prefix: '/api', db, config });
await app.register(gatewayPlugin, { restBaseUrl });
await app.register(webAppPlugin, { distDir });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
