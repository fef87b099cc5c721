import { fileURLToPath } from 'node:url';
import { loadApiConfig } from '../api/config';
import { createDatabase } from '../api/db/database';
import { migrateToLatest } from '../api/db/migrate';
import { seedDatabase } from '../api/db/seed';
import { loadGatewayConfig } from './config';
import { buildShopServer } from './shop-server';
import { ensureWebBuild } from './web-app';

// `npm start`: migrate and seed, build the web app once if needed, then serve the whole shop.
const config = loadApiConfig();
const { restBaseUrl } = loadGatewayConfig(process.env, config.port);
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const { db } = createDatabase(config);

await migrateToLatest(db);
await seedDatabase(db, {});
const app = await buildShopServer({ db, config, restBaseUrl, distDir, logger: { level: config.logLevel } });
await ensureWebBuild(distDir, (message) => app.log.info(message));

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
