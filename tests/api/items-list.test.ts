import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/common.contract';
import type { ItemAnswer, ItemListAnswer } from '../../contract/items.contract';
import { DEFAULT_CATALOGUE_SIZE } from '../../api/db/seed';
import { startTestApi, stopTestApi, type TestApi } from './api-harness';
import { expectedCatalogue, idsInOrder, type ExpectedItem } from './catalogue-expectations';

let api: TestApi;
const catalogue = expectedCatalogue(DEFAULT_CATALOGUE_SIZE);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

type ItemPage = Envelope<ItemAnswer[]> & Pick<ItemListAnswer, 'meta'> & { payload: ItemAnswer[] };

const list = async (query: string): Promise<ItemPage> => {
  const response = await api.get<ItemPage>(`/api/items/list?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** Every page of a query (100 per page), checking meta on each. */
async function listAll(query: string): Promise<{ items: ItemAnswer[]; total: number }> {
  const items: ItemAnswer[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const body = await list(`${query}&limit=100&page=${page}`);
    expect(body.meta).toMatchObject({ page, limit: 100 });
    total = body.meta.total;
    items.push(...body.payload);
    if (body.payload.length < 100) break;
  }
  expect(items).toHaveLength(total);
  return { items, total };
}

async function expectIds(query: string, matching: (item: ExpectedItem) => boolean, sort: 'asc' | 'desc' = 'asc') {
  const expected = idsInOrder(catalogue.filter(matching), sort);
  expect(expected.length, `the seed has items for ${query}`).toBeGreaterThan(0);
  const { items } = await listAll(query);
  expect(items.map((item) => item.id)).toEqual(expected);
}

describe('GET /api/items/list: paging and sorting', () => {
  it('defaults to page 1 of 15, ascending price, EUR, with meta.total', async () => {
    const body = await list('');
    expect(body.status).toBe('OK');
    expect(body.meta).toEqual({ total: DEFAULT_CATALOGUE_SIZE, page: 1, limit: 15 });
    expect(body.payload.map((item) => item.id)).toEqual(idsInOrder(catalogue).slice(0, 15));
    expect(body.payload.every((item) => item.currency === 'EUR')).toBe(true);
  });

  it('returns items in the wire format of the contract', async () => {
    const [item] = (await list('limit=1&category=cs2')).payload;
    const source = catalogue[item.id - 1];
    expect(item).toEqual({
      id: source.id,
      item_id: source.item_id,
      title: source.title,
      img_url: `items/${source.id}`,
      price: source.price / 100,
      old_price: source.old_price / 100,
      currency: 'EUR',
      currency_symbol: '€',
      type: source.type,
      quality: source.quality,
      category: 'cs2',
      exterior: source.exterior,
      hero: null,
      class: source.class,
      description: source.description,
      is_new: source.is_new === 1,
      best_seller: source.best_seller === 1,
      tradable_after: null,
      float_value: source.float_value,
      paint_seed: source.paint_seed,
      phase: source.phase ?? null,
      stattrak: source.title.includes('StatTrak™'),
      souvenir: source.title.startsWith('Souvenir '),
      stickers: source.stickers ? JSON.parse(source.stickers) : [],
      inspect_link: source.inspect_link,
      gems: [],
      style: null,
      reference_price: source.reference_price! / 100,
      discount: source.reference_price! > source.price ? Math.floor(((source.reference_price! - source.price) * 100) / source.reference_price!) : 0,
    });
    expect(item.inspect_link).toMatch(/^steam:\/\/rungame\/730\/\d+\/\+csgo_econ_action_preview%20S\d{17}A\d+D\d+$/);
  });

  it('pages through the whole catalogue without gaps or repeats', async () => {
    const { items, total } = await listAll('sort=asc');
    expect(total).toBe(DEFAULT_CATALOGUE_SIZE);
    expect(items.map((item) => item.id)).toEqual(idsInOrder(catalogue));
  });

  it('sorts by price descending with id as tie-break', async () => {
    await expectIds('sort=desc', () => true, 'desc');
  });

  it('answers an empty page past the end with the same total', async () => {
    const body = await list('page=1000');
    expect(body.payload).toEqual([]);
    expect(body.meta).toEqual({ total: DEFAULT_CATALOGUE_SIZE, page: 1000, limit: 15 });
  });
});

describe('GET /api/items/list: filters', () => {
  it('filters by category (and "all" means both games)', async () => {
    await expectIds('category=cs2', (item) => item.category === 'cs2');
    await expectIds('category=dota2', (item) => item.category === 'dota2');
    expect((await list('category=all')).meta.total).toBe(DEFAULT_CATALOGUE_SIZE);
  });

  it('matches filter values case-insensitively (the UI lower-cases URL params)', async () => {
    const rifles = (item: ExpectedItem) => item.type === 'Rifle';
    await expectIds('type=rifle', rifles);
    await expectIds('type=RIFLE', rifles);
    await expectIds('type=Rifle', rifles);
    await expectIds('type=sniper%20rifle&category=cs2', (item) => item.type === 'Sniper Rifle');
  });

  it('filters by quality, hero, exterior and class', async () => {
    await expectIds('quality=covert', (item) => item.quality === 'Covert');
    await expectIds('quality=contraband', (item) => item.quality === 'Contraband');
    await expectIds('heroes=pudge', (item) => item.hero === 'Pudge');
    await expectIds('exterior_names=factory%20new', (item) => item.exterior === 'Factory New');
    await expectIds(`classes=${encodeURIComponent('stattrak™')}`, (item) => item.class === 'StatTrak™');
    await expectIds('classes=genuine&category=dota2', (item) => item.class === 'Genuine');
  });

  it('treats "all" and empty filter values as no filter', async () => {
    expect((await list('type=all&quality=&heroes=All')).meta.total).toBe(DEFAULT_CATALOGUE_SIZE);
  });

  it('filters new arrivals and best sellers with 1/true, and ignores 0/false', async () => {
    await expectIds('new=1', (item) => item.is_new === 1);
    await expectIds('new=true&category=dota2', (item) => item.is_new === 1 && item.category === 'dota2');
    await expectIds('best_seller=1&category=cs2', (item) => item.best_seller === 1 && item.category === 'cs2');
    await expectIds('best_seller=true', (item) => item.best_seller === 1);
    expect((await list('new=0&best_seller=false')).meta.total).toBe(DEFAULT_CATALOGUE_SIZE);
  });

  it('searches titles case-insensitively, treating % and _ literally', async () => {
    await expectIds('search=ak-47%20%7C%20red', (item) => item.title.toLowerCase().includes('ak-47 | red'));
    await expectIds('search=DRAGON', (item) => item.title.toLowerCase().includes('dragon'));
    expect((await list('search=%25')).meta.total).toBe(0);
    expect((await list('search=_')).meta.total).toBe(0);
  });

  it('filters by price in euros (major units, up to two decimals)', async () => {
    await expectIds('price_from=10&price_till=50', (item) => item.price >= 1000 && item.price <= 5000);
    await expectIds('price_from=10.5&price_till=50.25', (item) => item.price >= 1050 && item.price <= 5025);
    await expectIds('price_from=0&price_till=1', (item) => item.price <= 100);
    expect((await list('price_from=0&price_till=0')).meta.total).toBe(0);
    // A bound with cents is exact: an item at the bound is in, one cent beyond is out.
    const [cheapest] = (await list('price_from=10.5&limit=1')).payload;
    await expectIds(`price_from=${cheapest.price}&price_till=${cheapest.price}`, (item) => item.price === cheapest.price * 100);
    await expectIds(`price_from=${cheapest.price}&price_till=${(cheapest.price * 100 + 1) / 100}`, (item) => item.price >= cheapest.price * 100 && item.price <= cheapest.price * 100 + 1);
  });

  it('filters by price in major units of the display currency', async () => {
    const display = (item: ExpectedItem) => Math.round(item.price * 4.3);
    await expectIds('currency=PLN&price_from=20&price_till=100', (item) => display(item) >= 2000 && display(item) <= 10000);
    await expectIds('currency=PLN&price_from=20.01&price_till=99.99', (item) => display(item) >= 2001 && display(item) <= 9999);
    const { items } = await listAll('currency=pln&price_from=20&price_till=100');
    for (const item of items) {
      expect(item.currency).toBe('PLN');
      expect(item.price).toBeGreaterThanOrEqual(20);
      expect(item.price).toBeLessThanOrEqual(100);
    }
  });

  it('combines filters, sort and paging (the benchmark query)', async () => {
    const matching = (item: ExpectedItem) =>
      item.category === 'cs2' && item.type === 'Rifle' && item.price >= 1000 && item.price <= 500000;
    const expected = idsInOrder(catalogue.filter(matching), 'desc');
    const body = await list('category=cs2&type=rifle&price_from=10&price_till=5000&sort=desc&page=2&limit=5');
    expect(body.meta).toEqual({ total: expected.length, page: 2, limit: 5 });
    expect(body.payload.map((item) => item.id)).toEqual(expected.slice(5, 10));
  });
});

describe('GET /api/items/list: currency conversion', () => {
  it('answers EUR prices in euros with at most two decimals, not in cents', async () => {
    const { items } = await listAll('');
    for (const item of items) {
      const source = catalogue[item.id - 1];
      expect(item.price).toBe(source.price / 100);
      expect(item.old_price).toBe(source.old_price / 100);
      expect(String(item.price)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
    expect(items.some((item) => !Number.isInteger(item.price)), 'some prices have cents').toBe(true);
  });

  it('converts EUR cents to major units of the display currency, case-insensitively', async () => {
    const eur = (await list('limit=30')).payload;
    const usd = (await list('limit=30&currency=usd')).payload;
    expect(eur).toHaveLength(30);
    expect(usd.map((item) => item.id)).toEqual(eur.map((item) => item.id));
    usd.forEach((item, i) => {
      const source = catalogue[eur[i].id - 1];
      expect(item.currency).toBe('USD');
      expect(item.price).toBe(Math.round(source.price * 1.08) / 100);
      expect(item.old_price).toBe(Math.round(source.old_price * 1.08) / 100);
      expect(String(item.price)).toMatch(/^\d+(\.\d{1,2})?$/);
    });
  });

  it('keeps old_price 0 as 0 in every currency', async () => {
    const { items } = await listAll('currency=SEK&category=dota2');
    const withoutOld = items.filter((item) => catalogue[item.id - 1].old_price === 0);
    expect(withoutOld.length).toBeGreaterThan(0);
    expect(withoutOld.every((item) => item.old_price === 0)).toBe(true);
  });
});

describe('GET /api/items/list: bad input is a 422 naming the field', () => {
  const cases: [query: string, field: string][] = [
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['limit=100000', 'limit'],
    ['limit=0', 'limit'],
    ['price_from=abc', 'price_from'],
    ['price_from=-5', 'price_from'],
    ['price_till=10001', 'price_till'],
    ['price_till=10000.01', 'price_till'],
    ['price_from=10.555', 'price_from'],
    ['price_till=0.001', 'price_till'],
    ['price_from=1e-3', 'price_from'],
    ['price_from=60&price_till=50', 'price_from'],
    ['category=minecraft', 'category'],
    ['currency=XYZ', 'currency'],
    ['sort=up', 'sort'],
    ['new=maybe', 'new'],
    ['best_seller=2', 'best_seller'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ];
  for (const [query, field] of cases) {
    it(`${query.slice(0, 40)} → errors.${field}`, async () => {
      const { status, body } = await api.get(`/api/items/list?${query}`);
      expect(status).toBe(422);
      expect(body).toMatchObject({ status: 'ERROR', message: 'Validation failed', error_code: 'VALIDATION_FAILED' });
      expect(body.errors[field]?.length, JSON.stringify(body.errors)).toBeGreaterThan(0);
    });
  }

  it('says a price bound has more than two decimals', async () => {
    for (const query of ['price_from=10.555', 'price_till=10.780000000001', 'price_from=0.001&price_till=1']) {
      const { status, body } = await api.get(`/api/items/list?${query}`);
      expect(status, query).toBe(422);
      const field = query.split('=')[0];
      expect(body.errors[field], query).toEqual(['Must have at most 2 decimals']);
    }
  });

  it('reports every bad field at once', async () => {
    const { status, body } = await api.get('/api/items/list?page=-1&limit=100000&price_from=abc&category=x');
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['category', 'limit', 'page', 'price_from']);
  });
});

describe('GET /api/items/list: trade locks (issue 25)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const lock = (id: number, tradableAfter: number | null) => api.db.updateTable('items').set({ tradable_after: tradableAfter }).where('id', '=', id).execute();

  it("lists a trade-locked item with the end of its lock, and null once it has passed, in the listing's order", async () => {
    const [first, second, third] = (await list('limit=3&category=cs2')).payload;
    const until = now() + 7 * 86_400;
    await lock(first.id, until);
    await lock(second.id, now() - 60);
    try {
      const page = (await list('limit=3&category=cs2')).payload;
      expect(page.map((item) => item.id)).toEqual([first.id, second.id, third.id]);
      expect(page.map((item) => item.tradable_after)).toEqual([until, null, null]);
      // Every listing carries it: another currency, a search, the desc order.
      const usd = (await list('limit=3&category=cs2&currency=USD')).payload;
      expect(usd[0]).toMatchObject({ id: first.id, tradable_after: until });
      const found = (await list(`search=${encodeURIComponent(first.title)}&limit=100`)).payload.find((item) => item.id === first.id);
      expect(found?.tradable_after).toBe(until);
    } finally {
      await lock(first.id, null);
      await lock(second.id, null);
    }
    expect((await list('limit=3&category=cs2')).payload.map((item) => item.tradable_after)).toEqual([null, null, null]);
  });
});
