import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_SIZE } from '../../api/db/seed';
import { ANCHOR_EVERY } from '../../api/catalogue/page-anchors';
import { startTestApi, stopTestApi, type TestApi } from './api-harness';
import { expectedCatalogue, idsInOrder, type ExpectedItem } from './catalogue-expectations';

// A page past ANCHOR_EVERY items seeks from a remembered position instead of skipping its offset;
// it must hold exactly the items plain OFFSET paging would, and follow every change at once.
let api: TestApi;
const catalogue = expectedCatalogue(DEFAULT_CATALOGUE_SIZE);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

const pageIds = async (query: string): Promise<number[]> => {
  const response = await api.get(`/api/items/list?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.payload as { id: number }[]).map((item) => item.id);
};

/** Every page at `limit` (an odd size, so pages straddle the anchors), read deepest first. */
async function allPagesDeepestFirst(query: string, limit: number, total: number): Promise<number[]> {
  const pages = Math.ceil(total / limit);
  const read: number[][] = [];
  for (let page = pages; page >= 1; page--) read[page - 1] = await pageIds(`${query}&limit=${limit}&page=${page}`);
  return read.flat();
}

describe('GET /api/items/list: deep pages', () => {
  it('the catalogue has pages past several anchors', () => {
    expect(DEFAULT_CATALOGUE_SIZE).toBeGreaterThan(3 * ANCHOR_EVERY);
  });

  const shapes: [query: string, matching: (item: ExpectedItem) => boolean][] = [
    ['sort=asc', () => true],
    ['sort=desc', () => true],
    ['category=cs2&sort=desc', (item) => item.category === 'cs2'],
    ['category=cs2&price_from=1&sort=asc', (item) => item.category === 'cs2' && item.price >= 100],
    // Both bounds: the seek from an anchor must stand in for the bound it walks towards.
    ['price_from=1&price_till=300&sort=desc', (item) => item.price >= 100 && item.price <= 30_000],
    ['price_from=1&price_till=300&sort=asc', (item) => item.price >= 100 && item.price <= 30_000],
  ];
  it.each(shapes)('gives the same items as offset paging for %s', async (query, matching) => {
    const sort = query.includes('sort=desc') ? 'desc' : 'asc';
    const expected = idsInOrder(catalogue.filter(matching), sort);
    expect(expected.length).toBeGreaterThan(ANCHOR_EVERY);
    expect(await allPagesDeepestFirst(query, 7, expected.length)).toEqual(expected);
  });

  it('shows a price change before an anchor in the next deep page', async () => {
    const limit = 15;
    const deepPage = Math.floor((2 * ANCHOR_EVERY) / limit) + 1;
    const before = await pageIds(`sort=asc&limit=${limit}&page=${deepPage}`);
    const cheapest = (await pageIds('sort=asc&limit=1&page=1'))[0]!;
    // The cheapest item becomes the dearest: every later position moves up by one.
    const { price } = await api.db.selectFrom('items').select((eb) => eb.fn.max('price').as('price')).executeTakeFirstOrThrow();
    await api.db.updateTable('items').set({ price: Number(price) + 1 }).where('id', '=', cheapest).execute();
    const after = await pageIds(`sort=asc&limit=${limit}&page=${deepPage}`);
    expect(after.slice(0, limit - 1)).toEqual(before.slice(1));
    expect((await pageIds('sort=desc&limit=1&page=1'))[0]).toBe(cheapest);
  });
});
