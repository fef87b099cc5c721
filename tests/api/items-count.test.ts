import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { insertItems, itemPricesUpTo } from '../../api/catalogue/items.repository';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { startTestApi, type TestApi } from './api-harness';

// Listing totals are cached per filter on SQLite; they must follow every change of the data,
// whether made through this connection or by another process on the same file.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 20 });
});
afterAll(async () => {
  await api?.close();
});

const total = async (query: string) => (await api.get(`/api/items/list?${query}`)).body.meta.total as number;
const newCs2Item = (index: number) => ({ ...generateItem(index * 2), item_id: `test_${index}` });

describe('items/list meta.total', () => {
  it('follows inserts made through the same connection', async () => {
    const before = await total('category=cs2');
    expect(await total('category=cs2')).toBe(before);
    await insertItems(api.db, [newCs2Item(1000), newCs2Item(1001)]);
    expect(await total('category=cs2')).toBe(before + 2);
  });

  it('follows changes committed by another connection', async () => {
    const before = await total('category=cs2');
    const other = createDatabase(api.config);
    try {
      await insertItems(other.db, [newCs2Item(2000)]);
      expect(await total('category=cs2')).toBe(before + 1);
      await other.db.deleteFrom('items').where('item_id', '=', 'test_2000').execute();
      expect(await total('category=cs2')).toBe(before);
    } finally {
      await other.db.destroy();
    }
  });
});

// A price range's total comes from the sorted prices of its filter (api/catalogue/items.service.ts,
// countInRange): it must equal the database's own count for any range, and follow a reprice.
describe('items/list meta.total with a price range', () => {
  const dbCount = async (category: 'cs2' | 'dota2', fromCents?: number, tillCents?: number) => {
    let query = api.db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'available').where('category', '=', category);
    if (fromCents !== undefined) query = query.where('price', '>=', fromCents);
    if (tillCents !== undefined) query = query.where('price', '<=', tillCents);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('equals the database count for every range, bounds included, in EUR', async () => {
    const prices = (await api.db.selectFrom('items').select('price').where('category', '=', 'cs2').execute()).map((row) => Number(row.price));
    // Each stored price exactly as a bound (inclusive on both ends), a cent either side, open ends.
    const cents = [...new Set(prices.flatMap((price) => [price - 1, price, price + 1]))];
    for (let i = 0; i < cents.length; i += 3) {
      const from = cents[i];
      const till = cents[(i * 7) % cents.length];
      for (const [f, t] of [[from, till], [from, undefined], [undefined, till]] as const) {
        const query = ['category=cs2', 'currency=EUR', f === undefined ? '' : `price_from=${f / 100}`, t === undefined ? '' : `price_till=${t / 100}`].filter(Boolean).join('&');
        if (f !== undefined && t !== undefined && f > t) continue;
        expect(await total(query), query).toBe(await dbCount('cs2', f, t));
      }
    }
  });

  it("reads a filter's prices in ascending order, and none when more match than it may hold", async () => {
    const matching = await dbCount('cs2');
    const prices = await itemPricesUpTo(api.db, { category: 'cs2' }, matching);
    expect(prices?.length).toBe(matching);
    expect([...prices!]).toEqual([...prices!].sort((a, b) => a - b));
    expect(await itemPricesUpTo(api.db, { category: 'cs2' }, matching - 1)).toBeUndefined();
  });

  it('follows a reprice into and out of the range', async () => {
    const range = 'category=dota2&price_from=4321.01&price_till=4321.02';
    expect(await total(range)).toBe(0);
    const [item] = await api.db.selectFrom('items').select('id').where('category', '=', 'dota2').limit(1).execute();
    await api.db.updateTable('items').set({ price: 432_102 }).where('id', '=', item.id).execute();
    expect(await total(range)).toBe(1);
    await api.db.updateTable('items').set({ price: 432_103 }).where('id', '=', item.id).execute();
    expect(await total(range)).toBe(0);
  });
});
