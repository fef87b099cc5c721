import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { itemPool, newShopper } from './support/shopper';

let api: TestApi;
let take: ReturnType<typeof itemPool>;

beforeAll(async () => {
  api = await startTestApi({ items: 60, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  take = itemPool(api);
});
afterAll(async () => api?.close());

describe('cart', () => {
  it('needs a session on every cart route (401 envelope)', async () => {
    const visitor = new AccountClient(api);
    for (const [method, path] of [['GET', '/api/cart/contents'], ['POST', '/api/cart/add'], ['POST', '/api/cart/remove'], ['POST', '/api/cart/clear']]) {
      const { status, body } = await visitor.send(method, path, method === 'POST' ? { id: 1 } : undefined);
      expect(status).toBe(401);
      expect(body).toEqual({ status: 'ERROR', message: 'User not authenticated', error_code: 'UNAUTHENTICATED' });
    }
  });

  it('adds, lists in the requested currency, refuses a second add, removes and clears', async () => {
    const { client } = await newShopper(api);
    const [a, b] = await take(2);
    expect((await client.post('/api/cart/add', { id: a.id, count: 1, lang_id: 10 })).body).toEqual({ status: 'OK', message: 'Item added to cart' });
    expect((await client.post('/api/cart/add', { id: b.id })).status).toBe(200);
    const again = await client.post('/api/cart/add', { id: a.id, count: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 'ERROR', error_code: 'ALREADY_IN_CART', message: 'Item already in cart' });

    const eur = await client.get('/api/cart/contents?currency=EUR');
    expect(eur.status).toBe(200);
    expect(eur.body.status).toBe('OK');
    expect(eur.body.payload.count).toBe(2);
    expect(eur.body.payload.total).toBe((a.price + b.price) / 100);
    // Issue 45: the copy's float, pattern, stickers and trade lock, as the item's row keeps them.
    const copy = await api.db.selectFrom('items').select(['float_value', 'paint_seed', 'stickers', 'tradable_after']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(eur.body.payload.items[0]).toEqual({
      item_id: a.id,
      count: 1,
      item: {
        id: a.id,
        item_id: expect.any(String),
        title: a.title,
        type: expect.any(String),
        img_url: `items/${a.id}`,
        price: a.price / 100,
        old_price: expect.any(Number),
        category: expect.stringMatching(/^(cs2|dota2)$/),
        available: true,
        float_value: copy.float_value,
        paint_seed: copy.paint_seed,
        stickers: copy.stickers ? JSON.parse(copy.stickers) : [],
        tradable_after: null,
      },
    });
    const rate = Number((await api.db.selectFrom('currencies').select('value').where('code', '=', 'USD').executeTakeFirstOrThrow()).value);
    const usd = await client.get('/api/cart/contents?currency=usd');
    expect(usd.body.payload.items[0].item.price).toBeCloseTo((a.price * rate) / 100, 2);
    expect((await client.get('/api/cart/contents?currency=XXX')).status).toBe(422);

    expect((await client.post('/api/cart/remove', { id: a.id })).body).toEqual({ status: 'OK', message: 'Item removed from cart' });
    const missing = await client.post('/api/cart/remove', { id: a.id });
    expect(missing.status).toBe(404);
    expect(missing.body.status).toBe('ERROR');
    expect((await client.get('/api/cart/contents')).body.payload).toMatchObject({ count: 1, total: b.price / 100 });
    expect((await client.post('/api/cart/clear', {})).body).toEqual({ status: 'OK', message: 'Cart cleared successfully' });
    expect((await client.get('/api/cart/contents')).body.payload).toEqual({ items: [], total: 0, count: 0 });
  });

  it('answers 422 with field errors for bad ids and counts, 404 for an unknown item', async () => {
    const { client } = await newShopper(api);
    for (const body of [{}, { id: 'abc' }, { id: -1 }, { id: 0 }, { id: 1.5 }, { id: 1e12 }, { id: null }, { id: 1, count: 2 }, { id: 1, count: 0 }]) {
      const add = await client.post('/api/cart/add', body);
      expect(add.status, JSON.stringify(body)).toBe(422);
      expect(add.body).toMatchObject({ status: 'ERROR', errors: expect.any(Object) });
    }
    for (const body of [{}, { id: 'x' }, { id: -3 }]) {
      const remove = await client.post('/api/cart/remove', body);
      expect(remove.status).toBe(422);
      expect(remove.body.errors).toBeDefined();
    }
    const unknown = await client.post('/api/cart/add', { id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'ERROR', message: 'Item not found' });
  });

  it('keeps each cart private: another user neither sees nor changes mine', async () => {
    const mine = await newShopper(api);
    const other = await newShopper(api);
    const [item] = await take(1);
    await mine.client.post('/api/cart/add', { id: item.id });
    expect((await other.client.get('/api/cart/contents')).body.payload.count).toBe(0);
    expect((await other.client.post('/api/cart/remove', { id: item.id })).status).toBe(404);
    await other.client.post('/api/cart/clear', {});
    expect((await mine.client.get('/api/cart/contents')).body.payload.items.map((e: { item_id: number }) => e.item_id)).toEqual([item.id]);
    // The other user may hold the same item in their own cart.
    expect((await other.client.post('/api/cart/add', { id: item.id })).status).toBe(200);
  });

  it('shows an item sold meanwhile as unavailable, outside the total, and refuses to add a sold item', async () => {
    const { client } = await newShopper(api);
    const [kept, sold] = await take(2);
    await client.post('/api/cart/add', { id: kept.id });
    await client.post('/api/cart/add', { id: sold.id });
    await api.db.updateTable('items').set({ status: 'sold' }).where('id', '=', sold.id).execute();
    const { payload } = (await client.get('/api/cart/contents')).body;
    expect(payload.count).toBe(2);
    expect(payload.total).toBe(kept.price / 100);
    expect(payload.items.find((e: { item_id: number }) => e.item_id === sold.id).item.available).toBe(false);

    const buyer = await newShopper(api);
    const refused = await buyer.client.post('/api/cart/add', { id: sold.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: 'ERROR', error_code: 'ITEM_UNAVAILABLE', message: 'This item is no longer available' });
  });
});

describe('catalogue after a sale', () => {
  it('drops a sold item from the next listing, count, filter data and similar items, and brings it back when returned', async () => {
    const [item] = await take(1);
    const row = await api.db.selectFrom('items').select(['category', 'type', 'title']).where('id', '=', item.id).executeTakeFirstOrThrow();
    const listed = async () => (await api.get(`/api/items/list?category=${row.category}&limit=100`)).body;
    const before = await listed();
    expect(before.payload.map((i: { id: number }) => i.id)).toContain(item.id);
    const similarOf = before.payload.find((i: { id: number; type: string }) => i.id !== item.id && i.type === row.type) ?? before.payload.find((i: { id: number }) => i.id !== item.id);
    const similar = async () => ((await api.get(`/api/items/${similarOf.id}`)).body.payload.similar as { id: number }[]).map((i) => i.id);
    const similarBefore = await similar();
    await api.get(`/api/items/filter-data?category=${row.category}`);

    await api.db.updateTable('items').set({ status: 'sold' }).where('id', '=', item.id).execute();
    const after = await listed();
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(after.payload.map((i: { id: number }) => i.id)).not.toContain(item.id);
    expect(await similar()).not.toContain(item.id);
    const search = await api.get(`/api/items/list?search=${encodeURIComponent(row.title.slice(0, 12))}&limit=100`);
    expect(search.body.payload.map((i: { id: number }) => i.id)).not.toContain(item.id);

    await api.db.updateTable('items').set({ status: 'available' }).where('id', '=', item.id).execute();
    expect((await listed()).meta.total).toBe(before.meta.total);
    if (similarBefore.includes(item.id)) expect(await similar()).toContain(item.id);
  });

  it('drops a filter value whose only item is sold', async () => {
    const [item] = await take(1);
    await api.db.updateTable('items').set({ type: 'Unique Sold Type', type_key: 'unique sold type' }).where('id', '=', item.id).execute();
    const { category } = await api.db.selectFrom('items').select('category').where('id', '=', item.id).executeTakeFirstOrThrow();
    const types = async () => (await api.get(`/api/items/filter-data?category=${category}`)).body.payload.types as string[];
    expect(await types()).toContain('Unique Sold Type');
    await api.db.updateTable('items').set({ status: 'sold' }).where('id', '=', item.id).execute();
    expect(await types()).not.toContain('Unique Sold Type');
  });
});
