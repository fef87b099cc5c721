import { randomBytes } from 'node:crypto';
import { URI, type TOTP } from 'otpauth';
import { cliActor } from '../../../api/admin/actor';
import type { AdminConfig } from '../../../api/admin/admin-config';
import { createStaffAuthService } from '../../../api/admin/staff-auth.service';
import type { TestApi } from '../api-harness';
import { AccountClient } from './account-client';

export const STAFF_PASSWORD = 'Staff password 12';

export interface StaffMember {
  id: number;
  email: string;
  client: AccountClient;
  totp: TOTP;
  recoveryCodes: string[];
}

export const adminConfigOf = (api: Pick<TestApi, 'config'>): AdminConfig => api.config.admin;

/** Invites (as `npm run ops -- staff:invite` does) and accepts; the member is not signed in yet. */
export async function invitedStaff(api: TestApi, role: string, email = `staff.${randomBytes(4).toString('hex')}@example.com`) {
  const { staffId, token } = await createStaffAuthService(api.db, adminConfigOf(api)).invite(cliActor(), email, role);
  const client = new AccountClient(api);
  const accepted = await client.post('/api/admin/invite/accept', { token, password: STAFF_PASSWORD });
  if (accepted.status !== 200) throw new Error(`invite/accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const totp = URI.parse(accepted.body.payload.otpauth_uri as string) as TOTP;
  return { id: staffId, email, client, totp, recoveryCodes: accepted.body.payload.recovery_codes as string[], token };
}

/** A code of the step `offset` steps from now (each step's code is accepted once). */
export const codeAt = (totp: TOTP, offset = 0) => totp.generate({ timestamp: Date.now() + offset * 30_000 });

/** A signed-in staff member of `role`, with its own cookie jar. */
export async function signedInStaff(api: TestApi, role: string): Promise<StaffMember> {
  const staff = await invitedStaff(api, role);
  const login = await staff.client.post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD, code: codeAt(staff.totp) });
  if (login.status !== 200) throw new Error(`admin/login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return staff;
}

/** How many audit rows there are (tests compare before and after one action). */
export async function auditCount(api: Pick<TestApi, 'db'>): Promise<number> {
  const row = await api.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The audit rows after id `afterId`, oldest first, with before/after parsed. */
export async function auditRowsAfter(api: Pick<TestApi, 'db'>, afterId: number) {
  const rows = await api.db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), before: row.before_json && JSON.parse(row.before_json), after: row.after_json && JSON.parse(row.after_json) }));
}

export async function lastAuditId(api: Pick<TestApi, 'db'>): Promise<number> {
  const row = await api.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? Number(row.id) : 0;
}
