// Issue 27 through the gateway against the real REST API: a trader's fields on every product, the
// float, pattern, mark and sticker filters, the new sorts, and the price history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/common.contract';
import type { ItemAnswer, ItemListAnswer, PriceHistoryAnswer } from '../../contract/items.contract';
import { postGql } from './gateway-helpers';
import { startShop, type Shop } from './shop-fixture';

type ItemList = Envelope<ItemAnswer[]> & Pick<ItemListAnswer, 'meta'>;

const TRADER_FIELDS = `id floatValue paintSeed phase statTrak souvenir stickers { name slot kind wear } inspectLink gems style
  referencePrice { amount currency symbol } discount`;
const PRODUCTS = `query Products($filter: ProductFilter!) { products(filter: $filter) { __typename
  ... on ProductPage { items { ${TRADER_FIELDS} } total }
  ... on ValidationError { fieldErrors { field messages } } } }`;
const PRODUCT = `query Product($id: ID!, $currency: String!) { product(id: $id, currency: $currency) { __typename
  ... on ProductDetail { product { ${TRADER_FIELDS} } similar { ${TRADER_FIELDS} } } } }`;
const HISTORY = `query History($id: ID!, $days: Int!, $currency: String!) { priceHistory(id: $id, days: $days, currency: $currency) { __typename
  ... on PriceHistory { title days points { date price { amount currency symbol } } referencePrice { amount currency symbol } }
  ... on ErrorResult { errorCode message }
  ... on ValidationError { fieldErrors { field messages } } } }`;

interface TraderProduct {
  id: string;
  floatValue: number | null;
  paintSeed: number | null;
  phase: string | null;
  statTrak: boolean;
  souvenir: boolean;
  stickers: { name: string; slot: number; kind: 'STICKER' | 'CHARM'; wear: number | null }[];
  inspectLink: string | null;
  gems: string[];
  style: string | null;
  referencePrice: { amount: number; currency: string; symbol: string } | null;
  discount: number;
}

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };

/** What the gateway must make of one REST item's issue-27 fields. */
function expected(item: ItemAnswer): TraderProduct {
  return {
    id: String(item.id),
    floatValue: item.float_value,
    paintSeed: item.paint_seed,
    phase: item.phase,
    statTrak: item.stattrak,
    souvenir: item.souvenir,
    stickers: item.stickers.map((s) => ({ name: s.name, slot: s.slot, kind: s.kind === 'charm' ? 'CHARM' : 'STICKER', wear: s.wear })),
    inspectLink: item.inspect_link,
    gems: item.gems,
    style: item.style,
    referencePrice: item.reference_price === null ? null : { amount: item.reference_price, currency: item.currency, symbol: SYMBOLS[item.currency]! },
    discount: item.discount,
  };
}

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});

afterAll(async () => {
  await shop?.close();
});

async function page(filter: Record<string, unknown>): Promise<{ items: TraderProduct[]; total: number }> {
  const res = await postGql<{ products: { __typename: string; items: TraderProduct[]; total: number } }>(shop.gatewayOrigin, PRODUCTS, { filter });
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data!.products.__typename).toBe('ProductPage');
  return res.body.data!.products;
}

async function rest(query: string): Promise<ItemAnswer[]> {
  const { status, body } = await shop.rest<ItemList>(`/items/list?${query}`);
  expect(status).toBe(200);
  return body.payload!;
}

describe('a trader through the gateway', () => {
  it("maps every item's float, pattern, phase, marks, stickers, inspect link, gems, style, reference price and discount", async () => {
    for (const [filter, query] of [
      [{ currency: 'USD', category: 'CS2', hasStickers: true, limit: 100 }, 'currency=USD&category=cs2&has_stickers=1&limit=100'],
      [{ currency: 'EUR', category: 'DOTA2', limit: 100 }, 'currency=EUR&category=dota2&limit=100'],
      [{ currency: 'GBP', sort: 'DISCOUNT', limit: 100 }, 'currency=GBP&sort=discount&limit=100'],
    ] as const) {
      const items = await rest(query);
      expect(items.length, query).toBeGreaterThan(0);
      expect((await page(filter)).items).toEqual(items.map(expected));
    }
    // The seed gives the mapping something to map: stickers with and without wear, charms, phases, prices.
    const all = [...(await rest('currency=EUR&category=cs2&has_stickers=1&limit=100')), ...(await rest('currency=EUR&sort=discount&limit=100'))];
    expect(all.some((i) => i.stickers.some((s) => s.kind === 'charm'))).toBe(true);
    expect(all.some((i) => i.stickers.some((s) => s.wear !== null))).toBe(true);
    expect(all.some((i) => i.reference_price !== null && i.discount > 0)).toBe(true);
  });

  it('filters by float range, pattern, StatTrak, Souvenir, stickers and sticker name like REST does', async () => {
    const factoryNew = await page({ currency: 'EUR', floatFrom: 0, floatTill: 0.07, limit: 100 });
    expect(factoryNew.items.length).toBeGreaterThan(0);
    for (const item of factoryNew.items) {
      expect(item.floatValue).toBeGreaterThanOrEqual(0);
      expect(item.floatValue).toBeLessThanOrEqual(0.07);
    }
    expect(factoryNew.items.map((i) => i.id)).toEqual((await rest('currency=EUR&float_from=0&float_till=0.07&limit=100')).map((i) => String(i.id)));

    const seed = factoryNew.items.find((i) => i.paintSeed !== null)!.paintSeed!;
    const patterned = await page({ currency: 'EUR', paintSeed: seed, limit: 100 });
    expect(patterned.items.length).toBeGreaterThan(0);
    expect(patterned.items.every((i) => i.paintSeed === seed)).toBe(true);

    const marked = await page({ currency: 'EUR', statTrak: true, limit: 100 });
    expect(marked.items.length).toBeGreaterThan(0);
    expect(marked.items.every((i) => i.statTrak)).toBe(true);
    const souvenirs = await page({ currency: 'EUR', souvenir: true, limit: 100 });
    expect(souvenirs.items.length).toBeGreaterThan(0);
    expect(souvenirs.items.every((i) => i.souvenir)).toBe(true);
    expect(souvenirs.total).toBe((await shop.rest<ItemList>('/items/list?currency=EUR&souvenir=1')).body.meta.total);

    const stickered = await page({ currency: 'EUR', hasStickers: true, limit: 100 });
    expect(stickered.items.length).toBeGreaterThan(0);
    expect(stickered.items.every((i) => i.stickers.length > 0)).toBe(true);
    const name = stickered.items[0]!.stickers[0]!.name;
    const word = name.split(/[|()]/).map((part) => part.trim()).find((part) => part.length > 3 && !/^sticker$/i.test(part))!;
    const byName = await page({ currency: 'EUR', sticker: word.toUpperCase(), limit: 100 });
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((i) => i.stickers.some((s) => s.name.toLowerCase().includes(word.toLowerCase())))).toBe(true);
  });

  it('sorts by float both ways (items without a float left out), by discount and by newest', async () => {
    const up = (await page({ currency: 'EUR', sort: 'FLOAT_ASC', limit: 100 })).items.map((i) => i.floatValue);
    const down = (await page({ currency: 'EUR', sort: 'FLOAT_DESC', limit: 100 })).items.map((i) => i.floatValue);
    expect(up.length).toBeGreaterThan(0);
    expect(up.every((f) => f !== null)).toBe(true);
    expect(up).toEqual([...up].sort((a, b) => a! - b!));
    expect(down).toEqual([...down].sort((a, b) => b! - a!));
    expect(down).toEqual((await rest('currency=EUR&sort=float_desc&limit=100')).map((i) => i.float_value));
    const discounts = (await page({ currency: 'EUR', sort: 'DISCOUNT', limit: 100 })).items.map((i) => i.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(discounts[0]).toBeGreaterThan(0);
    const newest = (await page({ currency: 'EUR', sort: 'NEWEST', limit: 30 })).items.map((i) => i.id);
    expect(newest).toEqual((await rest('currency=EUR&sort=newest&limit=30')).map((i) => String(i.id)));
  });

  it('a float bound out of 0..1 is a ValidationError on the schema field', async () => {
    const res = await postGql<{ products: unknown }>(shop.gatewayOrigin, PRODUCTS, { filter: { currency: 'EUR', floatTill: 1.5 } });
    expect(res.body.data!.products).toMatchObject({ __typename: 'ValidationError', fieldErrors: [expect.objectContaining({ field: 'floatTill' })] });
  });

  it("the product detail carries the copy's fields and the Steam (reference) price", async () => {
    const item = (await rest('currency=USD&has_stickers=1&limit=1'))[0]!;
    const res = await postGql<{ product: { product: TraderProduct; similar: TraderProduct[] } }>(shop.gatewayOrigin, PRODUCT, { id: String(item.id), currency: 'USD' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.product.product).toEqual(expected(item));
    expect(res.body.data!.product.similar.length).toBeGreaterThan(0);
  });
});

describe('price history through the gateway', () => {
  it('is the REST history in Money, for 7, 30 and 90 days', async () => {
    const item = (await rest('currency=USD&sort=discount&limit=1'))[0]!;
    for (const days of [7, 30, 90]) {
      const restHistory = (await shop.rest<Envelope<PriceHistoryAnswer>>(`/items/${item.id}/price-history?days=${days}&currency=USD`)).body.payload!;
      const res = await postGql<{ priceHistory: unknown }>(shop.gatewayOrigin, HISTORY, { id: String(item.id), days, currency: 'USD' });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.priceHistory).toEqual({
        __typename: 'PriceHistory',
        title: restHistory.title,
        days,
        points: restHistory.points.map((p) => ({ date: p.date, price: { amount: p.price, currency: 'USD', symbol: '$' } })),
        referencePrice: restHistory.reference_price === null ? null : { amount: restHistory.reference_price, currency: 'USD', symbol: '$' },
      });
    }
    const ninety = (await shop.rest<Envelope<PriceHistoryAnswer>>(`/items/${item.id}/price-history?days=90&currency=USD`)).body.payload!;
    const seven = (await shop.rest<Envelope<PriceHistoryAnswer>>(`/items/${item.id}/price-history?days=7&currency=USD`)).body.payload!;
    expect(ninety.points.length).toBeGreaterThan(seven.points.length);
  });

  it('an unknown item is a NotFoundError, another span a ValidationError, an id that is no item id never reaches REST', async () => {
    const missing = await postGql(shop.gatewayOrigin, HISTORY, { id: '999999', days: 30, currency: 'EUR' });
    expect(missing.body).toEqual({ data: { priceHistory: { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: expect.any(String) } } });
    const span = await postGql<{ priceHistory: unknown }>(shop.gatewayOrigin, HISTORY, { id: '1', days: 14, currency: 'EUR' });
    expect(span.body.data!.priceHistory).toMatchObject({ __typename: 'ValidationError', fieldErrors: [expect.objectContaining({ field: 'days' })] });
    for (const id of ['list', '../1', '0', 'filter-data']) {
      const res = await postGql(shop.gatewayOrigin, HISTORY, { id, days: 30, currency: 'EUR' });
      expect(res.body, id).toEqual({ data: { priceHistory: { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Item not found' } } });
    }
  });
});
