import { expect } from 'vitest';
import { signSandboxPayload, type SandboxEvent } from '../../../api/payments/sandbox.provider';
import type { TestApi } from '../api-harness';
import { newShopper, type Shopper } from './shopper';

export const WEBHOOK_SECRET = 'test-sandbox-secret';

/** A signed-in customer whose profile has every personal field a deposit needs (unless `personalInfo` is false). */
export async function newDepositor(api: Pick<TestApi, 'db' | 'get'>, { personalInfo = true } = {}): Promise<Shopper> {
  const shopper = await newShopper(api);
  if (personalInfo) {
    const country = await api.db.selectFrom('countries').select('id').orderBy('id').executeTakeFirstOrThrow();
    await api.db.updateTable('users').set({ country_id: country.id, city: 'Berlin', address: 'Hauptstr. 1', zip: '10115' }).where('id', '=', shopper.id).execute();
  }
  return shopper;
}

/** The deposit form as the browser sends it. */
export const depositForm = (shopper: Shopper, overrides: Record<string, unknown> = {}) => ({
  name: 'Anna',
  surname: 'Schmidt',
  phone: '+4915123456789',
  steamId: '',
  country: 1,
  city: 'Berlin',
  address: 'Hauptstr. 1',
  postCode: '10115',
  amount: 50,
  email: shopper.email,
  paymentType: 'card',
  currency: 'EUR',
  lang_id: 10,
  ...overrides,
});

/** Checkout through the API; the new deposit's id and sandbox reference. */
export async function startDeposit(shopper: Shopper, overrides: Record<string, unknown> = {}) {
  const { status, body } = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, overrides));
  if (status !== 200) throw new Error(`checkout answered ${status}: ${JSON.stringify(body)}`);
  const url = new URL(body.redirect_url as string);
  return { id: body.order_id as number, reference: decodeURIComponent(url.pathname.split('/').pop()!), path: url.pathname, body };
}

/** POSTs a sandbox event to the webhook route, signed with `secret` at `timestamp`, or with `signature` as given. */
export function sendWebhook(api: Pick<TestApi, 'get'>, event: SandboxEvent, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const body = JSON.stringify(event);
  const signature = options.signature === undefined ? signSandboxPayload(options.secret ?? WEBHOOK_SECRET, body, options.timestamp) : options.signature;
  return api.get('/api/payments/webhook/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-sandbox-signature': signature }) },
    body,
  });
}

/** The order status code the API answers the shopper, polled until it is no longer 1 (processing). */
export async function settledStatus(shopper: Shopper, id: number): Promise<number> {
  let code = 1;
  await expect
    .poll(
      async () => {
        code = (await shopper.client.get(`/api/orders/status?order_id=${id}`)).body.order.status as number;
        return code;
      },
      { timeout: 15_000, interval: 50 },
    )
    .not.toBe(1);
  return code;
}

/** Posts the sandbox page's form as a browser does (urlencoded, same origin, no JSON). */
export function submitCard(api: Pick<TestApi, 'get'>, path: string, card: string) {
  return api.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12/34', cvc: '123' }).toString(),
    redirect: 'manual',
  });
}
