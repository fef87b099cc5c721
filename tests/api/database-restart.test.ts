// Issue 40: PostgreSQL itself restarted (PG_RESTART_COMMAND, e.g. `pg_ctlcluster … main restart`) while
// customers browse, buy and top up through two shop processes. It disturbs every connection to the
// server, so tests/run-all.sh runs this file alone, after the API suite on PostgreSQL.
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { customers, expectNothingLostOrDoubled, msUntilServing, shopUnderLoad } from './support/database-outage';

const restart = process.env.PG_RESTART_COMMAND;
const runs = Boolean(process.env.DATABASE_URL && restart);

const env = {
  REQUIRE_EMAIL_VERIFICATION: '0',
  SANDBOX_WEBHOOK_SECRET: 'restart-test-secret',
  SANDBOX_SETTLE_MS: '50',
  SANDBOX_TRADE_ACCEPT_MS: '300',
  TRADE_POLL_SECONDS: '1',
  // Each customer tops up again and again under this load: the per-customer limit (issue 41) is tested in fraud-review.
  DEPOSITS_PER_HOUR: '9999',
};

describe.skipIf(!runs)('PostgreSQL restarted under load', () => {
  let api: TestApi;
  let second: ApiProcess;
  beforeAll(async () => {
    api = await startTestApi({ items: 300, env, plugin: { jobs: { pollIntervalMs: 100, retryBaseMs: 200 } } });
    second = await startApiProcess(api, env);
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await api?.close();
  });

  it('both processes live, serve 200 within 5 s of the restart, answer 503 in the gap, and lose or double nothing', async () => {
    const urls = [api.url, second.url];
    const load = await shopUnderLoad(api, urls, await customers(api));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const started = Date.now();
    await promisify(exec)(restart!, { timeout: 60_000 }); // not execSync: the customers' requests go on meanwhile
    const restartMs = Date.now() - started;
    const recoveries = [];
    for (const url of urls) recoveries.push(await msUntilServing(url));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await load.stop();
    const unavailable = load.answers.filter((answer) => answer.status === 503).length;
    console.info(`database-restart: restart took ${restartMs} ms; ${load.answers.length} answers (${unavailable} × 503); serving again ${Math.max(...recoveries)} ms after it`);
    expect(unavailable).toBeGreaterThan(0);
    expect(second.child.exitCode).toBeNull();
    await expectNothingLostOrDoubled(api, load);
  }, 120_000);
});
