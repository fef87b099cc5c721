import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, shopMigrator } from '../../api/db/migrate';
import { migrationProvider } from '../../api/db/migration-provider';
import { createTestDatabase, type TestDatabase } from './api-harness';

// Its own file: one test database per file (PostgreSQL's migration lock table is looked up by name).
let database: TestDatabase | undefined;
afterAll(async () => database?.destroy());

const NAME = '20261125120000_payout-attempts';

describe(`migration ${NAME}`, () => {
  it('keeps every payout, lets a failed one be followed by another, still one open payout per offer; down restores one per offer', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const all = Object.keys(await migrationProvider.getMigrations());
    const migrator = await shopMigrator(db);
    expect((await migrator.migrateTo(all[all.indexOf(NAME) - 1])).error).toBeUndefined();

    await sql`insert into users (id, email, created_at) values (1, 'seller@example.com', 1)`.execute(db);
    for (const id of [1, 2]) {
      await sql`insert into offers (id, user_id, title, quality, item_url, currency, user_price_minor, service_price_minor, status, created_at, updated_at)
        values (${id}, 1, 'AK-47 | Redline', 'Field-Tested', 'https://steamcommunity.com/market/listings/730/x', 'EUR', 2500, 2000, ${id === 1 ? 'payout_failed' : 'paid'}, 1, 1)`.execute(db);
    }
    // Ids far above what the database hands out next (PostgreSQL's identity does not see explicit ids).
    await sql`insert into payouts (id, offer_id, user_id, method, status, amount_minor, currency, reference, iban, message, created_at, updated_at)
      values (1001, 1, 1, 'iban', 'failed', 2000, 'EUR', null, 'DE89370400440532013000', 'Account closed', 1, 1),
             (1002, 2, 1, 'card', 'paid', 2000, 'EUR', 'abcdefghijklmnopqrstuv', null, null, 1, 1)`.execute(db);
    await migrateToLatest(db);

    const payouts = () => db.selectFrom('payouts').select(['id', 'offer_id', 'status', 'reference', 'iban', 'message']).orderBy('id').execute();
    expect(await payouts()).toEqual([
      { id: 1001, offer_id: 1, status: 'failed', reference: null, iban: 'DE89370400440532013000', message: 'Account closed' },
      { id: 1002, offer_id: 2, status: 'paid', reference: 'abcdefghijklmnopqrstuv', iban: null, message: null },
    ]);
    const attempt = (status: string) =>
      sql`insert into payouts (offer_id, user_id, method, status, amount_minor, currency, created_at, updated_at) values (1, 1, 'iban', ${status}, 2000, 'EUR', 2, 2)`.execute(db);
    await attempt('pending');
    await expect(attempt('pending')).rejects.toThrow(/unique|payouts_one_open_per_offer/i);
    await expect(sql`insert into payouts (offer_id, user_id, method, status, amount_minor, currency, reference, created_at, updated_at)
      values (1, 1, 'card', 'failed', 2000, 'EUR', 'abcdefghijklmnopqrstuv', 2, 2)`.execute(db)).rejects.toThrow(/unique/i);

    // Down refuses while an offer has two payouts, and works once it has one again.
    expect((await migrator.migrateTo(all[all.indexOf(NAME) - 1])).error).toBeDefined();
    await sql`delete from payouts where id = 1001`.execute(db);
    expect((await migrator.migrateTo(all[all.indexOf(NAME) - 1])).error).toBeUndefined();
    await expect(attempt('failed')).rejects.toThrow(/unique/i);
  });
});
