import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSearch } from '../../api/catalogue/items-search.repository';
import { insertItems, listItemIds, searchKey } from '../../api/catalogue/items.repository';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { startTestApi, type TestApi } from './api-harness';

// The indexed search (FTS5 trigram on SQLite, pg_trgm on PostgreSQL) must find exactly what the
// substring rule it replaced found: `search_text like '%<lower-cased, trimmed text>%' escape '!'`.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 300 });
  const titles = [
    '100% Pure_Blade (Factory New)',
    'Émeraude Dragon | Ünïcode (Minimal Wear)',
    'ÉMERAUDE dragon lore "quoted" [x]',
    'Back\\slash !bang* 50%_off',
    'Ab',
    '★ StatTrak™ Karambit | Doppler',
  ];
  await insertItems(
    api.db,
    titles.map((title, index) => ({ ...generateItem(index), item_id: `search_${index}`, title })),
  );
});
afterAll(async () => {
  await api?.close();
});

/** The ids the old rule finds, in listing order. */
async function oldRule(text: string, category?: 'cs2' | 'dota2', sort: 'asc' | 'desc' = 'asc'): Promise<number[]> {
  const pattern = `%${searchKey(text).replace(/[!%_]/g, '!$&')}%`;
  let query = api.db
    .selectFrom('items')
    .select('id')
    .where(sql<boolean>`search_text like ${pattern} escape '!'`)
    .orderBy('price', sort)
    .orderBy('id', sort);
  if (category) query = query.where('category', '=', category);
  return (await query.execute()).map((row) => row.id);
}

/** Every page of the listing for a search, and the total it reports. */
async function listed(text: string, extra = ''): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const { status, body } = await api.get(`/api/items/list?search=${encodeURIComponent(text)}&limit=100&page=${page}${extra}`);
    expect(status).toBe(200);
    total = body.meta.total;
    ids.push(...body.payload.map((item: { id: number }) => item.id));
    if (body.payload.length < 100) return { ids, total };
  }
}

const SEARCHES = [
  'dragon', 'DRAGON', 'drag', 'dragon lore', 'Dragon Lore', 'awp | dragon', '  lore  ', 'ak-47 | red',
  'd', 'q', 'é', 'É', 'ü', 'ab', 'dr', '™', 'k™', '★', '★ s', 'émeraude', 'ÉMERAUDE DRAGON',
  '%', '_', '!', '50%_', 'pure_b', 'pure%b', '\\', 'k\\s', '"', '"quoted"', '[x]', '*',
  'unicorn', 'zz', 'e r', '(factory new)', 'field-tested)',
];

describe('items/list search', () => {
  it.each(SEARCHES)('finds what the substring rule finds for %j', async (text) => {
    const expected = await oldRule(text);
    const { ids, total } = await listed(text);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('finds matches at the very start and the very end of a title, however short the search', async () => {
    for (const text of ['a', 'ab', 'b', '1', '10', 'w)', ')']) {
      const expected = await oldRule(text);
      expect(expected.length).toBeGreaterThan(0);
      expect((await listed(text)).ids).toEqual(expected);
    }
  });

  it('combines a search with the other filters and both sorts', async () => {
    for (const text of ['dragon', 'a', 'redline']) {
      const expected = await oldRule(text, 'cs2');
      expect(expected.length).toBeGreaterThan(0);
      expect((await listed(text, '&category=cs2')).ids).toEqual(expected);
      expect((await listed(text, '&category=cs2&sort=desc')).ids).toEqual(await oldRule(text, 'cs2', 'desc'));
    }
  });

  // The service reads few matches from the search index and filters the price-ordered walk for many;
  // both ways must give the same pages.
  it.each(['dragon', 'a', 'é', 'pure_b', 'zz', 'dragon lore'])('gives the same pages read either way for %j', async (text) => {
    const search = await resolveSearch(api.db, searchKey(text));
    for (const sort of ['asc', 'desc'] as const) {
      const expected = await oldRule(text, undefined, sort);
      for (const offset of [0, 7]) {
        const page = { sort, offset, limit: 10 };
        const viaIndex = await listItemIds(api.db, { search }, { ...page, searchVia: 'index' });
        const viaScan = await listItemIds(api.db, { search }, { ...page, searchVia: 'scan' });
        expect(viaIndex).toEqual(expected.slice(offset, offset + 10));
        expect(viaScan).toEqual(expected.slice(offset, offset + 10));
      }
    }
  });
});
