import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../api/db/transaction';
import { queueEmail } from '../../api/mail/email.job';
import { emailsOfOrder, recordSent } from '../../api/mail/sent-emails.repository';
import { MailCatcher } from '../support/mail-catcher';
import { startTestApiWithMail, stopTestApi, type TestApi } from './api-harness';

// A job whose lease runs out is run again (kill -9 between sending and marking it done, say): its
// e-mail keeps one Message-ID, and once recorded as sent it is not sent a second time.
let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  api = await startTestApiWithMail(mail, {
    items: 1,
    env: { PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1' },
    plugin: { jobs: { pollIntervalMs: 50 } },
  });
});
afterAll(() => stopTestApi(api, mail));

const receipt = (to: string) => ({ to, template: 'deposit-receipt' as const, langId: 10, params: { orderId: 7, total: '5.00 EUR', supportEmail: 'support@shop.example.com' } });

/** The Message-ID an e-mail job will send with, as queued. */
async function messageIdOf(db: TestApi['db'], id: number): Promise<string> {
  const job = await db.selectFrom('jobs').select('payload').where('id', '=', id).executeTakeFirstOrThrow();
  return `<${(JSON.parse(job.payload) as { messageKey: string }).messageKey}@shop.example.com>`;
}

async function jobDone(id: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await api.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst())?.status !== 'done') {
    if (Date.now() > deadline) throw new Error(`job ${id} not done`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('e-mail jobs', () => {
  it("send each e-mail with a random Message-ID chosen when it is queued, in the shop's domain", async () => {
    // Read in the transaction: once a job is done its payload is cleared.
    const [ids, [first, second]] = await writeTransaction(api.db, async (tx) => {
      const queued = [await queueEmail(tx, receipt('first@example.com')), await queueEmail(tx, receipt('second@example.com'))];
      return [queued, await Promise.all(queued.map((id) => messageIdOf(tx, id)))] as const;
    });
    expect(first).toMatch(/^<email-[A-Za-z0-9_-]{22}@shop\.example\.com>$/);
    expect(second).not.toBe(first);
    const sent = await mail.waitFor('first@example.com');
    expect(sent.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain(`Message-ID: ${first}`); // headers unfolded
    await mail.waitFor('second@example.com');
    await Promise.all(ids.map(jobDone));
    expect(await api.db.selectFrom('sent_emails').select('message_id').where('message_id', 'in', [first, second]).execute()).toHaveLength(2);
    // A deposit receipt's orderId is the top-up's: it is no order's e-mail.
    expect(await api.db.selectFrom('sent_emails').select(['template', 'order_id']).where('message_id', '=', first).executeTakeFirst()).toEqual({ template: 'deposit-receipt', order_id: null });
  });

  it("keep an order's e-mail with its order, for the console's timeline", async () => {
    const orderId = 900_000 + Math.floor(Math.random() * 1000);
    const id = await writeTransaction(api.db, (tx) => queueEmail(tx, { to: 'buyer@example.com', template: 'order-receipt', langId: 10, params: { orderId, items: [], total: '5.00 EUR' } }));
    await mail.waitFor('buyer@example.com');
    await jobDone(id);
    expect(await emailsOfOrder(api.db, orderId)).toEqual([{ sent_at: expect.any(Number), template: 'order-receipt' }]);
  });

  it('do not send again an e-mail recorded as sent (a job run again after a crash)', async () => {
    const again = await writeTransaction(api.db, async (tx) => {
      const id = await queueEmail(tx, receipt('twice@example.com'));
      await recordSent(tx, await messageIdOf(tx, id), Date.now(), { template: 'order-receipt', orderId: null });
      return id;
    });
    await jobDone(again);
    // A later e-mail arrives: the worker has passed the recorded one by.
    const later = await writeTransaction(api.db, (tx) => queueEmail(tx, receipt('later@example.com')));
    await mail.waitFor('later@example.com');
    await jobDone(later);
    expect(mail.messages.filter((message) => message.to.includes('twice@example.com'))).toEqual([]);
  });
});
