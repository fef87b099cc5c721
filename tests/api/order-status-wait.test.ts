// GET /api/orders/status/wait (issue 23): the deposit's status once it is not `code` any more, held
// at most STATUS_WAIT_MS; the gateway turns it into the browser's push. A webhook this process
// applies wakes it; a change made elsewhere (another shop process, the expiry job) is found by re-reading.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_WAIT_MS } from '../../api/deposits/deposits.service';
import { startTestApi, type TestApi } from './api-harness';
import { newDepositor, sendWebhook, startDeposit, WEBHOOK_SECRET } from './support/depositor';
import { newShopper } from './support/shopper';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    items: 5,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_SETTLE_MS: '600000' },
  });
});
afterAll(async () => {
  await api?.close();
});

const paidEvent = (reference: string) => ({ id: `evt_${Math.random().toString(36).slice(2)}`, type: 'payment.succeeded' as const, reference, amount: 5000, currency: 'EUR' });
const waitPath = (id: number, code = 1) => `/api/orders/status/wait?order_id=${id}&code=${code}`;

/** Resolves with the answer and how long it was held. */
async function timed<T>(request: Promise<T>): Promise<{ answer: T; heldMs: number }> {
  const started = performance.now();
  const answer = await request;
  return { answer, heldMs: performance.now() - started };
}

describe('GET /api/orders/status/wait', () => {
  it('answers at once when the status already is not the one the caller has', async () => {
    const shopper = await newDepositor(api);
    const { id } = await startDeposit(shopper);
    const { answer, heldMs } = await timed(shopper.client.get(waitPath(id, 2)));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'OK', order: { id, status: 1 } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(heldMs).toBeLessThan(STATUS_WAIT_MS);
  });

  it('a webhook applied while it waits answers it with the new status, before the hold ends', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    const waiting = timed(shopper.client.get(waitPath(id)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await sendWebhook(api, paidEvent(reference))).body).toEqual({ status: 'OK', message: 'credited' });
    const { answer, heldMs } = await waiting;
    expect(answer.body).toEqual({ status: 'OK', order: { id, status: 2 } });
    expect(heldMs).toBeLessThan(STATUS_WAIT_MS);
  });

  it('a change written by another process (here straight into the database) is found by re-reading', async () => {
    const shopper = await newDepositor(api);
    const { id } = await startDeposit(shopper);
    const waiting = timed(shopper.client.get(waitPath(id)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sql`update deposits set status = 7 where id = ${id}`.execute(api.db);
    const { answer, heldMs } = await waiting;
    expect(answer.body).toEqual({ status: 'OK', order: { id, status: 7 } });
    expect(heldMs).toBeLessThan(STATUS_WAIT_MS);
  });

  it('unchanged, it answers the same status once the hold ends', async () => {
    const shopper = await newDepositor(api);
    const { id } = await startDeposit(shopper);
    const { answer, heldMs } = await timed(shopper.client.get(waitPath(id)));
    expect(answer.body).toEqual({ status: 'OK', order: { id, status: 1 } });
    expect(heldMs).toBeGreaterThanOrEqual(STATUS_WAIT_MS - 50);
  });

  it("another user's order is a 404, no session a 401, a bad order id or code a 422", async () => {
    const shopper = await newDepositor(api);
    const { id } = await startDeposit(shopper);
    const stranger = await newShopper(api);
    expect((await stranger.client.get(waitPath(id))).status).toBe(404);
    expect((await api.get(waitPath(id))).status).toBe(401);
    for (const query of [`order_id=${id}`, `order_id=${id}&code=x`, `order_id=0&code=1`, `order_id=${id}&code=1000`]) {
      expect((await shopper.client.get(`/api/orders/status/wait?${query}`)).status, query).toBe(422);
    }
  });
});
