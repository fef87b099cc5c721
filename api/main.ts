import { buildApiApp } from './app';
import { loadApiConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';

// Standalone REST API server: migrate, seed, listen; close cleanly on SIGINT/SIGTERM.
const config = loadApiConfig();
const { db, dialect } = createDatabase(config);
await migrateToLatest(db);
const seeded = await seedDatabase(db);

const app = await buildApiApp({ db, config, logger: { level: config.logLevel } });
app.log.info({ dialect, items: seeded.itemsTotal, itemsInserted: seeded.itemsInserted }, 'database ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
