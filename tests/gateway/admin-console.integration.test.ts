// The console's own schema at POST /admin/graphql (issue 43): only its persisted operations run there
// (none of the shop's, and none of its own at /graphql), the staff cookie goes through to /api/admin,
// and every expected refusal is a typed result or a coded error the console shows in place.
import { describe, expect, it } from 'vitest';
import { adminDocumentId } from '../../machines/admin/admin-client';
import {
  AdminAcceptInviteDocument,
  AdminAdjustBalanceDocument,
  AdminCustomerDocument,
  AdminInviteStaffDocument,
  AdminMeDocument,
  AdminPayoutsDocument,
  AdminSignInDocument,
  AdminSignOutDocument,
  AdminStaffDocument,
} from '../../machines/admin/graphql/graphql';
import { StartupDocument } from '../../machines/graphql/graphql';
import { ConsoleBrowser, enrolledStaff, STAFF_PASSWORD } from './console-browser';
import { useShop } from './shop-fixture';

const { shop } = useShop({ anyDocument: false });

const enrolled = (role: string) => enrolledStaff(shop(), role);

describe('the console gateway at /admin/graphql', () => {
  it("runs the console's operations by id and nothing else; the shop's /graphql runs none of them", async () => {
    const origin = shop().gatewayOrigin;
    const post = (path: string, documentId: string) => fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ documentId }) });
    expect((await post('/admin/graphql', adminDocumentId(StartupDocument))).status).toBe(404);
    expect((await post('/graphql', adminDocumentId(AdminMeDocument))).status).toBe(404);
    const text = await fetch(`${origin}/admin/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { id } }' }) });
    expect(text.status).toBe(400);
    const anonymous = await new ConsoleBrowser(origin).run(AdminMeDocument);
    expect(anonymous.data.me).toBeNull();
  });

  it('an invitation accepted gives the otpauth URI and ten codes; sign-in needs the code; signed in, me names the permissions', async () => {
    const support = await enrolled('support');
    expect(support.accepted.result.ok).toBe(true);
    expect(support.accepted.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(support.accepted.recoveryCodes).toHaveLength(10);

    const again = await new ConsoleBrowser(shop().gatewayOrigin).run(AdminAcceptInviteDocument, { token: 'not-a-token', password: STAFF_PASSWORD });
    expect(again.data.acceptInvite.result).toMatchObject({ ok: false, message: expect.any(String) });

    const wrong = await support.browser.run(AdminSignInDocument, { email: support.email, password: STAFF_PASSWORD, code: '000000' });
    expect(wrong.data.signIn).toMatchObject({ ok: false, message: expect.any(String) });
    expect((await support.browser.run(AdminMeDocument)).data.me).toBeNull();

    const signedIn = await support.browser.run(AdminSignInDocument, { email: support.email, password: STAFF_PASSWORD, code: support.totp().generate() });
    expect(signedIn.data.signIn.ok).toBe(true);
    const me = (await support.browser.run(AdminMeDocument)).data.me;
    expect(me).toMatchObject({ email: support.email, role: 'support' });
    expect(me.permissions).toContain('orders.read');
    expect(me.permissions).not.toContain('payouts.read');

    // A read the role may not make is FORBIDDEN naming the permission; an action is a typed refusal.
    const payouts = await support.browser.run(AdminPayoutsDocument);
    expect(payouts.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringContaining('payouts.read') });
    const invite = await support.browser.run(AdminInviteStaffDocument, { email: 'x@example.com', role: 'support' });
    expect(invite.data.inviteStaff).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });

    expect((await support.browser.run(AdminSignOutDocument)).data.signOut.ok).toBe(true);
    const after = await support.browser.run(AdminStaffDocument);
    expect(after.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('the owner invites through the console and gets the link; an unknown role is a field error', async () => {
    const owner = await enrolled('owner');
    await owner.browser.run(AdminSignInDocument, { email: owner.email, password: STAFF_PASSWORD, code: owner.totp().generate() });
    const invited = (await owner.browser.run(AdminInviteStaffDocument, { email: 'new.agent@example.com', role: 'support' })).data.inviteStaff;
    expect(invited).toMatchObject({ ok: true, inviteUrl: expect.stringMatching(/\/admin\/invite\/[\w-]+$/) });
    const unknown = (await owner.browser.run(AdminInviteStaffDocument, { email: 'other@example.com', role: 'nobody' })).data.inviteStaff;
    expect(unknown.ok).toBe(false);
    expect(unknown.errorCode).toBe('VALIDATION_FAILED');
    const staff = (await owner.browser.run(AdminStaffDocument)).data;
    expect(staff.staff.map((member: { email: string }) => member.email)).toContain('new.agent@example.com');
    expect(staff.roles.map((role: { name: string }) => role.name)).toEqual(expect.arrayContaining(['owner', 'support', 'finance']));
  });

  it('a balance adjustment takes the amount as typed: a wrong one is refused with the amount field message, a right one is done', async () => {
    const owner = await enrolled('owner');
    await owner.browser.run(AdminSignInDocument, { email: owner.email, password: STAFF_PASSWORD, code: owner.totp().generate() });
    const customer = await shop().db.insertInto('users').values({ email: `adjusted.${Date.now()}@example.com`, balance: 0, created_at: 1 } as never).returning('id').executeTakeFirstOrThrow();
    for (const typed of ['abc', '0', '1.234', '']) {
      const refused = (await owner.browser.run(AdminAdjustBalanceDocument, { customerId: Number(customer.id), amount: typed, reason: 'goodwill' })).data.adjustBalance;
      expect(refused, typed).toMatchObject({ ok: false, errorCode: 'VALIDATION_FAILED' });
      expect(refused.fieldErrors.map((error: { field: string }) => error.field), typed).toContain('amount');
    }
    const done = (await owner.browser.run(AdminAdjustBalanceDocument, { customerId: Number(customer.id), amount: ' 12.50 ', reason: 'goodwill' })).data.adjustBalance;
    expect(done).toMatchObject({ ok: true, awaitingApproval: false });
    // The console's schema speaks EUR, as typed: the REST API's cents are converted on the way.
    const record = (await owner.browser.run(AdminCustomerDocument, { id: Number(customer.id) })).data.customer;
    expect(record.balance).toBe(12.5);
    expect(record.ledger.map((row: { amount: number | null }) => row.amount)).toEqual([12.5]);
  });
});
