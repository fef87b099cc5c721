import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGql } from './gateway-helpers';
import { startShop, type Shop } from './shop-fixture';

// Hostile operations against the real gateway and REST API: each is refused before it costs work,
// with a message that says why.
let shop: Shop;
const restCalls: string[] = [];

beforeAll(async () => {
  shop = await startShop();
  shop.api.server.on('request', (request: { url?: string }) => restCalls.push(request.url ?? ''));
});
afterAll(async () => {
  await shop?.close();
});

/** REST calls made while running `action`. */
async function restCallsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const before = restCalls.length;
  await action();
  return restCalls.slice(before);
}

const PRODUCTS = `query($filter: ProductFilter!) {
  products(filter: $filter) { __typename ... on ProductPage { total } ... on ValidationError { message fieldErrors { field messages } } }
}`;

describe('expensive operations', () => {
  it('refuses the nested-alias query that once made a 182 MB answer, without calling REST', async () => {
    // 10 pages of 100 products, each page's items 10 times, each title 10 times: 12 KB of query.
    const titles = Array.from({ length: 10 }, (_, i) => `t${i}: title`).join(' ');
    const items = Array.from({ length: 10 }, (_, i) => `i${i}: items { ${titles} }`).join(' ');
    const pages = Array.from(
      { length: 10 },
      (_, i) => `p${i}: products(filter: { currency: "EUR", limit: 100 }) { ... on ProductPage { ${items} } }`,
    ).join(' ');
    let res: Awaited<ReturnType<typeof postGql>> | undefined;
    const calls = await restCallsDuring(async () => (res = await postGql(shop.gatewayOrigin, `{ ${pages} }`)));
    expect(res!.status).toBe(400);
    expect(res!.body.data).toBeUndefined();
    expect(res!.body.errors?.map((e) => e.message)).toContain('Aliases limit of 20 exceeded, found 1110.');
    expect(calls).toEqual([]);
  });

  it('refuses selections nested deeper than 10 levels (introspection included)', async () => {
    const deep = '{ __schema { types { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } }';
    const res = await postGql(shop.gatewayOrigin, deep);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.message)).toContain('Query depth limit of 10 exceeded, found 11.');
  });

  it('refuses an operation over the cost budget even within the alias and root-field limits', async () => {
    const card = 'id title imgUrl price { amount currency } oldPrice { amount currency } type quality category exterior itemClass description';
    const pages = (n: number) =>
      Array.from({ length: n }, (_, i) => `p${i}: products(filter: { currency: "EUR", limit: 100 }) { ... on ProductPage { items { ${card} } } }`).join(' ');
    let res: Awaited<ReturnType<typeof postGql>> | undefined;
    const calls = await restCallsDuring(async () => (res = await postGql(shop.gatewayOrigin, `{ ${pages(20)} }`)));
    expect(res!.status).toBe(400);
    expect(res!.body.errors?.map((e) => e.message)).toEqual([expect.stringMatching(/^Query Cost limit of 1000 exceeded, found \d+(\.\d+)?\.$/)]);
    expect(calls).toEqual([]);
    // Two pages (what the home page asks for) are well within it.
    expect((await postGql(shop.gatewayOrigin, `{ ${pages(2)} }`)).body.errors).toBeUndefined();
  });

  it('caps the list size: more than 100 products per page is refused by the gateway itself', async () => {
    let res: Awaited<ReturnType<typeof postGql>> | undefined;
    const calls = await restCallsDuring(
      async () => (res = await postGql(shop.gatewayOrigin, PRODUCTS, { filter: { currency: 'EUR', limit: 101 } })),
    );
    expect(res!.body.data).toEqual({
      products: {
        __typename: 'ValidationError',
        message: 'limit must be at most 100',
        fieldErrors: [{ field: 'limit', messages: ['limit must be at most 100'] }],
      },
    });
    expect(calls).toEqual([]);
  });
});

describe('hostile input', () => {
  it('answers a lone UTF-16 surrogate in a string variable with a ValidationError, not a crash', async () => {
    for (const search of ['\ud800', 'ak\udc00', 'x\ud83d']) {
      const res = await postGql(shop.gatewayOrigin, PRODUCTS, { filter: { currency: 'EUR', search } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({
        products: {
          __typename: 'ValidationError',
          message: 'search must be valid Unicode text',
          fieldErrors: [{ field: 'search', messages: ['search must be valid Unicode text'] }],
        },
      });
    }
    // A proper pair (an emoji) is fine.
    const emoji = await postGql(shop.gatewayOrigin, PRODUCTS, { filter: { currency: 'EUR', search: '\ud83d\ude00' } });
    expect(emoji.body.data).toEqual({ products: { __typename: 'ProductPage', total: 0 } });
  });

  it('answers a search string over its documented 100 characters with a ValidationError, without calling REST', async () => {
    let res: Awaited<ReturnType<typeof postGql>> | undefined;
    const calls = await restCallsDuring(
      async () => (res = await postGql(shop.gatewayOrigin, PRODUCTS, { filter: { currency: 'EUR', search: 'a'.repeat(16_500) } })),
    );
    expect(res!.body.data).toMatchObject({
      products: { __typename: 'ValidationError', message: 'search must be at most 100 characters' },
    });
    expect(calls).toEqual([]);
    // Also as a literal in the document, and on another field's argument.
    const literal = await postGql(shop.gatewayOrigin, `{ product(id: "1", currency: "${'E'.repeat(11)}") { __typename ... on ValidationError { message } } }`);
    expect(literal.body.data).toEqual({ product: { __typename: 'ValidationError', message: 'currency must be at most 10 characters' } });
  });

  it('answers an array given for an input object with BAD_USER_INPUT and a clear message', async () => {
    for (const filter of [[], [{ currency: 'EUR' }]]) {
      const res = await postGql(shop.gatewayOrigin, PRODUCTS, { filter });
      expect(res.status).toBe(200);
      expect(res.body.data).toBeUndefined();
      const errors = res.body.errors!;
      expect(errors.length).toBeGreaterThan(0);
      expect(errors[0]!.message).toMatch(/^Variable "\$filter" got invalid value \[.*\]; Expected type "ProductFilter" to be an object\.$/);
      for (const error of errors) {
        expect(error.extensions?.code).toBe('BAD_USER_INPUT');
        expect(error.message).not.toContain('function');
      }
    }
  });
});
