// The top-up routes answer what contract/deposits.contract.ts says, checked at run time against the
// schemas the gateway's types come from (so an answer the gateway does not know, or a field it
// expects and the API does not send, fails here), and refuse what the contract refuses: a personal
// field longer than its one length (contract/rules/field-limits.ts).
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositHistoryRow, OkCheckout, OkOrderStatus } from '../../contract/deposits.contract';
import { FIELD_MAX_LENGTH } from '../../contract/rules/field-limits';
import { startTestApi, type TestApi } from './api-harness';
import { depositForm, newDepositor, WEBHOOK_SECRET } from './support/depositor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    items: 1,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1', SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_SETTLE_MS: '60000' },
  });
});
afterAll(async () => {
  await api?.close();
});

/** The schema's problems with a body, as readable lines (empty when it conforms). */
const problems = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.instancePath} ${e.message}`);

describe('deposits answer their contract', () => {
  it('checkout, order status and history conform to their schemas, order_id included', async () => {
    const shopper = await newDepositor(api);
    const checkout = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { amount: 25 }));
    expect(checkout.status).toBe(200);
    expect(problems(OkCheckout, checkout.body)).toEqual([]);
    expect(checkout.body.order_id).toEqual(expect.any(Number));

    const status = await shopper.client.get(`/api/orders/status?order_id=${checkout.body.order_id}`);
    expect(problems(OkOrderStatus, status.body)).toEqual([]);

    const history = await shopper.client.get('/api/deposit/history');
    expect(history.body.payload).toHaveLength(1);
    for (const row of history.body.payload) expect(problems(DepositHistoryRow, row)).toEqual([]);
  });

  it.each(['name', 'surname', 'phone', 'city', 'address', 'postCode', 'steamId'] as const)('refuses a %s longer than its one length', async (field) => {
    const shopper = await newDepositor(api);
    const max = FIELD_MAX_LENGTH[field === 'surname' ? 'name' : field];
    const response = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { [field]: 'x'.repeat(max + 1) }));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors ?? {})).toContain(field);
  });
});
