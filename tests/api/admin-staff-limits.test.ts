import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../api/http/rate-limits';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { codeAt, invitedStaff, STAFF_PASSWORD } from './support/admin-staff';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ items: 1, plugin: { rateLimits: { limits: { ...defaultLimits, login: { perIp: 6, perAccount: 3, windowMs: 60_000 } } } } });
});
afterAll(async () => api?.close());

const from = (address: string) => {
  const client = new AccountClient(api);
  return (body: object) => client.send('POST', '/api/admin/login', body, { 'x-forwarded-for': address });
};

describe('staff sign-in limits', () => {
  it('slow a guesser per address and per (member, address) without locking the member out', async () => {
    const owner = await invitedStaff(api, 'owner');
    const attacker = from('203.0.113.7');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await attacker({ email: owner.email, password: `guess ${attempt} xxxxx`, code: '123456' })).status).toBe(422);
    }
    // The attacker's address is now refused for this member, even with the right password and code.
    const limited = await attacker({ email: owner.email, password: STAFF_PASSWORD, code: codeAt(owner.totp) });
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe('RATE_LIMITED');
    // The owner, from their own address, signs in at once.
    expect((await from('198.51.100.20')({ email: owner.email, password: STAFF_PASSWORD, code: codeAt(owner.totp) })).status).toBe(200);
    // Guessing other members from one address hits the per-address limit.
    for (let attempt = 0; attempt < 3; attempt += 1) await attacker({ email: `other${attempt}@example.com`, password: 'guess xxxxxxx', code: '123456' });
    expect((await attacker({ email: 'someone@example.com', password: 'guess xxxxxxx', code: '123456' })).status).toBe(429);
    const history = await api.db.selectFrom('staff_sign_ins').select(['ip', 'outcome']).where('staff_id', '=', owner.id).orderBy('id').execute();
    expect(history).toEqual([
      { ip: '203.0.113.7', outcome: 'wrong-password' },
      { ip: '203.0.113.7', outcome: 'wrong-password' },
      { ip: '203.0.113.7', outcome: 'wrong-password' },
      { ip: '203.0.113.7', outcome: 'rate-limited' },
      { ip: '198.51.100.20', outcome: 'signed-in' },
    ]);
  });
});
