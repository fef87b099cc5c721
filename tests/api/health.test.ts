// Issue 44 (health for machines): GET /healthz answers while the process does; GET /readyz says whether
// it can serve customers (database, migrations, Redis when set), 503 naming what is wrong, within its
// bound, and neither is rate-limited.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { healthPlugin, READINESS_CHECK_MS } from '../../api/http/health.routes';
import { freePort } from '../support/free-port';
import { pauseBot, recordBotError, recordBotSynced, resumeBot } from '../../api/trade/bot-states.repository';
import { startTestApi, type TestApi } from './api-harness';

let api: TestApi;
beforeAll(async () => {
  // Real limits on the reads family: the health routes must not count against them.
  api = await startTestApi({ items: 5, plugin: { rateLimits: { families: { reads: { perIp: 3, windowMs: 60_000 } } } } });
});
afterAll(() => api?.close());

describe('health', () => {
  it('/healthz and /readyz answer a live shop 200, uncached, as often as they are asked', async () => {
    for (let i = 0; i < 20; i++) {
      const healthz = await api.get('/healthz');
      expect([healthz.status, healthz.body]).toEqual([200, { status: 'ok' }]);
      const readyz = await api.get('/readyz');
      expect([readyz.status, readyz.body]).toEqual([200, { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not configured', bots: 'not configured' } }]);
      expect(readyz.headers.get('cache-control')).toBe('no-store');
    }
    expect((await api.get('/api/currencies')).status).toBe(200); // the reads family still has its own count
  });

  it('200 /readyz at once share their checks: a flood holds one database connection, not the pool', async () => {
    const statements: string[] = [];
    const counted = api.db.withPlugin({
      transformQuery: (args) => (statements.push(args.queryId.queryId), args.node),
      transformResult: async (args) => args.result,
    });
    const app = Fastify();
    await app.register(healthPlugin, { db: counted, config: { redisUrl: undefined } });
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, () => app.inject({ method: 'GET', url: '/readyz' })));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(statements.length).toBeLessThanOrEqual(6); // one shared check: select 1 and the migrations' reads
    } finally {
      await app.close();
    }
  });

  it('/readyz is 503 naming the database or Redis that does not answer, within its bound; /healthz stays 200', async () => {
    const port = await freePort(); // nothing listens there: connecting is refused at once
    const away = createDatabase({ ...api.config, databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` });
    const app = Fastify();
    await app.register(healthPlugin, { db: away.db, config: { redisUrl: `redis://127.0.0.1:${port}` } });
    try {
      const started = Date.now();
      const readyz = await app.inject({ method: 'GET', url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(READINESS_CHECK_MS + 1000);
      expect(readyz.statusCode).toBe(503);
      expect(readyz.json()).toEqual({ status: 'not ready', checks: { database: 'unavailable', migrations: 'unavailable', redis: 'unavailable', bots: 'not configured' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await away.db.destroy();
    }
  });

  it('with TRADE_BOT=steam, /readyz needs one live bot: 503 naming each paused or failing bot, 200 again when one is back', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'steam-bots-')), 'bots.json');
    const bot = (n: number) => ({ name: `Ready bot ${n}`, accountName: `readybot${n}`, steamId: `7656119800000000${n}`, identitySecret: Buffer.alloc(20, n).toString('base64'), cookies: [`steamLoginSecure=${encodeURIComponent(`7656119800000000${n}||token`)}`] });
    writeFileSync(file, JSON.stringify({ bots: [bot(1), bot(2)] }));
    const app = Fastify();
    await app.register(healthPlugin, { db: api.db, config: { redisUrl: undefined, trade: { bot: 'steam', steamBotsFile: file } } });
    const now = Math.floor(Date.now() / 1000);
    const readyz = async () => (await app.inject({ method: 'GET', url: '/readyz' })).json();
    try {
      expect(await readyz()).toMatchObject({ status: 'ready', checks: { bots: 'ok' } }); // not yet synced: live until a read fails
      await recordBotError(api.db, 'Ready bot 1', 'Steam answered 429', now);
      expect(await readyz()).toMatchObject({ status: 'ready', checks: { bots: 'ok' } });
      await api.db.transaction().execute((tx) => pauseBot(tx, 'Ready bot 2', { reason: 'session expired', by: 'test' }, now));
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not ready', checks: { database: 'ok', bots: 'none live: Ready bot 1 error (Steam answered 429); Ready bot 2 paused (session expired)' } });
      await api.db.transaction().execute((tx) => recordBotSynced(tx, 'Ready bot 1', now));
      expect(await readyz()).toMatchObject({ status: 'ready', checks: { bots: 'ok' } });
    } finally {
      await api.db.transaction().execute((tx) => resumeBot(tx, 'Ready bot 2', now));
      await app.close();
    }
  });
});
