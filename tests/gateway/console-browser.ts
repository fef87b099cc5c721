// A browser of the operator console (issue 43) for the gateway tests: it posts the console's persisted
// operations by id to POST /admin/graphql and keeps the cookies it is given (the staff session), and a
// staff member of a role is invited, enrolled (otpauth computes the codes) and signed in through them.
import { URI, type TOTP } from 'otpauth';
import { expect } from 'vitest';
import { cliActor } from '../../api/admin/actor';
import { createStaffAuthService } from '../../api/admin/staff-auth.service';
import { loadApiConfig } from '../../api/config';
import { adminDocumentId } from '../../machines/admin/admin-client';
import { AdminAcceptInviteDocument, AdminSignInDocument } from '../../machines/admin/graphql/graphql';
import { GraphQLBrowser } from './graphql-browser';
import type { Shop } from './shop-fixture';

export const STAFF_PASSWORD = 'Staff password 12';

export class ConsoleBrowser extends GraphQLBrowser {
  constructor(private readonly gatewayOrigin: string) {
    super(`${gatewayOrigin}/admin`);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async run(document: unknown, variables: Record<string, unknown> = {}): Promise<any> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const res = await fetch(`${this.gatewayOrigin}/admin/graphql`, { method: 'POST', headers, body: JSON.stringify({ documentId: adminDocumentId(document), variables }) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, ...(await res.json()) };
  }
}

/** A staff member of `role`, invited (as `npm run ops -- staff:invite` does) and enrolled through the console: not yet signed in. */
export async function enrolledStaff(shop: Shop, role: string) {
  const email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const config = loadApiConfig({ DATA_DIR: shop.dataDir, LOG_LEVEL: 'silent' });
  const { staffId, token } = await createStaffAuthService(shop.db, config.admin).invite(cliActor(), email, role);
  const browser = new ConsoleBrowser(shop.gatewayOrigin);
  const accepted = (await browser.run(AdminAcceptInviteDocument, { token, password: STAFF_PASSWORD })).data.acceptInvite;
  return { id: staffId, email, browser, accepted, totp: () => URI.parse(accepted.otpauthUri) as TOTP };
}

/** A staff member of `role`, invited, enrolled and signed in. */
export async function signedInStaff(shop: Shop, role: string) {
  const staff = await enrolledStaff(shop, role);
  expect((await staff.browser.run(AdminSignInDocument, { email: staff.email, password: STAFF_PASSWORD, code: staff.totp().generate() })).data.signIn.ok).toBe(true);
  return staff;
}
