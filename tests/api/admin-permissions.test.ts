import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAdminRoutes } from '../../api/admin/admin-guard';
import { loadApiConfig } from '../../api/config';
import { BUILT_IN_ROLES, PERMISSIONS, ROLE_NAMES } from '../../contract/permissions';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { auditRowsAfter, invitedStaff, lastAuditId, signedInStaff, type StaffMember } from './support/admin-staff';
import { offerFactory } from './support/seller';
import { newShopper } from './support/shopper';
import { ADMIN_ROUTES as ROUTES, CORE_ADMIN_ROUTES } from './support/admin-routes';


let api: TestApi;
const staff = new Map<string, StaffMember>();

beforeAll(async () => {
  // Payouts above 10 EUR need a second person here (the factory's offers are quoted at 20 EUR).
  api = await startTestApi({ items: 3, env: { REQUIRE_EMAIL_VERIFICATION: '0' }, config: { admin: { ...loadApiConfig({}).admin, payoutApprovalCents: 1000 } } });
  for (const role of ROLE_NAMES) staff.set(role, await signedInStaff(api, role));
});
afterAll(async () => api?.close());

const concrete = (url: string) => url.replace(':offer_id', '999999').replace(':id', '999999').replace(':name', 'support');
const send = (client: AccountClient, key: string, body: unknown = {}) => {
  const [method, url] = key.split(' ');
  return method === 'GET' ? client.get(concrete(url)) : client.send(method, concrete(url), body);
};

describe('admin routes and permissions', () => {
  it('lists every admin route with its one permission', () => {
    expect(Object.fromEntries([...registeredAdminRoutes].sort())).toEqual(Object.fromEntries(Object.entries(ROUTES).map(([key, { access }]) => [key, access]).sort()));
    for (const { access } of Object.values(ROUTES)) expect(['public', 'staff', ...PERMISSIONS]).toContain(access);
  });

  it('answers 401 without a staff session (a customer session is not one)', async () => {
    const customer = await newShopper(api);
    for (const [key, { access }] of Object.entries(ROUTES)) {
      if (access === 'public') continue;
      for (const client of [new AccountClient(api), customer.client]) {
        const response = await send(client, key);
        expect(response.status, key).toBe(401);
        expect(response.body.error_code, key).toBe('UNAUTHENTICATED');
      }
    }
  });

  it.each(ROLE_NAMES)('%s: 403 FORBIDDEN naming the permission it lacks, and past the check where it has it', async (role) => {
    const member = staff.get(role)!;
    for (const [key, { access }] of Object.entries(ROUTES)) {
      if (access === 'public' || access === 'staff') continue;
      const response = await send(member.client, key);
      if (BUILT_IN_ROLES[role].includes(access)) {
        expect([401, 403], `${role} ${key}`).not.toContain(response.status);
      } else {
        expect(response.status, `${role} ${key}`).toBe(403);
        expect(response.body, `${role} ${key}`).toMatchObject({ status: 'ERROR', error_code: 'FORBIDDEN' });
        expect(response.body.message).toContain(access);
      }
    }
  });

  it('a role edited by staff.manage changes what its members may do at once; the owner role cannot be reduced', async () => {
    const owner = staff.get('owner')!;
    const catalogue = staff.get('catalogue')!;
    expect((await catalogue.client.get('/api/admin/customers?q=x')).status).toBe(403);
    const granted = await owner.client.put('/api/admin/roles/catalogue', { permissions: [...BUILT_IN_ROLES.catalogue, 'customers.read'] });
    expect(granted.status).toBe(200);
    expect((await catalogue.client.get('/api/admin/customers?q=x')).status).toBe(200);
    await owner.client.put('/api/admin/roles/catalogue', { permissions: [...BUILT_IN_ROLES.catalogue] });
    expect((await catalogue.client.get('/api/admin/customers?q=x')).status).toBe(403);
    const reduced = await owner.client.put('/api/admin/roles/owner', { permissions: ['audit.read'] });
    expect(reduced.status).toBe(422);
    expect(Object.keys(reduced.body.errors)).toEqual(['permissions']);
    const unknown = await owner.client.put('/api/admin/roles/support', { permissions: ['everything'] });
    expect(unknown.status).toBe(422);
  });
});

/** A processing order of an item no bot holds (a person delivers it, or fails it with a refund). */
async function manualOrder(): Promise<number> {
  const shopper = await newShopper(api, { balanceCents: 1_000_000 });
  const item = await api.db.selectFrom('items').select('id').where('status', '=', 'available').orderBy('id').executeTakeFirstOrThrow();
  await api.db.updateTable('items').set({ bot_name: null }).where('id', '=', item.id).execute();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const { body } = await shopper.client.post('/api/purchase/product', {});
  return body.payload.order_id as number;
}

describe('each change through the admin API writes exactly one audit row', () => {
  it('with its actor, IP, action, entity and the changed fields before and after', async () => {
    const owner = staff.get('owner')!;
    const finance = staff.get('finance')!;
    const customer = await newShopper(api, { balanceCents: 5_000 });
    const offers = offerFactory(api);
    const paidOffer = (await offers.offerIn('payout_pending')).id;
    const failedOffer = (await offers.offerIn('payout_pending')).id;
    const other = await invitedStaff(api, 'support');
    const invited = await signedInStaff(api, 'support');

    const seen = new Set<string>();
    async function expectOneRow(key: string, act: () => Promise<{ status: number; body: unknown }>, expected: Record<string, unknown>, actor = owner) {
      const since = await lastAuditId(api);
      const response = await act();
      expect(response.status, `${key}: ${JSON.stringify(response.body)}`).toBe(200);
      const rows = await auditRowsAfter(api, since);
      expect(rows, key).toHaveLength(1);
      expect(rows[0], key).toMatchObject({ action: ROUTES[key].audit, actor: `staff:${actor.id}`, ip: '127.0.0.1', ...expected });
      expect(rows[0].user_agent, key).toBeTruthy();
      seen.add(key);
    }

    await expectOneRow('POST /api/admin/customers/:id/balance-adjust', () => owner.client.post(`/api/admin/customers/${customer.id}/balance-adjust`, { amount: -12.34, reason: 'goodwill reversed' }), {
      entity: 'user',
      entity_id: String(customer.id),
      reason: 'goodwill reversed',
      before: { balance_cents: 5_000 },
      after: { balance_cents: 3_766, amount_cents: -1_234 },
    });
    await expectOneRow('POST /api/admin/customers/:id/freeze', () => owner.client.post(`/api/admin/customers/${customer.id}/freeze`, { reason: 'chargeback' }), {
      entity_id: String(customer.id),
      reason: 'chargeback',
      before: { frozen: false },
      after: { frozen: true },
    });
    await expectOneRow('POST /api/admin/customers/:id/unfreeze', () => owner.client.post(`/api/admin/customers/${customer.id}/unfreeze`, { reason: 'resolved' }), {
      before: { frozen: true },
      after: { frozen: false },
    });
    // Above PAYOUT_APPROVAL_EUR: complete prepares (one row), another person approves (one row, the payout paid).
    const prepared = await owner.client.post(`/api/admin/payouts/${paidOffer}/complete`, {});
    expect(prepared.body.payload).toMatchObject({ outcome: 'awaiting_approval' });
    await expectOneRow('POST /api/admin/payouts/:offer_id/approve', () => finance.client.post(`/api/admin/payouts/${paidOffer}/approve`, {}), {
      entity: 'offer',
      entity_id: String(paidOffer),
      before: { status: 'payout_pending' },
      after: { status: 'paid', amount_minor: 2000, currency: 'EUR' },
    }, finance);
    await expectOneRow('POST /api/admin/payouts/:offer_id/fail', () => owner.client.post(`/api/admin/payouts/${failedOffer}/fail`, { reason: 'account closed' }), {
      entity_id: String(failedOffer),
      reason: 'account closed',
      before: { status: 'payout_pending' },
      after: { status: 'payout_failed' },
    });
    const big = await owner.client.post(`/api/admin/customers/${customer.id}/balance-adjust`, { amount: 150, reason: 'lost skin refund' });
    expect(big.body.payload).toMatchObject({ outcome: 'awaiting_approval' });
    await expectOneRow('POST /api/admin/approvals/:id/approve', () => finance.client.post(`/api/admin/approvals/${big.body.payload.approval_id}/approve`, {}), {
      entity_id: String(customer.id),
      reason: 'lost skin refund',
      before: { balance_cents: 3_766 },
      after: { balance_cents: 18_766, amount_cents: 15_000 },
    }, finance);
    await expectOneRow('POST /api/admin/staff/invite', () => owner.client.post('/api/admin/staff/invite', { email: 'new.member@example.com', role: 'finance' }), {
      entity: 'staff',
      after: { email: 'new.member@example.com', role: 'finance' },
    });
    await expectOneRow('POST /api/admin/staff/:id/role', () => owner.client.post(`/api/admin/staff/${invited.id}/role`, { role: 'finance' }), {
      entity_id: String(invited.id),
      before: { role: 'support' },
      after: { role: 'finance' },
    });
    await expectOneRow('POST /api/admin/staff/:id/revoke', () => owner.client.post(`/api/admin/staff/${other.id}/revoke`, {}), { before: { revoked: false }, after: { revoked: true } });
    await expectOneRow('PUT /api/admin/roles/:name', () => owner.client.put('/api/admin/roles/support', { permissions: [...BUILT_IN_ROLES.support, 'audit.read'] }), {
      entity: 'role',
      entity_id: 'support',
      before: { permissions: [...BUILT_IN_ROLES.support] },
      after: { permissions: PERMISSIONS.filter((p) => [...BUILT_IN_ROLES.support, 'audit.read'].includes(p)) },
    });
    const quoted = (await offers.offerIn('new')).id;
    await expectOneRow('POST /api/admin/offers/:offer_id/quote', () => owner.client.post(`/api/admin/offers/${quoted}/quote`, { price: '15.25' }), {
      entity: 'offer',
      entity_id: String(quoted),
      before: { status: 'new' },
      after: { status: 'offer', service_price_minor: 1525 },
    });
    const rejected = (await offers.offerIn('new')).id;
    await expectOneRow('POST /api/admin/offers/:offer_id/reject', () => owner.client.post(`/api/admin/offers/${rejected}/reject`, {}), { after: { status: 'declined_by_service' } });
    const approved = (await offers.offerIn('approved')).id;
    await expectOneRow('POST /api/admin/offers/:offer_id/receive', () => owner.client.post(`/api/admin/offers/${approved}/receive`, {}), { before: { status: 'approved' }, after: { status: 'ready_for_payout' } });
    const delivered = await manualOrder();
    await expectOneRow('POST /api/admin/orders/:id/deliver', () => owner.client.post(`/api/admin/orders/${delivered}/deliver`, { reason: 'traded by hand' }), { entity: 'order', entity_id: String(delivered), reason: 'traded by hand', after: { status: 'success' } });
    const refunded = await manualOrder();
    await expectOneRow('POST /api/admin/orders/:id/fail', () => owner.client.post(`/api/admin/orders/${refunded}/fail`, { reason: 'item lost' }), {
      reason: 'item lost',
      before: { status: 'processing' },
      after: { status: 'error', items_returned: 1 },
    });
    // Under the limit: completed at once by one person.
    await owner.client.put('/api/admin/roles/support', { permissions: [...BUILT_IN_ROLES.support] });
    seen.add('POST /api/admin/payouts/:offer_id/complete'); // its rows: admin-money.test.ts (done and prepared)
    seen.add('POST /api/admin/invite/accept'); // its row: below
    const since = await lastAuditId(api);
    const fresh = await invitedStaff(api, 'catalogue');
    expect((await auditRowsAfter(api, since)).map((row) => row.action)).toEqual(['staff.invite', 'staff.enrol']);
    expect(JSON.stringify(await auditRowsAfter(api, since))).not.toContain(fresh.token);

    const mutating = Object.entries(CORE_ADMIN_ROUTES).filter(([, route]) => route.audit !== null).map(([key]) => key);
    expect([...seen].sort()).toEqual(mutating.sort());
  });
});

describe("the operator's work through the admin API", () => {
  it('refuses bad input with field messages and a wrong state with 409, and shows payouts with the IBAN masked', async () => {
    const owner = staff.get('owner')!;
    const offers = offerFactory(api);
    const id = (await offers.offerIn('new')).id;
    const badPrice = await owner.client.post(`/api/admin/offers/${id}/quote`, { price: '1.234' });
    expect(badPrice.status).toBe(422);
    expect(Object.keys(badPrice.body.errors)).toEqual(['price']);
    expect((await owner.client.get('/api/admin/offers?status=nonsense')).status).toBe(422);
    const wrongState = await owner.client.post(`/api/admin/offers/${id}/receive`, {});
    expect(wrongState.status).toBe(409);
    expect(wrongState.body).toMatchObject({ error_code: 'STATE_CONFLICT', message: `Offer ${id} is new, not approved` });
    expect((await owner.client.post('/api/admin/offers/99999999/reject', {})).status).toBe(404);
    expect((await owner.client.post('/api/admin/orders/99999999/fail', { reason: 'x' })).status).toBe(404);
    expect(Object.keys((await owner.client.post('/api/admin/orders/1/fail', {})).body.errors)).toEqual(['reason']);
    const listed = (await owner.client.get('/api/admin/offers?status=new')).body.payload as { id: number }[];
    expect(listed.map((offer) => offer.id)).toContain(id);

    await offers.offerIn('payout_pending');
    const payouts = await owner.client.get('/api/admin/payouts');
    expect(payouts.status).toBe(200);
    expect(payouts.body.payload.length).toBeGreaterThan(0);
    expect(JSON.stringify(payouts.body)).not.toMatch(/DE89370400440532013000/);
    expect(payouts.body.payload[0].masked_iban).toMatch(/\*/);
  });
});
