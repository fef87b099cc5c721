import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listCurrencies, updateCurrencyRate } from '../../api/reference-data/currencies.repository';
import { migrateToLatest, shopMigrator } from '../../api/db/migrate';
import { migrationProvider } from '../../api/db/migration-provider';
import { seedDatabase } from '../../api/db/seed';
import { ApiError } from '../../api/http/api-error';
import { MAX_RATE, MIN_RATE } from '../../api/lib/money';
import { createCurrenciesService, RATE_OUT_OF_RANGE } from '../../api/reference-data/currencies.service';
import { createTestDatabase, type TestDatabase } from './api-harness';

// A currency rate of 0 or below, or one so small that conversion breaks down, is refused by the
// database (CHECK) and by the currencies service, on SQLite and on PostgreSQL alike.
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function seeded() {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { items: 0 });
  return database.db;
}

const BAD_RATES = [0, -1.08, 4.9e-7, MAX_RATE * 1.5, Number.POSITIVE_INFINITY];

describe('currencies.value CHECK', () => {
  it('refuses a rate of 0, below 0, below MIN_RATE or above MAX_RATE, on update and on insert', async () => {
    const db = await seeded();
    for (const rate of BAD_RATES) {
      await expect(updateCurrencyRate(db, 'USD', rate), `update ${rate}`).rejects.toThrow(/check|constraint/i);
      await expect(
        db.insertInto('currencies').values({ code: 'XTS', symbol: 'X', value: rate, position: 9 }).execute(),
        `insert ${rate}`,
      ).rejects.toThrow(/check|constraint/i);
    }
    expect((await listCurrencies(db)).find((c) => c.code === 'USD')?.value).toBe(1.08);
  });

  it('accepts the bounds themselves', async () => {
    const db = await seeded();
    expect(await updateCurrencyRate(db, 'USD', MIN_RATE)).toBe(true);
    expect(await updateCurrencyRate(db, 'SEK', MAX_RATE)).toBe(true);
    const rates = Object.fromEntries((await listCurrencies(db)).map((c) => [c.code, c.value]));
    expect(rates).toMatchObject({ USD: MIN_RATE, SEK: MAX_RATE, EUR: 1 });
  });

  it('keeps the stored currencies when the migration rebuilds or alters the table', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const all = Object.keys(await migrationProvider.getMigrations());
    const before = all.indexOf('20261122151000_currency-rate-check');
    // Migrate to just before the CHECK, store a rate, then apply the rest.
    const migrator = await shopMigrator(db);
    const { error } = await migrator.migrateTo(all[before - 1]);
    expect(error).toBeUndefined();
    await sql`insert into currencies (code, symbol, value, position) values ('NOK', 'kr', 11.7, 7)`.execute(db);
    await migrateToLatest(db);
    expect(await listCurrencies(db)).toEqual([{ code: 'NOK', symbol: 'kr', value: 11.7, position: 7 }]);
    await expect(updateCurrencyRate(db, 'NOK', 0)).rejects.toThrow(/check|constraint/i);
  });
});

describe('currencies service setRate', () => {
  it('answers 422 on value for a rate that cannot convert, before the database sees it', async () => {
    const db = await seeded();
    const service = createCurrenciesService(db);
    for (const rate of [...BAD_RATES, Number.NaN]) {
      const error = await service.setRate('USD', rate).catch((e: unknown) => e);
      expect(error, String(rate)).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode).toBe(422);
      expect((error as ApiError).errors).toEqual({ value: [RATE_OUT_OF_RANGE] });
    }
    expect((await service.resolve('usd')).value).toBe(1.08);
  });

  it('stores a good rate and answers 404 for an unknown currency', async () => {
    const db = await seeded();
    const service = createCurrenciesService(db);
    await service.setRate('usd', 1.1);
    expect((await listCurrencies(db)).find((c) => c.code === 'USD')?.value).toBe(1.1);
    const error = await service.setRate('XTS', 1).catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(404);
  });
});
