// `npx tsx tests/bench/admin-console.ts` (DATABASE_URL for PostgreSQL): the console's Today and an
// order's page (with its timeline) over ORDERS orders (default 100,000), each with a trade offer, as a
// shop that has run a while has them (a finished history, most accepted and some refunded; the newest
// being delivered, a few paused, manual, in error or overdue), a ledger row per purchase and refund,
// and audit rows on some orders. Requests go one at a
// time through real HTTP to the REST API as a signed-in owner (every count of Today is read), COUNT of
// each (default 300) after a warm-up; prints p50 and p99 beside the ceiling (issue 43: p99 < 100 ms).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { availableParallelism, loadavg } from 'node:os';
import { cliActor } from '../../api/admin/actor';
import { appendAudit } from '../../api/admin/audit.repository';
import type { Database } from '../../api/db/database';
import { writeTransaction } from '../../api/db/transaction';
import type { TradeOfferState } from '../../api/deliveries/trade-offers.table';
import { imagePathFor } from '../../api/catalogue/items.service';
import { startTestApi } from '../api/api-harness';
import { signedInStaff } from '../api/support/admin-staff';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 20));
const COUNT = Number(process.env.COUNT ?? 300);
const AUDITED_ORDERS = 1_000;
const CEILING_P99_MS = 100;
const BATCH = 500;

/** The newest orders: still being delivered (their offers open), OPEN_RECENT of them over the last hour. */
const OPEN_RECENT = 500;
/** Of those, how many a person has to look at: each kind of trouble Today counts. */
const TROUBLE = { paused: 10, manual: 10, errored: 10, overdue: 10 };

type Placed = { state: TradeOfferState; status: 'processing' | 'success' | 'error'; error?: string; overdue?: boolean };

/**
 * What happened to order `n` of ORDERS: the history is finished (most accepted, 5% declined or expired
 * and refunded); the newest OPEN_RECENT are under way (sent, a few queued), some in trouble.
 */
function stateOf(n: number): Placed {
  const fromEnd = ORDERS - 1 - n;
  if (fromEnd < OPEN_RECENT) {
    if (fromEnd < TROUBLE.paused) return { state: 'paused', status: 'processing' };
    if (fromEnd < TROUBLE.paused + TROUBLE.manual) return { state: 'manual', status: 'processing' };
    if (fromEnd < TROUBLE.paused + TROUBLE.manual + TROUBLE.errored) return { state: 'queued', status: 'processing', error: 'steam refused: try again' };
    if (fromEnd < TROUBLE.paused + TROUBLE.manual + TROUBLE.errored + TROUBLE.overdue) return { state: 'sent', status: 'processing', overdue: true };
    return { state: fromEnd % 10 === 0 ? 'queued' : 'sent', status: 'processing' };
  }
  const r = (n * 7919) % 100;
  if (r < 4) return { state: 'declined', status: 'error' };
  if (r < 5) return { state: 'expired', status: 'error' };
  return { state: 'accepted', status: 'success' };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** ORDERS orders of CUSTOMERS customers, each with one line and one trade offer; a ledger row per purchase and refund. */
async function fill(db: Kysely<Database>): Promise<{ orderIds: number[]; emails: string[] }> {
  const item = await db.selectFrom('items').select(['id', 'title', 'category']).orderBy('id').executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  /** Order n's time: the history a minute apart, ending an hour ago; the open ones over the last hour. */
  const timeOf = (n: number) => (ORDERS - 1 - n < OPEN_RECENT ? now - Math.floor(((ORDERS - 1 - n) * 3600) / OPEN_RECENT) : now - 3600 - (ORDERS - n) * 60);
  const start = timeOf(0);
  const run = randomBytes(3).toString('hex');
  const users = Array.from({ length: CUSTOMERS }, (_, n) => ({
    email: `bench.${run}.${n}@example.com`,
    created_at: start - 86_400,
    name: 'Bench',
    surname: `Customer ${n}`,
    steam_id: (76561198000000000n + BigInt(n)).toString(),
    steam_trade_link: `https://steamcommunity.com/tradeoffer/new/?partner=${n + 1}&token=abcDEF12`,
  }));
  await insertInBatches(users, (batch) => db.insertInto('users').values(batch).execute());
  const userIds = (await db.selectFrom('users').select('id').where('email', 'like', `bench.${run}.%`).orderBy('id').execute()).map((row) => Number(row.id));

  for (let first = 0; first < ORDERS; first += BATCH * 4) {
    const count = Math.min(BATCH * 4, ORDERS - first);
    await writeTransaction(db, async (tx) => {
      const orders = Array.from({ length: count }, (_, k) => {
        const n = first + k;
        const at = timeOf(n);
        return { user_id: userIds[n % userIds.length], status: stateOf(n).status, total_cents: 500 + (n % 5000), currency: 'EUR', currency_rate: 1, trade_link: users[n % users.length].steam_trade_link, created_at: at, updated_at: at };
      });
      const ids: number[] = [];
      for (let s = 0; s < orders.length; s += BATCH) {
        const inserted = await tx.insertInto('orders').values(orders.slice(s, s + BATCH)).returning('id').execute();
        ids.push(...inserted.map((row) => Number(row.id)));
      }
      const lines = ids.map((orderId, k) => ({ order_id: orderId, item_id: Number(item.id), title: item.title, img_url: imagePathFor(Number(item.id)), category: item.category, price_cents: orders[k].total_cents }));
      await insertInBatches(lines, (batch) => tx.insertInto('order_lines').values(batch).execute());
      const offers = ids.map((orderId, k) => {
        const n = first + k;
        const { state, error, overdue } = stateOf(n);
        const at = overdue ? now - 86_400 : orders[k].created_at;
        const sent = !['queued', 'manual', 'paused'].includes(state);
        return {
          order_id: orderId,
          bot_name: state === 'manual' ? 'manual' : 'sandbox',
          code: `B${run}-${n}`,
          partner_steam_id: users[n % users.length].steam_id,
          trade_link: orders[k].trade_link,
          state,
          steam_offer_id: sent ? String(8_000_000_000 + n) : null,
          steam_trade_id: state === 'accepted' ? String(9_000_000_000 + n) : null,
          hold_until: null,
          protected_until: state === 'accepted' ? at + 604_800 : null,
          sent_at: sent ? at + 5 : null,
          refunded_cents: state === 'declined' || state === 'expired' ? orders[k].total_cents : 0,
          last_error: error ?? null,
          created_at: at,
          updated_at: Math.min(at + 30, now),
        };
      });
      await insertInBatches(offers, (batch) => tx.insertInto('trade_offers').values(batch).execute());
      const ledger = ids.flatMap((orderId, k) => {
        const purchase = { user_id: orders[k].user_id, amount: -orders[k].total_cents, kind: 'purchase', reference: String(orderId), created_at: orders[k].created_at };
        return orders[k].status === 'error' ? [purchase, { ...purchase, amount: orders[k].total_cents, kind: 'refund', created_at: orders[k].created_at + 30 }] : [purchase];
      });
      await insertInBatches(ledger, (batch) => tx.insertInto('balance_ledger').values(batch).execute());
    });
  }
  const orderIds = (await db.selectFrom('orders').select('id').orderBy('id').execute()).map((row) => Number(row.id));
  await writeTransaction(db, async (tx) => {
    for (let k = 0; k < AUDITED_ORDERS; k += 1) {
      const id = orderIds[(k * 97) % orderIds.length];
      await appendAudit(tx, cliActor(), { action: 'order.resend', entity: 'order', entityId: id, reason: 'bench', before: { offers: [] }, after: { offers: [] } }, Math.floor(Date.now() / 1000));
    }
  });
  // As a shop that has run a while has them: the planner's statistics (PostgreSQL's autovacuum, SQLite's ANALYZE).
  await sql`analyze`.execute(db);
  return { orderIds, emails: users.map((user) => user.email) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const api = await startTestApi({ items: 100, env: { INVENTORY_SYNC_MINUTES: '0', PRICE_REFRESH_MINUTES: '0', RATE_LIMITS: 'off', REQUIRE_EMAIL_VERIFICATION: '0' } });
try {
  const filled = performance.now();
  const { orderIds, emails } = await fill(api.db);
  const fillSeconds = (performance.now() - filled) / 1000;
  const owner = await signedInStaff(api, 'owner');

  async function measure(label: string, path: (n: number) => string) {
    for (let n = 0; n < 20; n += 1) await owner.client.get(path(n)); // warm-up
    const times: number[] = [];
    for (let n = 0; n < COUNT; n += 1) {
      const started = performance.now();
      const response = await owner.client.get(path(n));
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${label}: ${path(n)} answered ${response.status}`);
    }
    const sorted = times.sort((a, b) => a - b);
    return { label, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }

  const pick = (n: number) => orderIds[(n * 7_919) % orderIds.length];
  const rows = [
    await measure('GET /api/admin/today (owner: every count)', () => '/api/admin/today'),
    await measure("GET /api/admin/orders/{id} (an order's page and timeline)", (n) => `/api/admin/orders/${pick(n)}`),
    await measure('GET /api/admin/orders?q={a customer e-mail}', (n) => `/api/admin/orders?q=${encodeURIComponent(emails[(n * 31) % emails.length].toUpperCase())}`),
    await measure('GET /api/admin/orders?status=processing', () => '/api/admin/orders?status=processing'),
  ];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n## Console: Today and an order's timeline (${api.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}; ${ORDERS.toLocaleString('en-US')} orders with trade offers, filled in ${fillSeconds.toFixed(0)} s)\n`);
  console.log(`${COUNT} requests each, one at a time over HTTP, after 20 to warm up; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores; ${new Date().toISOString().slice(0, 16)}Z\n`);
  console.log('| request | p50 | p99 | ceiling (p99) | |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.label} | ${ms(row.p50)} | ${ms(row.p99)} | < ${CEILING_P99_MS} ms | ${row.p99 < CEILING_P99_MS ? 'within' : 'OVER'} |`);
} finally {
  await api.close();
}
