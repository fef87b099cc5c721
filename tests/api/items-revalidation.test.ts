import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCurrenciesService } from '../../api/reference-data/currencies.service';
import { catalogueTag, createItemsService } from '../../api/catalogue/items.service';
import { startTestApi, type TestApi } from './api-harness';

// Catalogue answers carry a validator, so a cache (the gateway's) can ask whether its copy is current
// and get a bodiless 304 without the answer's work; any change of the catalogue changes the validator.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 200 });
});
afterAll(async () => {
  await api?.close();
});

const LISTING = '/api/items/list?category=cs2&page=2&limit=5&currency=USD';
const CATALOGUE_PATHS = [LISTING, '/api/items/1?currency=PLN', '/api/items/filter-data?category=dota2'];
const ifNoneMatch = (path: string, etag: string) => api.get(path, { headers: { 'if-none-match': etag } });

async function tagOf(path: string): Promise<string> {
  const answer = await api.get(path);
  expect(answer.status, path).toBe(200);
  const etag = answer.headers.get('etag');
  expect(etag, path).toMatch(/^W\/"[^"]+"$/);
  return etag!;
}

describe('catalogue revalidation', () => {
  it('answers 304 without a body to a copy that is current: listing, item and filter data', async () => {
    for (const path of CATALOGUE_PATHS) {
      const etag = await tagOf(path);
      expect((await api.get(path)).headers.get('cache-control'), path).toBe('no-cache');
      const again = await ifNoneMatch(path, etag);
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
      // Compared weakly, in a list of validators, as HTTP asks.
      expect((await ifNoneMatch(path, `"older", ${etag.slice(2)}`)).status, path).toBe(304);
      expect((await ifNoneMatch(path, 'W/"older"')).status, path).toBe(200);
      expect((await ifNoneMatch(path, '*')).status, path).toBe(200);
    }
  });

  it('sends the whole answer with a new validator after an item changes', async () => {
    const tags = await Promise.all(CATALOGUE_PATHS.map(tagOf));
    const first = (await api.get(LISTING)).body.payload[0] as { id: number; old_price: number };
    await api.db.updateTable('items').set({ old_price: 987_654 }).where('id', '=', first.id).execute();

    for (const [index, path] of CATALOGUE_PATHS.entries()) {
      const after = await ifNoneMatch(path, tags[index]);
      expect(after.status, path).toBe(200);
      expect(after.headers.get('etag'), path).not.toBe(tags[index]);
    }
    const repriced = (await ifNoneMatch(LISTING, tags[0])).body.payload[0];
    expect(repriced).toMatchObject({ id: first.id, old_price: 10_666.66 });
  });

  it('gives each currency its own validator', async () => {
    const usd = await tagOf(LISTING);
    const eur = LISTING.replace('USD', 'EUR');
    expect((await ifNoneMatch(eur, usd)).status).toBe(200);
    expect(await tagOf(eur)).not.toBe(usd);
  });

  it('sends the whole answer with a new validator as a trade lock passes, with no change to the catalogue', async () => {
    const first = (await api.get(LISTING)).body.payload[0] as { id: number };
    const path = `/api/items/${first.id}?currency=USD`;
    const until = Math.floor(Date.now() / 1000) + 2;
    await api.db.updateTable('items').set({ tradable_after: until }).where('id', '=', first.id).execute();
    const [listTag, detailTag] = [await tagOf(LISTING), await tagOf(path)];
    expect((await api.get(LISTING)).body.payload[0]).toMatchObject({ id: first.id, tradable_after: until });
    expect((await ifNoneMatch(path, detailTag)).status).toBe(304);

    await new Promise((resolve) => setTimeout(resolve, (until + 1) * 1000 - Date.now() + 50));
    const listing = await ifNoneMatch(LISTING, listTag);
    expect(listing.status).toBe(200);
    expect(listing.body.payload[0]).toMatchObject({ id: first.id, tradable_after: null });
    const item = await ifNoneMatch(path, detailTag);
    expect(item.status).toBe(200);
    expect(item.body.payload.tradable_after).toBeNull();
    // The new validator holds until the next change.
    expect((await ifNoneMatch(LISTING, listing.headers.get('etag')!)).status).toBe(304);
  });

  it('changes the validator with the rate, the symbol, the version and the start token', () => {
    const usd = { code: 'USD', symbol: '$', value: 1.08 };
    expect(catalogueTag('a1b2c3d4', 7, usd)).toBe('W/"a1b2c3d4.7.USD.1.08.%24"');
    expect(catalogueTag('a1b2c3d4', 7, usd)).not.toBe(catalogueTag('a1b2c3d4', 7, { ...usd, value: 1.09 }));
    expect(catalogueTag('a1b2c3d4', 7, usd)).not.toBe(catalogueTag('a1b2c3d4', 7, { ...usd, symbol: 'US$' }));
    expect(catalogueTag('a1b2c3d4', 7, usd)).not.toBe(catalogueTag('a1b2c3d4', 8, usd));
    expect(catalogueTag('a1b2c3d4', 7, usd)).not.toBe(catalogueTag('e5f6a7b8', 7, usd));
    expect(catalogueTag('a1b2c3d4', 7, usd, undefined, null)).toBe('W/"a1b2c3d4.7.USD.1.08.%24"');
    expect(catalogueTag('a1b2c3d4', 7, usd, undefined, 1_900_000_000)).toBe('W/"a1b2c3d4.7.USD.1.08.%24.t1900000000"');
    // A symbol outside ASCII cannot go into a header as it is.
    expect(catalogueTag('a1b2c3d4', 7, { code: 'EUR', symbol: '€', value: 1 })).toBe('W/"a1b2c3d4.7.EUR.1.%E2%82%AC"');
  });

  it('never confirms what another start of the API sent, on the same database and version', async () => {
    const started = () => createItemsService(api.db, createCurrenciesService(api.db));
    const [first, second] = [started(), started()];
    const [tagOfFirst, tagOfSecond] = [await first.pricedTag('USD'), await second.pricedTag('USD')];
    expect(tagOfFirst.split('.').slice(1)).toEqual(tagOfSecond.split('.').slice(1));
    expect(tagOfFirst).not.toBe(tagOfSecond);
  });

  it('tags no error: a missing item, a bad query', async () => {
    for (const path of ['/api/items/999999', '/api/items/list?price_from=9&price_till=1', '/api/items/list?currency=XXX']) {
      const answer = await api.get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('etag'), path).toBeNull();
    }
  });
});

describe('currencies revalidation (issue 46: the gateway asks once per operation that shows a symbol)', () => {
  it('answers 304 to the current copy, and the whole list with a new validator after a rate changes', async () => {
    const etag = await tagOf('/api/currencies');
    const again = await ifNoneMatch('/api/currencies', etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    await createCurrenciesService(api.db).setRate('USD', 1.2345);
    const after = await ifNoneMatch('/api/currencies', etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((after.body.payload as { code: string; value: number }[]).find((c) => c.code === 'USD')?.value).toBe(1.2345);
  });
});

