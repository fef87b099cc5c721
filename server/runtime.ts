import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../api/config';
import { createDatabase, type Database } from '../api/db/database';
import { migrateToLatest } from '../api/db/migrate';
import { seedDatabase } from '../api/db/seed';
import { describePaymentProvider } from '../api/payments/provider-factory';

/** Shutdown waits this long for requests in flight, then drops their connections. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface RuntimeOptions {
  config: ApiConfig;
  /** What is served, e.g. "Shop" or "REST API": it names the ready line. */
  name: string;
  /** Builds the server on the migrated, seeded database. Workers hook into its onReady/onClose. */
  build(db: Kysely<Database>): Promise<FastifyInstance>;
  /** Work after building and before listening (e.g. building the web app once). */
  beforeListen?(app: FastifyInstance): Promise<void>;
  shutdownTimeoutMs?: number;
}

export interface Runtime {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Where the server answers, e.g. http://localhost:3000 (the real port when PORT=0). */
  url: string;
  /** Closes the server (and with it the workers), then the database; at most shutdownTimeoutMs for requests. */
  stop(): Promise<void>;
}

/** Migrate, seed, build, listen, in that order; one readable line says where the shop is. */
export async function startRuntime({ config, name, build, beforeListen, shutdownTimeoutMs = SHUTDOWN_TIMEOUT_MS }: RuntimeOptions): Promise<Runtime> {
  let app: FastifyInstance | undefined;
  const { db, dialect } = createDatabase(config, (error) => app?.log.warn({ err: error }, 'database connection lost; new ones are made as requests ask'));
  try {
    await migrateToLatest(db);
    const seeded = await seedDatabase(db);
    app = await build(db);
    app.log.debug({ dialect, items: seeded.itemsTotal, itemsInserted: seeded.itemsInserted }, 'database ready');
    await beforeListen?.(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.destroy();
    throw error;
  }
  const url = listeningUrl(app);
  app.log.info(`${name} ready at ${url}`);
  const payments = describePaymentProvider(config);
  app.log[payments.level](payments.line);

  const started = app;
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= closeInOrder(started, db, shutdownTimeoutMs));
  return { app, db, url, stop };
}

/** The address to open in a browser: localhost when listening on every interface. */
export function listeningUrl(app: FastifyInstance): string {
  const { address, port } = app.server.address() as AddressInfo;
  const host = address === '0.0.0.0' || address === '::' ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

async function closeInOrder(app: FastifyInstance, db: Kysely<Database>, timeoutMs: number): Promise<void> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  if ((await Promise.race([closed, late])) === 'late') {
    app.log.warn(`requests still open after ${timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
    const stuck = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 1000).unref());
    if ((await Promise.race([closed, stuck])) === 'stuck') app.log.error('server did not close: stopping anyway');
  }
  clearTimeout(timer);
  await db.destroy();
}

/** SIGINT/SIGTERM stop the runtime; the process exits 0 when it closed cleanly, 1 otherwise. */
export function stopOnSignals(runtime: Runtime): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      runtime.app.log.info(`${signal}: shutting down`);
      runtime.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          runtime.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
