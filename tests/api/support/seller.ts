import { expect } from 'vitest';
import { ledgerSum } from '../../../api/accounts/balance.repository';
import type { OfferStatus } from '../../../api/offers/offers.table';
import { createOffersOpsService } from '../../../api/offers/offers-ops.service';
import type { MailCatcher } from '../../support/mail-catcher';
import { startTestApiWithMail, type TestApi } from '../api-harness';
import { newShopper, type Shopper } from './shopper';

export const VALID_IBANS = {
  DE: 'DE89370400440532013000',
  FR: 'FR1420041010050500013M02606',
  GB: 'GB82WEST12345698765432',
  NL: 'NL91ABNA0417164300',
};

export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'AK-47 | Redline',
  price: 25.5,
  quality: 'Field-Tested',
  item_url: 'https://steamcommunity.com/id/seller/inventory/#730_2_123456',
  currency: 'EUR',
  lang_id: 10,
  ...overrides,
});

export const ibanBody = (id: unknown, overrides: Record<string, unknown> = {}) => ({
  id,
  currency: 'EUR',
  first_name: 'Erika',
  last_name: 'Mustermann',
  account_number: 'DE89 3704 0044 0532 0130 00',
  ...overrides,
});

export const contactBody = (id: unknown, overrides: Record<string, unknown> = {}) => ({
  id,
  currency: 'EUR',
  name: 'Erika',
  surname: 'Mustermann',
  email: 'erika@example.com',
  phone: '+4915112345678',
  country: 'Germany',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postCode: '10117',
  ...overrides,
});

/** Walks offers through their lifecycle the way the customer (HTTP) and the operator (ops service) do. */
export function offerFactory(api: TestApi) {
  const ops = createOffersOpsService(api.db, api.config);

  const setStatus = (id: number, status: OfferStatus) => api.db.updateTable('offers').set({ status }).where('id', '=', id).execute();

  async function create(seller: Shopper, overrides: Record<string, unknown> = {}): Promise<number> {
    const { status, body } = await seller.client.post('/api/offer/create', offerBody(overrides));
    if (status !== 200) throw new Error(`offer/create answered ${status}: ${JSON.stringify(body)}`);
    return body.payload.id as number;
  }

  /** A new offer of `seller` (a fresh shopper when absent) brought to `status`; quoted at 20.00 where that applies. */
  async function offerIn(status: OfferStatus, seller?: Shopper) {
    const owner = seller ?? (await newShopper(api));
    const id = await create(owner);
    const steps: Record<OfferStatus, (() => Promise<unknown>)[]> = {
      new: [],
      offer: [() => ops.quote(String(id), '20')],
      declined_by_service: [() => ops.reject(String(id))],
      declined_by_user: [() => ops.quote(String(id), '20'), () => owner.client.post('/api/offer/decline', { id })],
      approved: [() => ops.quote(String(id), '20'), () => owner.client.post('/api/offer/accept', { id })],
      ready_for_payout: [() => ops.quote(String(id), '20'), () => owner.client.post('/api/offer/accept', { id }), () => ops.receive(String(id))],
      payout_pending: [],
      paid: [],
      payout_failed: [],
      // The statuses of a trade offer (issue 26) are written straight onto a quoted offer here, for the
      // tests that only need an offer in them; tests/api/sell-by-trade.test.ts reaches them for real.
      received: [() => ops.quote(String(id), '20'), () => setStatus(id, 'received')],
      trade_failed: [() => ops.quote(String(id), '20'), () => setStatus(id, 'trade_failed')],
      reversed: [() => ops.quote(String(id), '20'), () => setStatus(id, 'reversed')],
      cancelled: [() => ops.quote(String(id), '20'), () => setStatus(id, 'cancelled')],
      expired: [() => ops.quote(String(id), '20'), () => setStatus(id, 'expired')],
    };
    const toReady = steps.ready_for_payout;
    const requestSepa = () => owner.client.post('/api/offer/request-payout/sepa-direct', ibanBody(id));
    steps.payout_pending = [...toReady, requestSepa];
    steps.paid = [...toReady, requestSepa, () => ops.complete(String(id))];
    steps.payout_failed = [...toReady, requestSepa, () => ops.fail(String(id), 'Bank refused the transfer')];
    for (const step of steps[status]) await step();
    const row = await api.db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(status);
    return { id, seller: owner };
  }

  return { ops, create, offerIn };
}

export type OfferFactory = ReturnType<typeof offerFactory>;

/**
 * The API the offer suites sell to, with `mail` as its SMTP server (5 items, sign-up without e-mail
 * verification, links on https://shop.example.com, sandbox payments), and its offer factory.
 */
export async function startSellerApi(mail: MailCatcher): Promise<{ api: TestApi; offers: OfferFactory }> {
  const api = await startTestApiWithMail(mail, {
    items: 5,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1' },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
  return { api, offers: offerFactory(api) };
}

export const offerStatusOf = async (api: Pick<TestApi, 'db'>, id: number) =>
  (await api.db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** Payouts never touch money held by the shop for the customer: no ledger row but the test credits, balance = ledger. */
export async function expectNoLedgerChange(api: Pick<TestApi, 'db'>, userId: number): Promise<void> {
  const rows = await api.db.selectFrom('balance_ledger').select('kind').where('user_id', '=', userId).execute();
  expect(rows.filter((row) => row.kind !== 'credit')).toEqual([]);
  const balance = await api.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  expect(Number(balance.balance)).toBe(await ledgerSum(api.db, userId));
}
