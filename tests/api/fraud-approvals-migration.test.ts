import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, shopMigrator } from '../../api/db/migrate';
import { migrationProvider } from '../../api/db/migration-provider';
import { createTestDatabase, type TestDatabase } from './api-harness';

// Its own file: one test database per file (PostgreSQL's migration lock table is looked up by name).
let database: TestDatabase | undefined;
afterAll(async () => database?.destroy());

const NAME = '20261128190000_deposit-refund-approvals';

describe(`migration ${NAME}`, () => {
  it('keeps every approval, lists the deposit refunds already waiting, one open approval per refund; down drops them and restores the old kinds', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const all = Object.keys(await migrationProvider.getMigrations());
    const before = all[all.indexOf(NAME) - 1];
    const migrator = await shopMigrator(db);
    expect((await migrator.migrateTo(before)).error).toBeUndefined();

    await sql`insert into users (id, email, created_at) values (1, 'payer@example.com', 1)`.execute(db);
    await sql`insert into deposits (id, user_id, status, amount_minor, currency, currency_rate, eur_cents, email, lang_id, payment_type, provider, reference, created_at, updated_at)
      values (1, 1, 2, 15000, 'EUR', 1, 15000, 'payer@example.com', 10, 'card', 'sandbox', 'ref-1', 1, 1)`.execute(db);
    await sql`insert into deposit_refunds (id, deposit_id, user_id, amount_minor, eur_cents, reason, status, prepared_by, created_at, updated_at)
      values (501, 1, 1, 15000, 15000, 'stolen card', 'awaiting_approval', 'staff:7', 5, 5)`.execute(db);
    await sql`insert into approvals (id, kind, entity_id, amount_cents, reason, status, prepared_by, prepared_at) values (901, 'balance_adjust', 1, 20000, 'goodwill', 'pending', 'staff:7', 3)`.execute(db);
    await expect(sql`insert into approvals (kind, entity_id, amount_cents, status, prepared_by, prepared_at) values ('deposit_refund', 1, 1, 'pending', 'x', 1)`.execute(db)).rejects.toThrow(/check/i);

    await migrateToLatest(db);
    const rows = () => db.selectFrom('approvals').select(['kind', 'entity_id', 'amount_cents', 'reason', 'status', 'prepared_by']).orderBy('kind').execute();
    expect((await rows()).map((row) => ({ ...row, entity_id: Number(row.entity_id), amount_cents: Number(row.amount_cents) }))).toEqual([
      { kind: 'balance_adjust', entity_id: 1, amount_cents: 20000, reason: 'goodwill', status: 'pending', prepared_by: 'staff:7' },
      { kind: 'deposit_refund', entity_id: 501, amount_cents: 15000, reason: 'stolen card', status: 'pending', prepared_by: 'staff:7' },
    ]);
    await expect(sql`insert into approvals (kind, entity_id, amount_cents, status, prepared_by, prepared_at) values ('deposit_refund', 501, 1, 'pending', 'x', 1)`.execute(db)).rejects.toThrow(/unique/i);
    await expect(sql`insert into approvals (kind, entity_id, amount_cents, status, prepared_by, prepared_at) values ('other', 1, 1, 'pending', 'x', 1)`.execute(db)).rejects.toThrow(/check/i);

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect((await rows()).map((row) => row.kind)).toEqual(['balance_adjust']);
  });
});
