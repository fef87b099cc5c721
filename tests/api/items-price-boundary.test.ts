import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems } from '../../api/catalogue/items.repository';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { startTestApi, type TestApi } from './api-harness';

// Price filters are major units of the display currency (at most two decimals) and must select by the
// price the shopper sees: an item shown at exactly price_till (or price_from) is inside the range.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 0 });
  // 4630 EUR cents × 1.08 = 5000.4 → shown as $50.00; 4629 → $49.99; 4631 → $50.01.
  await insertItems(
    api.db,
    [4629, 4630, 4631].map((price, i) => ({ ...generateItem(i), item_id: `edge_${price}`, price })),
  );
});
afterAll(async () => {
  await api?.close();
});

const listed = async (query: string) => {
  const { status, body } = await api.get(`/api/items/list?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.payload as { item_id: string; price: number }[]).map((item) => `${item.item_id}=${item.price}`);
};

describe('items/list price range in a display currency', () => {
  it('includes an item shown at exactly price_till and excludes one a cent above', async () => {
    expect(await listed('currency=USD&price_till=50')).toEqual(['edge_4629=49.99', 'edge_4630=50']);
    expect(await listed('currency=USD&price_till=49.99')).toEqual(['edge_4629=49.99']);
  });

  it('includes an item shown at exactly price_from and excludes one a cent below', async () => {
    expect(await listed('currency=USD&price_from=50')).toEqual(['edge_4630=50', 'edge_4631=50.01']);
    expect(await listed('currency=USD&price_from=50.01')).toEqual(['edge_4631=50.01']);
    expect(await listed('currency=USD&price_from=50&price_till=50')).toEqual(['edge_4630=50']);
  });

  it('pages a range without gaps or repeats when prices tie', async () => {
    await insertItems(api.db, [1, 2, 3, 4, 5].map((i) => ({ ...generateItem(i), item_id: `tie_${i}`, price: 4630 })));
    const pages: string[] = [];
    for (const page of [1, 2, 3]) pages.push(...(await listed(`currency=USD&price_from=50&price_till=50&limit=2&page=${page}`)));
    expect(pages).toHaveLength(6);
    expect(new Set(pages).size).toBe(6);
    const { body } = await api.get('/api/items/list?currency=USD&price_from=50&price_till=50&sort=desc&limit=100');
    expect(body.meta.total).toBe(6);
  });
});
