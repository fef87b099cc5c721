import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardAdminRoutes } from '../../api/admin/admin-guard';
import { createStaffAuthService } from '../../api/admin/staff-auth.service';
import { startTestApiWithMail, stopTestApi, type TestApi } from './api-harness';
import { MailCatcher, type CaughtMail } from '../support/mail-catcher';
import { AccountClient } from './support/account-client';
import { runOps } from './support/ops-cli';
import { adminConfigOf, auditRowsAfter, codeAt, invitedStaff, lastAuditId, signedInStaff, STAFF_PASSWORD } from './support/admin-staff';
import { staffCookieName } from '../../api/admin/staff-cookie';

let api: TestApi;
const mail = new MailCatcher();
/** An invitation's link is a path (/admin/invite/<token>), not a ?token= query like the customers' links. */
const inviteLinkIn = (sent: CaughtMail) => /https?:\/\/[^\s"<>]+\/admin\/invite\/[A-Za-z0-9_-]+/.exec(sent.body)?.[0];

beforeAll(async () => {
  api = await startTestApiWithMail(mail, { items: 1 });
});
afterAll(async () => stopTestApi(api, mail));

const me = (client: AccountClient) => client.get('/api/admin/me');

describe('staff invitation and enrolment', () => {
  it('an invitation made in the console is e-mailed too, with the link the inviting owner is shown', async () => {
    const owner = await signedInStaff(api, 'owner');
    const invited = await owner.client.post('/api/admin/staff/invite', { email: 'console.invitee@example.com', role: 'support' });
    expect(invited.status).toBe(200);
    expect(invited.body.payload.invite_url).toMatch(new RegExp(`^${api.config.publicUrl}/admin/invite/[A-Za-z0-9_-]+$`));
    const sent = await mail.waitFor('console.invitee@example.com');
    expect(sent.body).toContain('as support');
    expect(inviteLinkIn(sent)).toBe(invited.body.payload.invite_url);
  });

  it('staff:invite prints the invitation URL, writes one audit row as cli:<user>, and the link sets password and TOTP once', async () => {
    const since = await lastAuditId(api);
    const result = await runOps(api, ['staff:invite', 'first.owner@example.com', '--role', 'owner']);
    expect(result.code, result.stderr).toBe(0);
    const token = /\/admin\/invite\/([A-Za-z0-9_-]+)/.exec(result.stdout)?.[1];
    expect(token).toBeDefined();
    const rows = await auditRowsAfter(api, since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'staff.invite', entity: 'staff', after: { email: 'first.owner@example.com', role: 'owner' } });
    expect(rows[0].actor).toMatch(/^cli:.+/);
    expect(JSON.stringify(rows[0])).not.toContain(token);
    // The invitee gets the same link by e-mail, queued with the invitation and sent by the shop's job worker.
    const invitation = await mail.waitFor('first.owner@example.com');
    expect(invitation.subject).toBe('Your Skin Shop staff invitation');
    expect(inviteLinkIn(invitation)).toBe(`${api.config.publicUrl}/admin/invite/${token}`);

    const client = new AccountClient(api);
    const accepted = await client.post('/api/admin/invite/accept', { token, password: STAFF_PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.payload.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*period=30/);
    expect(accepted.body.payload.otpauth_uri).toContain('digits=6');
    expect(accepted.body.payload.recovery_codes).toHaveLength(10);
    expect(new Set(accepted.body.payload.recovery_codes).size).toBe(10);
    const stored = await api.db.selectFrom('staff').selectAll().where('email', '=', 'first.owner@example.com').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.totp_confirmed_at).toBeNull();

    const again = await client.post('/api/admin/invite/accept', { token, password: STAFF_PASSWORD });
    expect(again.status).toBe(422);
    expect(again.body.error_code).toBe('INVALID_TOKEN');
  });

  it('refuses a short password with a field message, and bad invitations', async () => {
    const client = new AccountClient(api);
    const short = await client.post('/api/admin/invite/accept', { token: 'x', password: 'short' });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toContain('password');
    expect((await runOps(api, ['staff:invite', 'someone@example.com', '--role', 'janitor'])).code).toBe(1);
    expect((await runOps(api, ['staff:invite', 'someone@example.com'])).code).toBe(1);
  });
});

describe('staff sign-in', () => {
  it('needs password and a code every time; the first code completes enrolment; a code is accepted only once', async () => {
    const staff = await invitedStaff(api, 'support');
    const login = (code: string, password = STAFF_PASSWORD) => staff.client.post('/api/admin/login', { email: staff.email, password, code });
    expect((await me(staff.client)).status).toBe(401);
    expect((await login('000000')).status).toBe(422);
    expect((await login(codeAt(staff.totp), 'wrong password 1')).status).toBe(422);
    const code = codeAt(staff.totp);
    const signedIn = await login(code);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith(`${staffCookieName(false)}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect((await me(staff.client)).body.payload).toMatchObject({ id: staff.id, role: 'support' });
    expect((await api.db.selectFrom('staff').select('totp_confirmed_at').where('id', '=', staff.id).executeTakeFirstOrThrow()).totp_confirmed_at).not.toBeNull();

    // The same code again (a replay), from a fresh browser: refused.
    const replay = await new AccountClient(api).post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD, code });
    expect(replay.status).toBe(422);
    expect(replay.body.error_code).toBe('INVALID_CREDENTIALS');
    // The next step's code works (once).
    expect((await login(codeAt(staff.totp, 1))).status).toBe(200);
    expect((await login(codeAt(staff.totp, 1))).status).toBe(422);

    const history = await api.db.selectFrom('staff_sign_ins').select(['outcome', 'ip', 'user_agent']).where('staff_id', '=', staff.id).orderBy('id').execute();
    expect(history.map((row) => row.outcome)).toEqual(['wrong-code', 'wrong-password', 'signed-in', 'wrong-code', 'signed-in', 'wrong-code']);
    expect(history[0].ip).toBe('127.0.0.1');
    expect(history[0].user_agent.length).toBeGreaterThan(0);
  });

  it('a recovery code signs in once', async () => {
    const staff = await invitedStaff(api, 'finance');
    const login = (code: string) => new AccountClient(api).post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD, code });
    expect((await login(staff.recoveryCodes[3].toUpperCase())).status).toBe(200);
    expect((await login(staff.recoveryCodes[3])).status).toBe(422);
    expect((await login(staff.recoveryCodes[4])).status).toBe(200);
  });

  it('uses the __Host- prefix over https', () => {
    expect(staffCookieName(true)).toBe('__Host-staff_sid');
  });
});

describe('staff sessions', () => {
  const session = (staffId: number) => api.db.updateTable('staff_sessions').where('staff_id', '=', staffId);

  it('end after 30 minutes idle', async () => {
    const staff = await signedInStaff(api, 'support');
    const now = Math.floor(Date.now() / 1000);
    await session(staff.id).set({ last_seen_at: now - 29 * 60 }).execute();
    expect((await me(staff.client)).status).toBe(200); // and the idle clock restarts
    await session(staff.id).set({ last_seen_at: now - 31 * 60 }).execute();
    expect((await me(staff.client)).status).toBe(401);
  });

  it('end after 12 hours however active', async () => {
    const staff = await signedInStaff(api, 'support');
    const now = Math.floor(Date.now() / 1000);
    const row = await api.db.selectFrom('staff_sessions').select(['created_at', 'expires_at']).where('staff_id', '=', staff.id).executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(12 * 3600);
    await session(staff.id).set({ created_at: now - 12 * 3600, expires_at: now, last_seen_at: now }).execute();
    expect((await me(staff.client)).status).toBe(401);
  });

  it('end at once when the member is revoked, and the member cannot sign in again', async () => {
    const owner = await signedInStaff(api, 'owner');
    const staff = await signedInStaff(api, 'support');
    expect((await me(staff.client)).status).toBe(200);
    const since = await lastAuditId(api);
    expect((await owner.client.post(`/api/admin/staff/${staff.id}/revoke`, {})).status).toBe(200);
    expect((await me(staff.client)).status).toBe(401);
    expect(await auditRowsAfter(api, since)).toMatchObject([{ action: 'staff.revoke', entity_id: String(staff.id), actor: `staff:${owner.id}`, before: { revoked: false }, after: { revoked: true } }]);
    const login = await new AccountClient(api).post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD, code: staff.recoveryCodes[0] });
    expect(login.status).toBe(422);
  });

  it('logout ends the session', async () => {
    const staff = await signedInStaff(api, 'catalogue');
    expect((await staff.client.post('/api/admin/logout', {})).status).toBe(200);
    expect((await me(staff.client)).status).toBe(401);
  });
});

describe('staff management keeps the shop manageable', () => {
  it('nobody revokes themselves, and the last active owner is neither revoked nor moved to another role', async () => {
    const owner = await signedInStaff(api, 'owner');
    const self = await owner.client.post(`/api/admin/staff/${owner.id}/revoke`, {});
    expect(self.status).toBe(409);
    expect(self.body.error_code).toBe('STATE_CONFLICT');
    const owners = await api.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('revoked_at', 'is', null).execute();
    // Every other active owner moves to admin; then this one is the last.
    for (const { id } of owners) if (Number(id) !== owner.id) expect((await owner.client.post(`/api/admin/staff/${id}/role`, { role: 'admin' })).status).toBe(200);
    const demoted = await owner.client.post(`/api/admin/staff/${owner.id}/role`, { role: 'admin' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe('The shop keeps at least one active owner');
    const unknownRole = await owner.client.post(`/api/admin/staff/${owner.id}/role`, { role: 'janitor' });
    expect(unknownRole.status).toBe(422);
  });

  it('two last owners revoking each other at once leave one owner', async () => {
    await api.db.updateTable('staff').set({ role: 'admin' }).where('role', '=', 'owner').execute();
    const [first, second] = [await signedInStaff(api, 'owner'), await signedInStaff(api, 'owner')];
    const answers = await Promise.all([first.client.post(`/api/admin/staff/${second.id}/revoke`, {}), second.client.post(`/api/admin/staff/${first.id}/revoke`, {})]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const owners = await api.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('revoked_at', 'is', null).execute();
    expect(owners).toHaveLength(1);
  });

  it('an admin route that declares no permission does not start', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (admin) => {
        guardAdminRoutes(admin, createStaffAuthService(api.db, adminConfigOf(api)), false);
        admin.get('/forgotten', async () => 'open to all');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no access/);
    await app.close();
  });
});
