import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../api/db/migrate';
import { migrationProvider } from '../../api/db/migration-provider';
import { analyzeItems, countItems } from '../../api/catalogue/items.repository';
import { fillCatalogue, seedDatabase } from '../../api/db/seed';
import { ENGLISH_ID } from '../../api/db/seed-data/languages';
import { allTranslations } from '../../api/db/seed-data/localizations/index';
import { readSettings, writeSetting } from '../../api/reference-data/settings.repository';
import { createTestDatabase, type TestDatabase } from './api-harness';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function freshDatabase() {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  return database.db;
}

describe('migrations', () => {
  it('apply once and are idempotent', async () => {
    database = await createTestDatabase();
    expect(database.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
    const all = Object.keys(await migrationProvider.getMigrations());
    expect(await migrateToLatest(database.db)).toEqual(all);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});

describe('analyzeItems', () => {
  // Sampled values (sqlite_stat4) make SQLite re-plan a listing statement whenever a filter value is
  // bound to it; the planner keeps the per-index row counts (sqlite_stat1).
  it.skipIf(Boolean(process.env.DATABASE_URL))('leaves SQLite row counts but no sampled values', async () => {
    const db = await freshDatabase();
    await fillCatalogue(db, 500);
    await analyzeItems(db);
    const { rows: counts } = await sql<{ n: number }>`select count(*) as n from sqlite_stat1 where tbl = 'items'`.execute(db);
    const { rows: samples } = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(db);
    expect(counts[0].n).toBeGreaterThan(0);
    expect(samples[0].n).toBe(0);
  });
});

describe('seedDatabase', () => {
  it('creates a realistic catalogue of at least 400 items', async () => {
    const db = await freshDatabase();
    const result = await seedDatabase(db);
    expect(result.itemsInserted).toBeGreaterThanOrEqual(400);
    const items = await db.selectFrom('items').selectAll().execute();
    const byGame = (game: string) => items.filter((item) => item.category === game);
    const values = (game: string, key: 'quality' | 'exterior' | 'class' | 'type') => new Set(byGame(game).map((i) => i[key]));

    expect(values('cs2', 'quality')).toEqual(
      new Set(['Consumer Grade', 'Industrial Grade', 'Mil-Spec Grade', 'Restricted', 'Classified', 'Covert', 'Contraband']),
    );
    expect(values('cs2', 'exterior')).toEqual(new Set(['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred']));
    expect(values('cs2', 'class')).toEqual(new Set(['Normal', 'StatTrak™', 'Souvenir']));
    expect(values('dota2', 'quality')).toEqual(new Set(['Common', 'Uncommon', 'Rare', 'Mythical', 'Legendary', 'Immortal', 'Arcana']));
    expect(values('dota2', 'class')).toEqual(new Set(['Standard', 'Inscribed', 'Genuine', 'Autographed', 'Heroic']));
    expect(values('dota2', 'type')).toEqual(new Set(['Wearable', 'Courier', 'Ward', 'Taunt', 'Bundle']));
    for (const game of ['cs2', 'dota2']) {
      expect(byGame(game).filter((i) => i.is_new === 1).length, `${game} new`).toBeGreaterThanOrEqual(12);
      expect(byGame(game).filter((i) => i.best_seller === 1).length, `${game} best sellers`).toBeGreaterThanOrEqual(12);
    }
    expect(byGame('cs2').every((i) => / \| .+ \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/.test(i.title))).toBe(true);
    expect(byGame('dota2').some((i) => i.hero === null && i.type === 'Courier')).toBe(true);
    expect(items.filter((i) => i.old_price === 0).length).toBeGreaterThan(50);
    expect(items.filter((i) => i.old_price > i.price).length).toBeGreaterThan(50);
    expect(items.every((i) => i.price > 0 && i.price <= 1_000_000 && i.description.length > 20)).toBe(true);
    expect(new Set(items.map((i) => i.item_id)).size).toBe(items.length);
  });

  it('re-seeds reference data without duplicating or touching the catalogue', async () => {
    const db = await freshDatabase();
    await seedDatabase(db);
    const before = await countItems(db);
    expect(await seedDatabase(db)).toEqual({ itemsInserted: 0, itemsTotal: before });
    expect(await countItems(db)).toBe(before);
    const currencies = await db.selectFrom('currencies').select('code').execute();
    expect(currencies.length).toBe(new Set(currencies.map((c) => c.code)).size);
  });

  it('keeps settings an operator changed', async () => {
    const db = await freshDatabase();
    await seedDatabase(db, { items: 0 });
    await writeSetting(db, 'min_top_up', 20);
    await writeSetting(db, 'google_tag', 'G-OPERATOR');
    await db.deleteFrom('settings').where('key', '=', 'copyright').execute();
    await seedDatabase(db, { items: 0 });
    const settings = await readSettings(db);
    expect(settings.min_top_up).toBe(20);
    expect(settings.google_tag).toBe('G-OPERATOR');
    expect(settings.copyright).toMatch(/©/);
  });

  it('keeps exchange rates an operator changed', async () => {
    const db = await freshDatabase();
    await seedDatabase(db, { items: 0 });
    await db.updateTable('currencies').set({ value: 1.17 }).where('code', '=', 'USD').execute();
    await seedDatabase(db, { items: 0 });
    const usd = await db.selectFrom('currencies').select(['value', 'symbol']).where('code', '=', 'USD').executeTakeFirstOrThrow();
    expect(usd).toEqual({ value: 1.17, symbol: '$' });
  });

  it('rewrites every translation key for every language on each start', async () => {
    const db = await freshDatabase();
    await seedDatabase(db, { items: 0 });
    await db.updateTable('localizations').set({ text: 'stale' }).execute();
    await db.insertInto('localizations').values({ lang_id: 11, key: 'obsolete.key', text: 'x' }).execute();
    await seedDatabase(db, { items: 0 });
    const rows = await db.selectFrom('localizations').selectAll().execute();
    expect(rows.some((row) => row.text === 'stale' || row.key === 'obsolete.key')).toBe(false);
    const english = Object.keys(allTranslations()[ENGLISH_ID] ?? {});
    expect(english.length).toBeGreaterThan(0);
    const languages = await db.selectFrom('languages').select('id').execute();
    for (const { id } of languages) {
      const keys = new Set(rows.filter((row) => row.lang_id === id).map((row) => row.key));
      expect(english.filter((key) => !keys.has(key)), `language ${id}`).toEqual([]);
    }
  });

  it('fills the catalogue up to a target size, continuing the generator', async () => {
    const db = await freshDatabase();
    await seedDatabase(db, { items: 10 });
    expect(await fillCatalogue(db, 1_234)).toEqual({ itemsInserted: 1_224, itemsTotal: 1_234 });
    expect(await fillCatalogue(db, 100)).toEqual({ itemsInserted: 0, itemsTotal: 1_234 });
    const ids = await db.selectFrom('items').select('item_id').execute();
    expect(new Set(ids.map((row) => row.item_id)).size).toBe(1_234);
  });
});

describe('translation files', () => {
  it('have every English key in German (language 11 is complete)', () => {
    const translations = allTranslations();
    const english = Object.keys(translations[ENGLISH_ID] ?? {});
    const german = translations[11] ?? {};
    expect(english.filter((key) => !(key in german))).toEqual([]);
    for (const key of english) expect(german[key]?.trim(), key).not.toBe('');
  });
});
