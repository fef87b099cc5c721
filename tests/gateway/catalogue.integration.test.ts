import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError, Product } from '../../gateway/generated/resolvers-types';
import type { Envelope } from '../../contract/common.contract';
import type { ItemAnswer, ItemDetailAnswer, ItemListAnswer } from '../../contract/items.contract';
import { insertItems } from '../../api/catalogue/items.repository';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { postGql } from './gateway-helpers';
import { startShop, type Shop } from './shop-fixture';

/** GET /items/list's answer, any status. */
type ItemList = Envelope<ItemAnswer[]> & Pick<ItemListAnswer, 'meta'>;

type ProductList =
  | { __typename: 'ProductPage'; items: Product[]; total: number; page: number; limit: number }
  | { __typename: 'ValidationError'; errorCode: string; message: string; fieldErrors: FieldError[] };

const PRODUCT_FIELDS = `id title imgUrl price { amount currency symbol } oldPrice { amount currency symbol } type quality category
  exterior hero itemClass description isNew isBestSeller`;
const PRODUCTS = `query Products($filter: ProductFilter!) { products(filter: $filter) { __typename
  ... on ProductPage { items { ${PRODUCT_FIELDS} } total page limit }
  ... on ValidationError { errorCode message fieldErrors { field messages } } } }`;
const PRODUCT = `query Product($id: ID!, $currency: String!) { product(id: $id, currency: $currency) { __typename
  ... on ProductDetail { product { ${PRODUCT_FIELDS} } similar { ${PRODUCT_FIELDS} } }
  ... on ErrorResult { errorCode message }
  ... on ValidationError { fieldErrors { field messages } } } }`;

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});

afterAll(async () => {
  await shop?.close();
});

async function products(filter: Record<string, unknown>): Promise<ProductList> {
  const res = await postGql<{ products: ProductList }>(shop.gatewayOrigin, PRODUCTS, { filter });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.products;
}

async function page(filter: Record<string, unknown>) {
  const result = await products(filter);
  if (result.__typename !== 'ProductPage') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return result;
}

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', PLN: 'zł', CHF: 'CHF', SEK: 'kr' };

/** The issue-27 fields, compared in catalogue-trader.integration.test.ts; these queries do not ask for them. */
type TraderField = 'floatValue' | 'paintSeed' | 'phase' | 'statTrak' | 'souvenir' | 'stickers' | 'inspectLink' | 'gems' | 'style' | 'referencePrice' | 'discount';

function expected(item: ItemAnswer): Omit<Product, TraderField> {
  const symbol = SYMBOLS[item.currency];
  return {
    id: String(item.id),
    title: item.title,
    imgUrl: item.img_url,
    price: { amount: item.price, currency: item.currency, symbol },
    oldPrice: { amount: item.old_price, currency: item.currency, symbol },
    type: item.type,
    quality: item.quality,
    category: item.category === 'cs2' ? 'CS2' : 'DOTA2',
    exterior: item.exterior,
    hero: item.hero,
    itemClass: item.class,
    description: item.description,
    isNew: item.is_new,
    isBestSeller: item.best_seller,
  };
}

describe('products through the gateway (real REST API)', () => {
  it('the default page equals REST items/list mapped to camelCase, Money and enums', async () => {
    const rest = (await shop.rest<ItemList>('/items/list?currency=EUR')).body;
    const result = await page({ currency: 'EUR' });
    expect(result.items).toEqual(rest.payload!.map(expected));
    expect(result).toMatchObject({ total: rest.meta.total, page: 1, limit: 15 });
    expect(result.items).toHaveLength(15);
    expect(result.total).toBeGreaterThanOrEqual(400);
  });

  it('filters by category, type, quality, exterior, hero and class like REST does', async () => {
    const cs2 = await page({ currency: 'EUR', category: 'CS2', type: 'rifle', exteriorName: 'Field-Tested', limit: 50 });
    expect(cs2.items.length).toBeGreaterThan(0);
    for (const item of cs2.items) {
      expect(item).toMatchObject({ category: 'CS2', type: 'Rifle', exterior: 'Field-Tested', hero: null });
    }
    const rest = (await shop.rest<ItemList>('/items/list?currency=EUR&category=cs2&type=rifle&exterior_names=Field-Tested&limit=50')).body;
    expect(cs2.items.map((i) => i.id)).toEqual(rest.payload!.map((i) => String(i.id)));
    expect(cs2.total).toBe(rest.meta.total);

    const dota = await page({ currency: 'EUR', category: 'DOTA2', limit: 100 });
    const hero = dota.items.find((i) => i.hero)!.hero!;
    const byHero = await page({ currency: 'EUR', category: 'DOTA2', hero, limit: 100 });
    expect(byHero.items.length).toBeGreaterThan(0);
    for (const item of byHero.items) expect(item).toMatchObject({ category: 'DOTA2', hero, exterior: null });

    const quality = cs2.items[0].quality;
    const itemClass = cs2.items[0].itemClass;
    const narrow = await page({ currency: 'EUR', category: 'CS2', quality, itemClass, limit: 100 });
    expect(narrow.items.length).toBeGreaterThan(0);
    for (const item of narrow.items) expect(item).toMatchObject({ quality, itemClass });
  });

  it('new arrivals, best sellers and search', async () => {
    const fresh = await page({ currency: 'EUR', newArrivals: true, limit: 100 });
    expect(fresh.items.length).toBeGreaterThan(0);
    expect(fresh.items.every((i) => i.isNew)).toBe(true);
    const best = await page({ currency: 'EUR', bestSellers: true, category: 'CS2', limit: 100 });
    expect(best.items.length).toBeGreaterThan(0);
    expect(best.items.every((i) => i.isBestSeller && i.category === 'CS2')).toBe(true);
    const found = await page({ currency: 'EUR', search: 'ak-47', limit: 100 });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((i) => i.title.toLowerCase().includes('ak-47'))).toBe(true);
    const none = await page({ currency: 'EUR', search: 'no such skin anywhere' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('price range in major units of the display currency, with cents', async () => {
    const ranged = await page({ currency: 'EUR', priceFrom: 10.5, priceTill: 50.25, limit: 100 });
    expect(ranged.items.length).toBeGreaterThan(0);
    for (const item of ranged.items) {
      expect(item.price.amount).toBeGreaterThanOrEqual(10.5);
      expect(item.price.amount).toBeLessThanOrEqual(50.25);
    }
    const rest = (await shop.rest<ItemList>('/items/list?currency=EUR&price_from=10.5&price_till=50.25&limit=100')).body;
    expect(ranged.items.map((i) => i.id)).toEqual(rest.payload!.map((i) => String(i.id)));
    expect(ranged.total).toBe(rest.meta.total);
  });

  it('Money is major units with at most two decimals, its ISO code and symbol, above 2^31 cents too', async () => {
    const { items } = await page({ currency: 'SEK', sort: 'DESC', limit: 50 });
    for (const item of items) {
      expect(String(item.price.amount)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(item.price).toMatchObject({ currency: 'SEK', symbol: 'kr' });
    }
    expect(items.some((i) => !Number.isInteger(i.price.amount)), 'some SEK prices have öre').toBe(true);
    const rest = (await shop.rest<ItemList>('/items/list?currency=SEK&sort=desc&limit=50')).body;
    expect(items.map((i) => i.price.amount)).toEqual(rest.payload!.map((i) => i.price));

    // 25,000,000.07 EUR is 2,500,000,007 cents (beyond a 32-bit Int) and 285,000,000.80 SEK.
    await insertItems(shop.db, [{ ...generateItem(90_001), item_id: 'money_overflow', price: 2_500_000_007, old_price: 0 }]);
    const { id } = await shop.db.selectFrom('items').select('id').where('item_id', '=', 'money_overflow').executeTakeFirstOrThrow();
    const res = await postGql<{ product: { product: Product } }>(shop.gatewayOrigin, PRODUCT, { id: String(id), currency: 'SEK' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.product.product.price).toEqual({ amount: 285_000_000.8, currency: 'SEK', symbol: 'kr' });
    expect(res.body.data!.product.product.oldPrice).toEqual({ amount: 0, currency: 'SEK', symbol: 'kr' });
    await shop.db.deleteFrom('items').where('id', '=', id).execute();
  });

  it('a price bound with more than two decimals is a ValidationError on the schema field', async () => {
    for (const filter of [{ priceFrom: 10.555 }, { priceTill: 0.001 }]) {
      const result = await products({ currency: 'EUR', ...filter });
      const field = Object.keys(filter)[0];
      expect(result, field).toMatchObject({
        __typename: 'ValidationError',
        fieldErrors: [{ field, messages: ['Must have at most 2 decimals'] }],
      });
    }
  });

  it('sorts by price ascending by default and descending on request', async () => {
    const asc = await page({ currency: 'EUR', limit: 100 });
    const desc = await page({ currency: 'EUR', sort: 'DESC', limit: 100 });
    const ascPrices = asc.items.map((i) => i.price.amount);
    const descPrices = desc.items.map((i) => i.price.amount);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    expect(descPrices[0]).toBeGreaterThan(ascPrices[0]);
  });

  it('paginates: page 2 continues page 1 with the same total', async () => {
    const first = await page({ currency: 'EUR', category: 'CS2', page: 1, limit: 15 });
    const second = await page({ currency: 'EUR', category: 'CS2', page: 2, limit: 15 });
    const both = await page({ currency: 'EUR', category: 'CS2', page: 1, limit: 30 });
    expect(second).toMatchObject({ page: 2, limit: 15, total: first.total });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(both.items.map((i) => i.id));
  });

  it('converts prices to the display currency', async () => {
    const eur = await page({ currency: 'EUR', category: 'CS2', sort: 'DESC' });
    const usd = await page({ currency: 'USD', category: 'CS2', sort: 'DESC' });
    const rest = (await shop.rest<ItemList>('/items/list?currency=USD&category=cs2&sort=desc')).body;
    expect(usd.items.map((i) => i.price)).toEqual(rest.payload!.map((i) => ({ amount: i.price, currency: 'USD', symbol: '$' })));
    expect(usd.items.map((i) => i.id)).toEqual(eur.items.map((i) => i.id));
    expect(usd.items[0].price.amount).not.toBe(eur.items[0].price.amount);
    expect(eur.items.every((i) => i.price.currency === 'EUR' && i.oldPrice.currency === 'EUR')).toBe(true);
  });

  it('bad input comes back as a ValidationError result with field errors in the schema names', async () => {
    // page and limit are refused by the gateway itself (schema @range), priceFrom by the REST API.
    for (const [filter, expected] of [
      [{ currency: 'EUR', page: -1, limit: 100000 }, ['limit', 'page']],
      [{ currency: 'EUR', priceFrom: 20000 }, ['priceFrom']],
    ] as const) {
      const result = await products(filter);
      expect(result.__typename).toBe('ValidationError');
      if (result.__typename !== 'ValidationError') return;
      expect(result.errorCode).toBe('VALIDATION_FAILED');
      expect(result.message.length).toBeGreaterThan(0);
      expect(result.fieldErrors.map((f) => f.field).sort()).toEqual(expected);
      for (const field of result.fieldErrors) expect(field.messages.length).toBeGreaterThan(0);
    }
  });

  it('an unknown currency is a ValidationError too', async () => {
    const rest = await shop.rest<Envelope<unknown>>('/items/list?currency=XXX');
    const result = await products({ currency: 'XXX' });
    expect(rest.status).toBe(422);
    expect(result).toMatchObject({ __typename: 'ValidationError', fieldErrors: [expect.objectContaining({ field: 'currency' })] });
  });
});

describe('filter data through the gateway', () => {
  it('CS2 has types and the five exteriors, no heroes; Dota 2 has heroes', async () => {
    const query = 'query F($c: GameCategory) { filterData(category: $c) { types qualities heroes exteriorNames classes } }';
    const cs2 = await postGql<{ filterData: Record<string, string[]> }>(shop.gatewayOrigin, query, { c: 'CS2' });
    expect(cs2.body.data!.filterData.exteriorNames).toEqual(
      ['Battle-Scarred', 'Factory New', 'Field-Tested', 'Minimal Wear', 'Well-Worn'],
    );
    expect(cs2.body.data!.filterData.heroes).toEqual([]);
    expect(cs2.body.data!.filterData.types).toContain('Rifle');
    const dota = await postGql<{ filterData: Record<string, string[]> }>(shop.gatewayOrigin, query, { c: 'DOTA2' });
    expect(dota.body.data!.filterData.heroes.length).toBeGreaterThan(0);
    const all = await postGql<{ filterData: Record<string, string[]> }>(shop.gatewayOrigin, query, {});
    expect(all.body.data!.filterData.types.length).toBeGreaterThan(cs2.body.data!.filterData.types.length);
  });
});

describe('product detail through the gateway', () => {
  it('returns the product and its similar items in the requested currency', async () => {
    const rest = (await shop.rest<Envelope<ItemDetailAnswer>>('/items/1?currency=GBP')).body.payload!;
    const res = await postGql<{ product: Record<string, unknown> }>(shop.gatewayOrigin, PRODUCT, { id: '1', currency: 'GBP' });
    expect(res.body.data!.product).toEqual({
      __typename: 'ProductDetail',
      product: expected(rest),
      similar: rest.similar.map(expected),
    });
    expect(rest.similar.length).toBeGreaterThan(0);
    expect(rest.currency).toBe('GBP');
  });

  it('an unknown product is a NotFoundError with the server message', async () => {
    const rest = await shop.rest<Envelope<unknown>>('/items/999999?currency=EUR');
    expect(rest.status).toBe(404);
    const res = await postGql(shop.gatewayOrigin, PRODUCT, { id: '999999', currency: 'EUR' });
    expect(res.body).toEqual({
      data: { product: { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: rest.body.message } },
    });
  });

  it('an unknown currency is a ValidationError naming the currency field', async () => {
    const res = await postGql(shop.gatewayOrigin, PRODUCT, { id: '1', currency: 'XXX' });
    expect(res.body).toEqual({
      data: {
        product: {
          __typename: 'ValidationError',
          errorCode: 'VALIDATION_FAILED',
          message: expect.any(String),
          fieldErrors: [{ field: 'currency', messages: ['Unknown currency'] }],
        },
      },
    });
  });

  it('an id that is not an item id is a NotFoundError, never another REST path', async () => {
    // "list" and "filter-data" would otherwise fetch /items/list and /items/filter-data.
    for (const id of ['no/such?thing', 'list', 'filter-data', '', '..', '0', '1.5', '9'.repeat(200)]) {
      const res = await postGql(shop.gatewayOrigin, PRODUCT, { id, currency: 'EUR' });
      expect(res.body, id).toEqual({
        data: { product: { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Item not found' } },
      });
    }
  });
});

// The gateway keeps the catalogue's answers and revalidates them with the API on every request
// (gateway/revalidation-cache.ts): a change shows up in the very next answer, never a stale one.
describe('catalogue changes through the gateway', () => {
  it('shows an item added, repriced and removed in the next listing, product and filter data', async () => {
    const FILTER = { category: 'CS2', search: 'Olympus', currency: 'USD' };
    const FILTER_DATA = 'query F($c: GameCategory) { filterData(category: $c) { types } }';
    const types = async () =>
      (await postGql<{ filterData: { types: string[] } }>(shop.gatewayOrigin, FILTER_DATA, { c: 'CS2' })).body.data!.filterData.types;
    const product = async (id: number) =>
      (await postGql<{ product: { product: Product } }>(shop.gatewayOrigin, PRODUCT, { id: String(id), currency: 'USD' })).body.data!.product;
    // Twice each, so the second answers come from copies the API confirmed with a 304.
    const confirmed: string[] = [];
    const noteConfirmed = (request: IncomingMessage, response: ServerResponse) =>
      response.on('finish', () => response.statusCode === 304 && confirmed.push(request.url ?? ''));
    shop.api.server.on('request', noteConfirmed);
    for (let i = 0; i < 2; i++) {
      expect((await page(FILTER)).total).toBe(0);
      expect(await types()).not.toContain('Taser');
    }
    shop.api.server.off('request', noteConfirmed);
    expect([...new Set(confirmed.map((url) => url.split('?')[0]))].sort()).toEqual(['/api/items/filter-data', '/api/items/list']);

    await insertItems(shop.db, [{ ...generateItem(90_002), item_id: 'olympus', title: 'Zeus x27 | Olympus (Factory New)', type: 'Taser', price: 10_000, old_price: 0 }]);
    const { id } = await shop.db.selectFrom('items').select('id').where('item_id', '=', 'olympus').executeTakeFirstOrThrow();
    expect((await page(FILTER)).items.map((item) => item.price.amount)).toEqual([108]);
    expect(await types()).toContain('Taser');
    expect((await product(id)).product.price.amount).toBe(108);

    await shop.db.updateTable('items').set({ price: 20_000 }).where('id', '=', id).execute();
    expect((await page(FILTER)).items.map((item) => item.price.amount)).toEqual([216]);
    expect((await product(id)).product.price.amount).toBe(216);

    await shop.db.deleteFrom('items').where('id', '=', id).execute();
    expect((await page(FILTER)).total).toBe(0);
    expect(await types()).not.toContain('Taser');
    expect(await product(id)).toMatchObject({ __typename: 'NotFoundError' });
  });
});
