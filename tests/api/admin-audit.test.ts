import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { runOps } from './support/ops-cli';
import { auditCount, signedInStaff, STAFF_PASSWORD, type StaffMember } from './support/admin-staff';
import { offerFactory, VALID_IBANS } from './support/seller';
import { newShopper } from './support/shopper';

let api: TestApi;
let owner: StaffMember;

beforeAll(async () => {
  api = await startTestApi({ items: 1, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  owner = await signedInStaff(api, 'owner');
});
afterAll(async () => api?.close());

const verify = () => runOps(api, ['audit:verify']);
const postgres = () => api.dialect === 'postgres';

describe('the audit log', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    const customer = await newShopper(api);
    await owner.client.post(`/api/admin/customers/${customer.id}/freeze`, { reason: 'test' });
    await expect(sql`update audit_log set reason = 'quietly changed'`.execute(api.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(api.db)).rejects.toThrow(/append-only/);
    if (postgres()) await expect(sql`truncate audit_log`.execute(api.db)).rejects.toThrow(/append-only/);
    expect(await auditCount(api)).toBeGreaterThan(0);
  });

  it('stays one chain under concurrent writers (audit:verify exits 0 and says it is whole)', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => newShopper(api, { balanceCents: 1_000 })));
    const before = await auditCount(api);
    const answers = await Promise.all(
      customers.flatMap((customer) => [
        owner.client.post(`/api/admin/customers/${customer.id}/freeze`, { reason: 'race' }),
        owner.client.post(`/api/admin/customers/${customer.id}/balance-adjust`, { amount: 1.5, reason: 'race' }),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await auditCount(api)).toBe(before + 12);
    const result = await verify();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^The audit chain is whole \\(${before + 12} rows\\)\nIts head: ${before + 12}:[0-9a-f]{64} `));
  });

  it('is searchable by entity, id, actor, action and dates, and exports CSV', async () => {
    const customer = await newShopper(api, { balanceCents: 500 });
    await owner.client.post(`/api/admin/customers/${customer.id}/balance-adjust`, { amount: 2, reason: '=HYPERLINK("x")' });
    const found = await owner.client.get(`/api/admin/audit?entity=user&entity_id=${customer.id}&actor=staff:${owner.id}&action=balance.adjust`);
    expect(found.status).toBe(200);
    expect(found.body.payload).toHaveLength(1);
    expect(found.body.payload[0]).toMatchObject({
      actor: `staff:${owner.id}`,
      action: 'balance.adjust',
      entity: 'user',
      entity_id: String(customer.id),
      reason: '=HYPERLINK("x")',
      before: { balance_cents: 500 },
      after: { balance_cents: 700, amount_cents: 200 },
      ip: '127.0.0.1',
      at: expect.any(Number),
    });
    const at = found.body.payload[0].at as number;
    expect((await owner.client.get(`/api/admin/audit?entity_id=${customer.id}&from=${at + 1}`)).body.payload).toEqual([]);
    expect((await owner.client.get(`/api/admin/audit?entity_id=${customer.id}&from=${at}&to=${at}`)).body.payload).toHaveLength(1);
    expect((await owner.client.get('/api/admin/audit?from=yesterday')).status).toBe(422);

    const csv = await owner.client.get(`/api/admin/audit.csv?entity=user&entity_id=${customer.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,action,entity,entity_id,reason,before,after,ip,user_agent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`); // no formula in a spreadsheet
  });

  it('never holds a secret: passwords, TOTP seeds, session ids, invitation tokens, full IBANs', async () => {
    const offers = offerFactory(api);
    const { id } = await offers.offerIn('payout_pending');
    expect((await owner.client.post(`/api/admin/payouts/${id}/complete`, {})).status).toBe(200);
    const everything = JSON.stringify(await api.db.selectFrom('audit_log').selectAll().execute());
    const secrets = await api.db.selectFrom('staff').select(['password_hash', 'totp_secret']).execute();
    for (const { password_hash, totp_secret } of secrets) {
      expect(everything).not.toContain(password_hash);
      expect(everything).not.toContain(totp_secret);
    }
    for (const { id: sessionHash } of await api.db.selectFrom('staff_sessions').select('id').execute()) expect(everything).not.toContain(sessionHash);
    expect(everything).not.toContain(STAFF_PASSWORD);
    expect(everything).not.toContain(VALID_IBANS.DE);
    expect(everything).not.toContain(owner.client.cookieHeader.split('=')[1]);
  });

  it('audit:verify with a head recorded earlier finds rows cut from the end, which leave a whole, shorter chain', async () => {
    const customer = await newShopper(api);
    await owner.client.post(`/api/admin/customers/${customer.id}/freeze`, { reason: 'first' });
    const recorded = JSON.parse((await runOps(api, ['audit:verify', '--json'])).stdout).head as string;
    await owner.client.post(`/api/admin/customers/${customer.id}/unfreeze`, { reason: 'second' });
    expect((await runOps(api, ['audit:verify', '--head', recorded])).code).toBe(0);
    const last = Number(recorded.split(':')[0]);
    if (postgres()) await sql`alter table audit_log disable trigger audit_log_append_only`.execute(api.db);
    else await sql`drop trigger if exists audit_log_no_delete`.execute(api.db);
    await sql`delete from audit_log where id >= ${last}`.execute(api.db);
    expect((await verify()).code).toBe(0); // without a head, nothing shows the cut
    const result = await runOps(api, ['audit:verify', '--head', recorded]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`The audit chain is broken at row ${last}: it was removed: the recorded head is row ${last}, the chain ends at row ${last - 1}`);
    const unreadable = await runOps(api, ['audit:verify', '--head', 'nonsense']);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain('--head must be <row id>:<hash>');
    if (postgres()) await sql`alter table audit_log enable trigger audit_log_append_only`.execute(api.db);
  });

  it('audit:verify names the first row changed or removed directly in the database (exit 1)', async () => {
    const rows = await api.db.selectFrom('audit_log').select(['id', 'reason']).orderBy('id').execute();
    const changed = Number(rows[3].id);
    if (postgres()) await sql`alter table audit_log disable trigger audit_log_append_only`.execute(api.db);
    else await sql`drop trigger audit_log_no_update`.execute(api.db);
    await sql`update audit_log set reason = 'rewritten' where id = ${changed}`.execute(api.db);
    let result = await verify();
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`The audit chain is broken at row ${changed}: it was changed`);

    // Put back as it was, the chain is whole again; then remove an earlier row: that row is named.
    await sql`update audit_log set reason = ${rows[3].reason} where id = ${changed}`.execute(api.db);
    expect((await verify()).code).toBe(0);
    if (!postgres()) await sql`drop trigger if exists audit_log_no_delete`.execute(api.db);
    await sql`delete from audit_log where id = 2`.execute(api.db);
    result = await runOps(api, ['audit:verify', '--json']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({ ok: false, command: 'audit:verify', whole: false, row: 2, problem: 'it was removed' });
  });
});
