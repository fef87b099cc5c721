// `npx tsx tests/bench/account-changes.ts` (after `npm run build`; DATABASE_URL for PostgreSQL):
// issue 42's change feed on the shop as `npm start` runs it. Prints, for one database:
//  - what 1,999 idle accountChanged streams cost the shop process: CPU time over IDLE_SECONDS with and
//    without them (the ceiling: the same idle shop with none), and resident memory per stream;
//  - the delay from a commit in another process to the event on a stream, p50/p99 over COUNT changes,
//    measured while those 1,999 streams stay open.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { createBenchDatabase } from './bench-database';
import { seedItems } from '../support/seed-process';
import { startShop } from '../support/shop-process';

const IDLE_STREAMS = Number(process.env.IDLE_STREAMS ?? 1_999); // the gateway's limit is 2,000 per process: one more measures the delay
const CUSTOMERS = 20;
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 10);
const COUNT = Number(process.env.COUNT ?? 200);
const root = new URL('../../', import.meta.url).pathname;
// The browser's own persisted operation (the shop runs documents by id only).
const persisted = JSON.parse(readFileSync(new URL('../../machines/graphql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
const DOCUMENT_ID = Object.keys(persisted).find((id) => persisted[id].startsWith('subscription AccountChanged'))!;
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function idleCpu(pid: number): Promise<number> {
  const before = cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  return ((cpuSeconds(pid) - before) / IDLE_SECONDS) * 100;
}

async function signedInCookie(baseUrl: string, n: number): Promise<{ cookie: string; id: number }> {
  const email = `stream.${n}.${Date.now()}@example.com`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Anna', surname: 'Schmidt', email, phone: '+49 151 23456789', password: 'Secret12', passConfirm: 'Secret12', lang_id: 10 }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const profile = (await (await fetch(`${baseUrl}/api/user/profile`, { headers: { cookie } })).json()) as { payload: { id: number } };
  return { cookie, id: profile.payload.id };
}

/** An open stream; `events` receives each event's data as it arrives. */
async function openStream(baseUrl: string, cookie: string, onData: (data: string) => void = () => {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/graphql/stream?${new URLSearchParams({ documentId: DOCUMENT_ID, variables: '{}' })}`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffered = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: '' }));
      if (chunk.done) return;
      buffered += chunk.value;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) onData(data.slice(6));
      }
    }
  })();
  return () => controller.abort();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const database = await createBenchDatabase();
try {
  await seedItems(database.dataDir, 100, database.env);
  const shop = await startShop({ dataDir: database.dataDir, env: { ...database.env, RATE_LIMITS: 'off', REQUIRE_EMAIL_VERIFICATION: '0' }, quiet: true });
  try {
    const customers = [];
    for (let n = 0; n < CUSTOMERS; n += 1) customers.push(await signedInCookie(shop.baseUrl, n));
    await new Promise((resolve) => setTimeout(resolve, 2000)); // registration's work settles
    const cpuWithout = await idleCpu(shop.pid);
    const rssBefore = rssMb(shop.pid);

    const closers = [];
    for (let i = 0; i < IDLE_STREAMS; i += 1) closers.push(await openStream(shop.baseUrl, customers[i % (CUSTOMERS - 1)].cookie));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssWith = rssMb(shop.pid);
    const cpuWith = await idleCpu(shop.pid);

    // The last customer's stream hears another process's commits.
    const measured = customers[CUSTOMERS - 1];
    const delays: number[] = [];
    closers.push(
      await openStream(shop.baseUrl, measured.cookie, (data) => {
        const id = (JSON.parse(data) as { data?: { accountChanged?: { id: string } } }).data?.accountChanged?.id;
        if (id) delays.push(Date.now() - Number(id));
      }),
    );
    // Asynchronously: this process reads the stream while the writer runs.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/bench/change-writer.ts'], {
      cwd: root,
      env: { ...process.env, ...database.env, DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', USER_ID: String(measured.id), COUNT: String(COUNT) },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    closers.forEach((close) => close());
    const sorted = [...delays].sort((a, b) => a - b);

    console.log(`\n## Account change feed (${database.name}; ${IDLE_STREAMS} idle streams of ${CUSTOMERS - 1} customers)\n`);
    console.log('| What | Figure |');
    console.log('|---|---|');
    console.log(`| Shop CPU while idle, no streams (the ceiling) | ${cpuWithout.toFixed(2)} % of a core over ${IDLE_SECONDS} s |`);
    console.log(`| Shop CPU while idle, ${IDLE_STREAMS} streams | ${cpuWith.toFixed(2)} % of a core over ${IDLE_SECONDS} s |`);
    console.log(`| Resident memory for ${IDLE_STREAMS} streams | +${(rssWith - rssBefore).toFixed(1)} MB (${(((rssWith - rssBefore) * 1024) / IDLE_STREAMS).toFixed(1)} KB a stream) |`);
    console.log(`| Another process's commit → the stream's event | p50 ${percentile(sorted, 50)} ms · p99 ${percentile(sorted, 99)} ms · max ${sorted.at(-1)} ms (${delays.length}/${COUNT} heard) |`);
  } finally {
    await shop.stop();
  }
} finally {
  await database.drop();
}
