// What a document the shop does not run costs it: the 4,990-field document (within the parser's 5,000
// tokens) sent 27 times a second from 4 connections. Prints, for the gateway as it is (the app's
// persisted documents only) and with GRAPHQL_ANY_DOCUMENT=1 (which parses and validates the document to
// refuse it, as every gateway did before persisted documents):
// - the time one refusal takes in process (Fastify's inject: routing, the JSON body, the answer);
// - everyone else's /api/settings (50 a second from 4 connections) over HTTP, alone and during the flood.
// `npm run bench` calls printRefusedDocument; `npx tsx tests/bench/refused-document.ts` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildGatewayApp } from '../../gateway/app';
import { startShop } from '../support/shop-process';
import { SECONDS } from './load';

const HUGE = JSON.stringify({ query: `{ ${Array.from({ length: 4_990 }, () => 'isAuthenticated').join(' ')} }` });
const JSON_HEADERS = { 'content-type': 'application/json' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => (value < 1 ? `${Math.round(value * 1000)} µs` : `${value.toFixed(1)} ms`);

/** Median and p99 of one refusal in process, in ms; the REST API is never asked. */
async function refusalTime(anyDocument: boolean): Promise<{ p50: number; p99: number }> {
  const app = await buildGatewayApp({ restBaseUrl: 'http://127.0.0.1:9/api', anyDocument });
  const runs = anyDocument ? 50 : 2_000;
  const times: number[] = [];
  try {
    for (let run = -10; run < runs; run++) {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/graphql', headers: JSON_HEADERS, payload: HUGE });
      if (response.statusCode !== 400) throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body.slice(0, 200)}`);
      if (run >= 0) times.push(performance.now() - started);
    }
  } finally {
    await app.close();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** /api/settings at a steady 50 requests a second: median and p99 in ms. */
async function settingsLatency(baseUrl: string): Promise<{ p50: number; p99: number }> {
  const result = await autocannon({ url: `${baseUrl}/api/settings`, connections: 4, overallRate: 50, duration: SECONDS });
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

/** /api/settings alone, then while the document is sent 27 times a second from 4 connections. */
async function settingsUnderFlood(anyDocument: boolean): Promise<{ alone: { p50: number; p99: number }; flooded: { p50: number; p99: number } }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-refused-document-'));
  const shop = await startShop({ dataDir, quiet: true, env: { GRAPHQL_ANY_DOCUMENT: anyDocument ? '1' : '0' } });
  try {
    await settingsLatency(shop.baseUrl); // warm-up
    const alone = await settingsLatency(shop.baseUrl);
    const flood = autocannon({ url: `${shop.baseUrl}/graphql`, method: 'POST', headers: JSON_HEADERS, body: HUGE, connections: 4, overallRate: 27, duration: SECONDS + 2 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const flooded = await settingsLatency(shop.baseUrl);
    const sent = await flood;
    if (sent.non2xx === 0) throw new Error('the flood was never refused');
    return { alone, flooded };
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printRefusedDocument(): Promise<void> {
  console.log('\nA 4,990-field document sent as text, refused (median / p99):\n');
  console.log('| gateway | one refusal, in process | /api/settings alone | /api/settings during 27 such documents a second |');
  console.log('|---|---|---|---|');
  for (const [label, anyDocument] of [
    ['persisted documents only (the default)', false],
    ['`GRAPHQL_ANY_DOCUMENT=1` (as before)', true],
  ] as const) {
    const refusal = await refusalTime(anyDocument);
    const { alone, flooded } = await settingsUnderFlood(anyDocument);
    console.log(
      `| ${label} | ${ms(refusal.p50)} / ${ms(refusal.p99)} | ${alone.p50} / ${alone.p99} ms | ${flooded.p50} / ${flooded.p99} ms |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printRefusedDocument();
