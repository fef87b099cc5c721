import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/common.contract';
import type { ItemAnswer, ItemListAnswer, PriceHistoryAnswer } from '../../contract/items.contract';
import { DEFAULT_CATALOGUE_SIZE } from '../../api/db/seed';
import { findItemPositionAt, insertItems, listItemIds, withOrder, type ItemFilter, type ListingOrder } from '../../api/catalogue/items.repository';
import { parseStickers } from '../../api/catalogue/item-stickers';
import { dayOf } from '../../api/prices/price-history';
import { PriceSourceUnavailable } from '../../api/prices/price-source';
import { refreshPrices } from '../../api/prices/prices.job';
import { createSkinportPriceSource } from '../../api/prices/skinport-price-source';
import { startTestApi, stopTestApi, type TestApi } from './api-harness';
import { expectedCatalogue, type ExpectedItem } from './catalogue-expectations';

// Issue 27: a trader's filters and sorts on items/list, the fields every item answers, the price
// history and the reference prices, on the database the suite runs on (SQLite, or DATABASE_URL).

let api: TestApi;
const catalogue = expectedCatalogue(DEFAULT_CATALOGUE_SIZE);

beforeAll(async () => {
  api = await startTestApi({ env: { PRICE_REFRESH_MINUTES: '0' } });
});
afterAll(() => stopTestApi(api));

type ItemPage = Envelope<ItemAnswer[]> & Pick<ItemListAnswer, 'meta'> & { payload: ItemAnswer[] };

async function listAll(query: string): Promise<ItemAnswer[]> {
  const items: ItemAnswer[] = [];
  for (let page = 1; ; page++) {
    const response = await api.get<ItemPage>(`/api/items/list?${query}&limit=100&page=${page}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    items.push(...response.body.payload);
    if (response.body.payload.length < 100) {
      expect(items).toHaveLength(response.body.meta.total);
      return items;
    }
  }
}

const discountOf = (item: ExpectedItem) =>
  item.reference_price && item.reference_price > item.price ? Math.floor(((item.reference_price - item.price) * 100) / item.reference_price) : 0;
const stickerNames = (item: ExpectedItem) => parseStickers(item.stickers ?? null).map((sticker) => sticker.name.toLowerCase());
const byPrice = (a: ExpectedItem, b: ExpectedItem) => a.price - b.price || a.id - b.id;

/** The listing of `query` is exactly the matching seeded items in `order`. */
async function expectListing(query: string, matching: (item: ExpectedItem) => boolean, order: (a: ExpectedItem, b: ExpectedItem) => number = byPrice) {
  const expected = catalogue.filter(matching).sort(order).map((item) => item.id);
  expect(expected.length, `the seed has items for ${query}`).toBeGreaterThan(0);
  expect((await listAll(query)).map((item) => item.id)).toEqual(expected);
}

describe('GET /api/items/list: a trader’s filters', () => {
  it('float_from and float_till keep copies whose float lies in the range, ends included', async () => {
    const edge = catalogue.find((item) => item.float_value !== undefined && item.float_value !== null && item.float_value > 0.07 && item.float_value < 0.15)!;
    await expectListing(`float_from=0.07&float_till=${edge.float_value}`, (item) => item.float_value != null && item.float_value >= 0.07 && item.float_value <= edge.float_value!);
    // The Factory New preset.
    await expectListing('float_from=0&float_till=0.07', (item) => item.float_value != null && item.float_value <= 0.07);
  });

  it('paint_seed keeps copies of that pattern', async () => {
    const seed = catalogue.find((item) => item.paint_seed != null)!.paint_seed!;
    await expectListing(`paint_seed=${seed}`, (item) => item.paint_seed === seed);
  });

  it('stattrak, souvenir and has_stickers keep what they name', async () => {
    await expectListing('stattrak=1', (item) => item.title.includes('StatTrak™'));
    await expectListing('souvenir=true', (item) => item.title.startsWith('Souvenir '));
    await expectListing('has_stickers=1', (item) => stickerNames(item).length > 0);
  });

  it('sticker keeps copies with a sticker or charm whose name contains it, in any case', async () => {
    await expectListing('sticker=KATOWICE%202014', (item) => stickerNames(item).some((name) => name.includes('katowice 2014')));
    await expectListing("sticker=lil'", (item) => stickerNames(item).some((name) => name.includes("lil'")));
    // LIKE's own wildcards are plain characters here.
    expect(await listAll('sticker=%25')).toEqual([]);
  });

  it('combines with the spec’s filters and the price range', async () => {
    await expectListing(
      'category=cs2&type=rifle&float_till=0.38&has_stickers=1&price_from=1',
      (item) => item.category === 'cs2' && item.type === 'Rifle' && item.float_value! <= 0.38 && stickerNames(item).length > 0 && item.price >= 100,
    );
    expect(await listAll('category=dota2&float_till=0.5')).toEqual([]);
  });

  it('refuses bad values with field messages', async () => {
    for (const [query, field] of [
      ['float_from=0.5&float_till=0.2', 'float_from'],
      ['float_from=1.5', 'float_from'],
      ['float_till=-0.1', 'float_till'],
      ['paint_seed=1001', 'paint_seed'],
      ['paint_seed=abc', 'paint_seed'],
      ['stattrak=maybe', 'stattrak'],
      ['sort=cheapest', 'sort'],
      [`sticker=${'x'.repeat(101)}`, 'sticker'],
    ] as const) {
      const response = await api.get(`/api/items/list?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.body.errors ?? {}), query).toContain(field);
    }
  });
});

describe('GET /api/items/list: sorts by discount, newest and float', () => {
  it('discount: largest first, ties by id descending', async () => {
    await expectListing('sort=discount', () => true, (a, b) => discountOf(b) - discountOf(a) || b.id - a.id);
  });

  it('newest: latest listed first', async () => {
    await expectListing('sort=newest&category=cs2', (item) => item.category === 'cs2', (a, b) => b.created_at - a.created_at || b.id - a.id);
  });

  it('float_asc and float_desc list only copies with a float, in float order', async () => {
    const hasFloat = (item: ExpectedItem) => item.float_value != null;
    await expectListing('sort=float_asc', hasFloat, (a, b) => a.float_value! - b.float_value! || a.id - b.id);
    await expectListing('sort=float_desc&type=rifle', (item) => hasFloat(item) && item.type === 'Rifle', (a, b) => b.float_value! - a.float_value! || b.id - a.id);
  });

  it('a deep page of a new sort (past a remembered position) continues the same order', async () => {
    const order = catalogue.slice().sort((a, b) => discountOf(b) - discountOf(a) || b.id - a.id).map((item) => item.id);
    for (const page of [8, 9, 21]) {
      const body = (await api.get<ItemPage>(`/api/items/list?sort=discount&limit=15&page=${page}`)).body;
      expect(body.payload.map((item) => item.id)).toEqual(order.slice((page - 1) * 15, page * 15));
    }
  });

  it('a filter that matches few copies pages them in the asked order', async () => {
    const seed = catalogue.find((item) => item.paint_seed != null)!.paint_seed!;
    await expectListing(`paint_seed=${seed}&sort=newest`, (item) => item.paint_seed === seed, (a, b) => b.created_at - a.created_at || b.id - a.id);
    await expectListing('sticker=crown&sort=float_desc', (item) => stickerNames(item).some((name) => name.includes('crown')), (a, b) => b.float_value! - a.float_value! || b.id - a.id);
  });
});

describe('pages walked in each order’s index (the path of a filter that matches many items)', () => {
  // The service walks an order's index only past SEARCH_RESULTS_KEPT_UP_TO matches, which the test
  // catalogue never reaches: the repository is asked directly, from the start and after an anchor.
  const orders: [ListingOrder, (a: ExpectedItem, b: ExpectedItem) => number][] = [
    ['discount', (a, b) => discountOf(b) - discountOf(a) || b.id - a.id],
    ['newest', (a, b) => b.created_at - a.created_at || b.id - a.id],
    ['float_asc', (a, b) => a.float_value! - b.float_value! || a.id - b.id],
    ['float_desc', (a, b) => b.float_value! - a.float_value! || b.id - a.id],
    ['asc', byPrice],
  ];
  const filters: [ItemFilter, (item: ExpectedItem) => boolean][] = [
    [{}, () => true],
    [{ category: 'cs2', typeKey: 'rifle', fromCents: 100 }, (item) => item.category === 'cs2' && item.type === 'Rifle' && item.price >= 100],
    [{ category: 'cs2', floatFrom: 0.07, floatTill: 0.38 }, (item) => item.float_value != null && item.float_value >= 0.07 && item.float_value <= 0.38],
    [{ stattrak: true, hasStickers: true }, (item) => item.title.includes('StatTrak™') && stickerNames(item).length > 0],
  ];
  const keyOf = (item: ExpectedItem, order: ListingOrder) =>
    order === 'discount' ? discountOf(item) : order === 'newest' ? item.created_at : order.startsWith('float') ? item.float_value! : item.price;

  it('every order and filter pages the same items as sorting them', async () => {
    for (const [order, compare] of orders) {
      for (const [filter, matching] of filters) {
        const f = withOrder(order.startsWith('float') ? { category: 'cs2', ...filter } : filter, order);
        const expected = catalogue.filter((item) => matching(item) && (!order.startsWith('float') || item.float_value != null)).sort(compare);
        const label = `${order} ${JSON.stringify(filter)}`;
        expect(expected.length, label).toBeGreaterThan(0);
        const page = await listItemIds(api.db, f, { sort: order, offset: 3, limit: 20, searchVia: 'scan' });
        expect(page, label).toEqual(expected.slice(3, 23).map((item) => item.id));
        if (expected.length < 12) continue;
        const anchor = await findItemPositionAt(api.db, f, order, 9, 'scan');
        expect(anchor, label).toEqual({ key: keyOf(expected[9], order), id: expected[9].id });
        const after = await listItemIds(api.db, f, { sort: order, offset: 0, limit: 15, searchVia: 'scan', after: anchor });
        expect(after, label).toEqual(expected.slice(10, 25).map((item) => item.id));
      }
    }
  });
});

describe('every item answers what a trader reads off it', () => {
  it('a Doppler answers its phase, a souvenir its four stickers, a Dota 2 item its gems and style', async () => {
    const doppler = catalogue.find((item) => item.title.includes('| Doppler ('));
    if (doppler) expect((await api.get(`/api/items/${doppler.id}`)).body.payload.phase).toMatch(/^(Phase [1-4]|Ruby|Sapphire|Black Pearl)$/);
    const souvenir = catalogue.find((item) => item.title.startsWith('Souvenir '))!;
    const detail = (await api.get(`/api/items/${souvenir.id}`)).body.payload as ItemAnswer;
    expect(detail).toMatchObject({ souvenir: true, stattrak: false });
    expect(detail.stickers.map((sticker) => sticker.slot)).toEqual([0, 1, 2, 3]);
    const inscribed = catalogue.find((item) => item.title.startsWith('Inscribed '))!;
    expect((await api.get(`/api/items/${inscribed.id}`)).body.payload.gems[0]).toMatch(/^(Kills|Assists|Wards Placed|Courier Kills): \d+$/);
  });

  it('reference_price and discount are in the asked currency and agree with the price', async () => {
    const eur = (await api.get<ItemPage>('/api/items/list?sort=discount&limit=5')).body.payload;
    const usd = (await api.get<ItemPage>('/api/items/list?sort=discount&limit=5&currency=USD')).body.payload;
    for (const [index, item] of eur.entries()) {
      expect(item.discount).toBe(Math.floor(((item.reference_price! - item.price) * 100) / item.reference_price!));
      expect(usd[index].discount).toBe(item.discount);
      expect(usd[index].reference_price).not.toBe(item.reference_price);
    }
  });
});

describe('GET /api/items/{id}/price-history', () => {
  const item = catalogue.find((entry) => entry.category === 'cs2')!;
  const history = async (query: string) => api.get<Envelope<PriceHistoryAnswer>>(`/api/items/${item.id}/price-history?${query}`);

  it('answers the seeded days and today, oldest first, in the asked currency', async () => {
    for (const days of [7, 30, 90]) {
      const { status, body } = await history(`days=${days}`);
      expect(status).toBe(200);
      const dates = body.payload!.points.map((point) => point.date);
      expect(dates).toHaveLength(days);
      expect(dates.at(-1)).toBe(dayOf(Date.now()));
      expect([...dates].sort()).toEqual(dates);
      expect(body.payload).toMatchObject({ title: item.title, currency: 'EUR', currency_symbol: '€', days, reference_price: item.reference_price! / 100 });
    }
    const usd = (await history('days=7&currency=USD')).body.payload!;
    expect(usd).toMatchObject({ currency: 'USD', currency_symbol: '$' });
    expect(usd.points[0].price).not.toBe((await history('days=7')).body.payload!.points[0].price);
  });

  it('today’s point follows a copy repriced below it', async () => {
    const before = (await history('days=7')).body.payload!.points.at(-1)!.price;
    await api.db.updateTable('items').set({ price: 2 }).where('id', '=', item.id).execute();
    try {
      expect((await history('days=7')).body.payload!.points.at(-1)).toEqual({ date: dayOf(Date.now()), price: 0.02 });
    } finally {
      await api.db.updateTable('items').set({ price: item.price }).where('id', '=', item.id).execute();
    }
    expect((await history('days=7')).body.payload!.points.at(-1)!.price).toBe(before);
  });

  it('refuses another number of days, and answers 404 for an unknown item', async () => {
    for (const query of ['days=8', 'days=0', 'days=abc', 'days=1e9']) expect((await history(query)).status, query).toBe(422);
    expect((await api.get('/api/items/999999/price-history?days=7')).status).toBe(404);
    for (const currency of ['XYZ', 'E'.repeat(11)]) {
      const response = await history(`days=7&currency=${currency}`);
      expect(response.status, currency).toBe(422);
      expect(Object.keys(response.body.errors ?? {}), currency).toEqual(['currency']);
    }
    // An id is any short string (as for GET items/{id}): one that names no item is not found.
    const unknownName = await api.get('/api/items/abc/price-history?days=7');
    expect(unknownName.status).toBe(404);
    expect(unknownName.body.error_code).toBe('NOT_FOUND');
  });
});

describe('reference prices from Skinport (a local server speaking its protocol)', () => {
  let server: Server;
  let answer: (appId: string) => { status: number; body: string } = () => ({ status: 200, body: '[]' });
  const requests: { url: string; encoding: string | undefined }[] = [];
  let origin = '';
  const item = catalogue.find((entry) => entry.category === 'cs2' && entry.reference_price)!;
  const dota = catalogue.find((entry) => entry.category === 'dota2' && entry.reference_price)!;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push({ url: request.url ?? '', encoding: request.headers['accept-encoding'] as string | undefined });
      const appId = new URL(request.url ?? '/', 'http://x').searchParams.get('app_id') ?? '';
      const { status, body } = answer(appId);
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' });
      response.end(brotliCompressSync(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores suggested prices (else median, else lowest) and moves every copy’s discount with them', async () => {
    const skinport = (name: string, prices: object) => ({ market_hash_name: name, currency: 'EUR', item_page: '', market_page: '', quantity: 3, created_at: 1, updated_at: 2, ...prices });
    answer = (appId) => ({
      status: 200,
      body: JSON.stringify(
        appId === '730'
          ? [skinport(item.title, { suggested_price: (item.price * 2) / 100, median_price: 1, min_price: 1 }), skinport('Unknown | Thing (Field-Tested)', { suggested_price: 3.5 })]
          : [skinport(dota.title, { suggested_price: null, median_price: null, min_price: (dota.price * 4) / 100 }), { market_hash_name: 42 }],
      ),
    });
    const { changed } = await refreshPrices(api.db, createSkinportPriceSource(origin));
    expect(changed).toBe(3);
    expect(requests.map((request) => request.url)).toEqual(['/v1/items?app_id=730&currency=EUR&tradable=0', '/v1/items?app_id=570&currency=EUR&tradable=0']);
    expect(requests.every((request) => request.encoding === 'br')).toBe(true);
    const cs2 = (await api.get(`/api/items/${item.id}`)).body.payload as ItemAnswer;
    expect(cs2).toMatchObject({ reference_price: (item.price * 2) / 100, discount: 50 });
    expect((await api.get(`/api/items/${dota.id}`)).body.payload).toMatchObject({ reference_price: (dota.price * 4) / 100, discount: 75 });
    // The biggest discount is now first.
    expect((await api.get<ItemPage>('/api/items/list?sort=discount&limit=1')).body.payload[0].id).toBe(dota.id);
    // A copy listed later takes its name's reference price.
    await insertItems(api.db, [{ ...catalogue[item.id - 1], id: undefined, item_id: 'trader-test-copy', asset_id: 'trader-test-copy', reference_price: undefined } as never]);
    const copy = await api.db.selectFrom('items').select(['reference_price', 'discount']).where('item_id', '=', 'trader-test-copy').executeTakeFirstOrThrow();
    expect(copy).toEqual({ reference_price: item.price * 2, discount: 50 });
  });

  it('a failing or malformed answer changes no price, and the day’s history is still recorded', async () => {
    const before = await api.db.selectFrom('reference_prices').select(['title', 'price_cents']).orderBy('title').execute();
    await api.db.deleteFrom('price_history').where('day', '=', dayOf(Date.now())).execute();
    for (const failing of [{ status: 503, body: '{}' }, { status: 200, body: '{"not":"a list"}' }, { status: 200, body: '<html>' }]) {
      answer = () => failing;
      await expect(refreshPrices(api.db, createSkinportPriceSource(origin))).rejects.toBeInstanceOf(PriceSourceUnavailable);
    }
    expect(await api.db.selectFrom('reference_prices').select(['title', 'price_cents']).orderBy('title').execute()).toEqual(before);
    const today = await api.db.selectFrom('price_history').select('title').where('day', '=', dayOf(Date.now())).execute();
    expect(today.length).toBeGreaterThan(0);
  });

  it('refuses an answer that expands past its cap, however small it is on the wire', async () => {
    // 8 MB of JSON that brotli sends in a few hundred bytes; the cap here is 1 MB.
    answer = () => ({ status: 200, body: `[${'{"market_hash_name":"x","suggested_price":1},'.repeat(180_000)}{}]` });
    const refused = createSkinportPriceSource(origin, 1024 * 1024).prices();
    await expect(refused).rejects.toBeInstanceOf(PriceSourceUnavailable);
    await expect(refused).rejects.toThrow(/too large/);
  });
});
