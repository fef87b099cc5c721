// Issue 44, nothing stuck: a delivery waiting on Steam whose job died (its attempts spent), or that no
// job follows, is queued again by the sweeper; after MAX_REQUEUES it waits for a person with the last
// error; a paused bot's queued offer is left alone; work that moved on is forgotten. Real database, the
// sandbox bot, the shop's own job worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_POLL_JOB, DELIVERY_SEND_JOB } from '../../api/deliveries/delivery-plan';
import { MAX_REQUEUES, STUCK_WORK_SWEEP_JOB, sweepStuckWork } from '../../api/sweeper/stuck-work.sweeper';
import { workNeedingPerson } from '../../api/sweeper/stuck-work.repository';
import { pauseBot, resumeBot } from '../../api/trade/bot-states.repository';
import { startTestApi, type TestApi } from './api-harness';
import { newShopper } from './support/shopper';

let api: TestApi;
const log = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  api = await startTestApi({
    items: 20,
    // Offers stay sent for the whole test, and a sent offer's next look is an hour away: its job is a stable pending row.
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '600000', TRADE_POLL_SECONDS: '3600' },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
});
afterAll(async () => api?.close());

const seconds = () => Math.floor(Date.now() / 1000);
const deliveryJobs = (offerId: number) =>
  api.db
    .selectFrom('jobs')
    .select(['id', 'kind', 'status', 'run_at'])
    .where('kind', 'in', [DELIVERY_SEND_JOB, DELIVERY_POLL_JOB])
    .where((eb) => eb.or([eb('payload', '=', `{"offerId":${offerId}}`), eb('payload', 'like', `{"offerId":${offerId},%`)]))
    .execute();
const liveJobs = async (offerId: number) => (await deliveryJobs(offerId)).filter((job) => job.status === 'pending' || job.status === 'running');
const offerOf = (offerId: number) => api.db.selectFrom('trade_offers').selectAll().where('id', '=', offerId).executeTakeFirstOrThrow();

/** As the job worker leaves a job whose attempts are spent; the offer last changed ten minutes ago. */
async function killJobs(offerId: number, error: string) {
  // Once a requeued poll has run: only its successor is left, pending an hour out (never a job being run).
  await expect.poll(async () => (await liveJobs(offerId)).every((job) => job.status === 'pending' && Number(job.run_at) > Date.now() + 60_000), { timeout: 10_000 }).toBe(true);
  for (const job of await liveJobs(offerId)) await api.db.updateTable('jobs').set({ status: 'failed', last_error: error }).where('id', '=', job.id).execute();
  await api.db.updateTable('trade_offers').set({ updated_at: seconds() - 600 }).where('id', '=', offerId).execute();
}

async function sentOffer(): Promise<number> {
  const shopper = await newShopper(api, { balanceCents: 1_000_000 });
  const item = await api.db.selectFrom('items').select('id').where('status', '=', 'available').where('bot_name', '=', 'sandbox').orderBy('id').executeTakeFirstOrThrow();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const { body } = await shopper.client.post('/api/purchase/product', {});
  const orderId = body.payload.order_id as number;
  const offer = await api.db.selectFrom('trade_offers').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  await expect.poll(async () => (await offerOf(offer.id)).state, { timeout: 10_000 }).toBe('sent');
  return offer.id;
}

describe('the stuck-work sweeper', () => {
  it('is scheduled when the shop starts', async () => {
    const queued = await api.db.selectFrom('jobs').select('run_at').where('kind', '=', STUCK_WORK_SWEEP_JOB).where('status', '=', 'pending').execute();
    expect(queued).toHaveLength(1);
  });

  it('polls again a sent offer whose job died, and after MAX_REQUEUES deaths asks a person with the last error', async () => {
    const offerId = await sentOffer();
    expect(await sweepStuckWork(api.db, log)).toMatchObject({ requeued: 0 }); // its poll job is alive

    for (let death = 1; death <= MAX_REQUEUES; death += 1) {
      await killJobs(offerId, `Steam answered 502 (death ${death})`);
      expect(await sweepStuckWork(api.db, log)).toEqual({ requeued: 1, needPerson: 0 });
      expect((await liveJobs(offerId)).map((job) => job.kind)).toEqual([DELIVERY_POLL_JOB]);
      expect(await api.db.selectFrom('stuck_work').selectAll().where('entity_id', '=', offerId).executeTakeFirstOrThrow()).toMatchObject({
        kind: 'delivery',
        requeues: death,
        reason: `Steam answered 502 (death ${death})`,
        needs_person_since: null,
      });
    }
    // The requeued poll ran: the offer is still followed (sent, its next look queued), nothing sent twice.
    await expect.poll(async () => (await liveJobs(offerId)).length, { timeout: 10_000 }).toBe(1);
    expect((await offerOf(offerId)).state).toBe('sent');

    await killJobs(offerId, 'Steam answered 502 again');
    expect(await sweepStuckWork(api.db, log)).toEqual({ requeued: 0, needPerson: 1 });
    expect(await liveJobs(offerId)).toEqual([]);
    const waiting = await workNeedingPerson(api.db);
    expect(waiting.map((row) => [row.kind, Number(row.entity_id), row.reason])).toContainEqual(['delivery', offerId, 'Steam answered 502 again']);
    expect(await sweepStuckWork(api.db, log)).toEqual({ requeued: 0, needPerson: 0 }); // asked once, not requeued again
    const metrics = await api.get('/metrics');
    expect(metrics.body).toMatch(/^shop_stuck_work\{kind="delivery",state="needs_person"\} [1-9]/m);

    // A person settles it (here: the offer ends); the sweeper forgets it.
    await api.db.updateTable('trade_offers').set({ state: 'failed' }).where('id', '=', offerId).execute();
    await sweepStuckWork(api.db, log);
    expect((await workNeedingPerson(api.db)).map((row) => Number(row.entity_id))).not.toContain(offerId);
  });

  it("leaves a paused bot's queued offer alone, and sends it again once the bot is resumed (finding the offer Steam already has)", async () => {
    const offerId = await sentOffer();
    const steamOfferId = (await offerOf(offerId)).steam_offer_id;
    // A crash between Steam's "sent" and our record: the offer is queued again with no job following it.
    await killJobs(offerId, 'the process ended');
    await api.db.updateTable('trade_offers').set({ state: 'queued' }).where('id', '=', offerId).execute();
    await api.db.transaction().execute((tx) => pauseBot(tx, 'sandbox', { reason: 'maintenance', by: 'test' }, seconds()));
    try {
      expect(await sweepStuckWork(api.db, log)).toEqual({ requeued: 0, needPerson: 0 });
    } finally {
      await api.db.transaction().execute((tx) => resumeBot(tx, 'sandbox', seconds()));
    }
    expect(await sweepStuckWork(api.db, log)).toEqual({ requeued: 1, needPerson: 0 });
    await expect.poll(async () => (await offerOf(offerId)).state, { timeout: 10_000 }).toBe('sent');
    expect((await offerOf(offerId)).steam_offer_id).toBe(steamOfferId);
  });
});
