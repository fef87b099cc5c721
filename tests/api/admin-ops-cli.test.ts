import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { runOps } from './support/ops-cli';
import { auditRowsAfter, lastAuditId, signedInStaff } from './support/admin-staff';
import { offerFactory, type OfferFactory } from './support/seller';
import { itemPool, newShopper } from './support/shopper';

// The ops CLI's changes write the same audit rows as the console, with actor cli:<os user>.
let api: TestApi;
let offers: OfferFactory;
let take: ReturnType<typeof itemPool>;

beforeAll(async () => {
  api = await startTestApi({ items: 10, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  offers = offerFactory(api);
  take = itemPool(api);
});
afterAll(async () => api?.close());

const ops = (...args: string[]) => runOps(api, args);

/** Runs one command and returns the one audit row it wrote (failing when it wrote none or several). */
async function oneRow(...args: string[]) {
  const since = await lastAuditId(api);
  const result = await ops(...args);
  expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
  const rows = await auditRowsAfter(api, since);
  expect(rows, args.join(' ')).toHaveLength(1);
  expect(rows[0].actor).toMatch(/^cli:.+/);
  return rows[0];
}

async function processingOrder() {
  const shopper = await newShopper(api, { balanceCents: 500_000 });
  const [item] = await take(1);
  await api.db.updateTable('items').set({ bot_name: null }).where('id', '=', item.id).execute();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const { body } = await shopper.client.post('/api/purchase/product', {});
  return { orderId: body.payload.order_id as number, price: item.price };
}

describe('npm run ops writes one audit row per change', () => {
  it('orders:deliver and orders:fail (a refund)', async () => {
    const delivered = await processingOrder();
    expect(await oneRow('orders:deliver', String(delivered.orderId))).toMatchObject({
      action: 'order.deliver',
      entity: 'order',
      entity_id: String(delivered.orderId),
      before: { status: 'processing' },
      after: { status: 'success' },
    });
    const failed = await processingOrder();
    expect(await oneRow('orders:fail', String(failed.orderId))).toMatchObject({ action: 'order.fail', before: { status: 'processing' }, after: { status: 'error', items_returned: 1 } });
  });

  it('offers:quote, offers:reject, offers:receive', async () => {
    const quoted = (await offers.offerIn('new')).id;
    expect(await oneRow('offers:quote', String(quoted), '12.5')).toMatchObject({
      action: 'offer.offer',
      entity: 'offer',
      entity_id: String(quoted),
      before: { status: 'new' },
      after: { status: 'offer', service_price_minor: 1250, currency: 'EUR' },
    });
    const rejected = (await offers.offerIn('new')).id;
    expect(await oneRow('offers:reject', String(rejected))).toMatchObject({ action: 'offer.declined_by_service', after: { status: 'declined_by_service' } });
    const approved = (await offers.offerIn('approved')).id;
    expect(await oneRow('offers:receive', String(approved))).toMatchObject({ action: 'offer.ready_for_payout', before: { status: 'approved' } });
  });

  it('prices:set and items:price', async () => {
    const [item] = await take(1);
    expect(await oneRow('prices:set', 'AK-47 | Audited (Field-Tested)', '3.21')).toMatchObject({ action: 'prices.set', entity: 'market_name', before: null, after: { price_cents: 321 } });
    expect(await oneRow('items:price', String(item.id), '4.56')).toMatchObject({
      action: 'items.price',
      entity: 'item',
      entity_id: String(item.id),
      before: { price_cents: item.price },
      after: { price_cents: 456 },
    });
  });

  it('staff:revoke ends the member at once; staff:list and audit:verify change nothing', async () => {
    const member = await signedInStaff(api, 'support');
    expect((await member.client.get('/api/admin/me')).status).toBe(200);
    expect(await oneRow('staff:revoke', member.email)).toMatchObject({ action: 'staff.revoke', entity_id: String(member.id) });
    expect((await member.client.get('/api/admin/me')).status).toBe(401);
    const since = await lastAuditId(api);
    expect((await ops('staff:list')).stdout).toContain(`${member.id}  ${member.email}  support  revoked`);
    expect((await ops('audit:verify')).code).toBe(0);
    expect(await auditRowsAfter(api, since)).toEqual([]);
    expect((await ops('staff:revoke', 'nobody@example.com')).code).toBe(1);
  });
});

describe("customers' text reaches the operator safely", () => {
  it('offers:list shows invisible and direction-changing characters as \\uXXXX', async () => {
    const seller = await newShopper(api);
    const id = await offers.create(seller, { title: 'AK-47 | Redline', price: 10, currency: 'EUR' });
    const hostile = 'AK-47 \u202eenildeR\u202c |\u200b\u2066x\u2069\ufeff\u00ad';
    await api.db.updateTable('offers').set({ title: hostile }).where('id', '=', id).execute();
    const text = await ops('offers:list', '--status', 'new');
    expect(text.code).toBe(0);
    const line = text.stdout.split('\n').find((l) => l.startsWith(`#${id} `)) ?? '';
    expect(line).toContain('AK-47 \\u202eenildeR\\u202c |\\u200b\\u2066x\\u2069\\ufeff\\u00ad (Field-Tested)');
    expect(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\u00ad]/.test(text.stdout)).toBe(false);
    const json = await ops('offers:list', '--status', 'new', '--json');
    expect(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\u00ad]/.test(json.stdout)).toBe(false);
    expect((JSON.parse(json.stdout) as { offers: { id: number; title: string }[] }).offers.find((o) => o.id === id)?.title).toBe(hostile);
  });
});
