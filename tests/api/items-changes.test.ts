import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { insertItems } from '../../api/catalogue/items.repository';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { startTestApi, type TestApi } from './api-harness';

// Totals, filter data and similar items are cached per catalogue version; every change of an item
// must show up in the very next request, with nothing stale.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 200 });
});
afterAll(async () => {
  await api?.close();
});

const ITEM_ID = 'changes_1';
const listing = async (query: string) => (await api.get(`/api/items/list?${query}`)).body;
const types = async () => (await api.get('/api/items/filter-data?category=cs2')).body.payload.types as string[];
const idOf = async () => (await api.db.selectFrom('items').select('id').where('item_id', '=', ITEM_ID).executeTakeFirstOrThrow()).id;

describe('catalogue changes', () => {
  it('shows an added, repriced, discounted and removed item in the next listing, filter data and count', async () => {
    // Warm every cache first.
    const before = await listing('category=cs2&search=olympus');
    const totalBefore = (await listing('category=cs2')).meta.total as number;
    const cheapestBefore = (await listing('category=cs2&limit=1')).payload[0];
    expect(before.meta.total).toBe(0);
    expect(await types()).not.toContain('Taser');

    await insertItems(api.db, [
      { ...generateItem(0), item_id: ITEM_ID, title: 'Zeus x27 | Olympus (Factory New)', type: 'Taser', price: 250_000, old_price: 0 },
    ]);
    const added = await listing('category=cs2&search=olympus');
    expect(added.meta.total).toBe(1);
    expect(added.payload[0]).toMatchObject({ title: 'Zeus x27 | Olympus (Factory New)', type: 'Taser', old_price: 0 });
    expect((await listing('category=cs2')).meta.total).toBe(totalBefore + 1);
    expect(await types()).toContain('Taser');
    expect((await listing('category=cs2&type=taser')).meta.total).toBe(1);

    const id = await idOf();
    await api.db.updateTable('items').set({ price: 1 }).where('id', '=', id).execute();
    expect((await listing('category=cs2&limit=1')).payload[0].id).toBe(id);
    expect((await listing('category=cs2&price_till=1')).payload.map((item: { id: number }) => item.id)).toContain(id);
    expect(cheapestBefore.id).not.toBe(id);

    await api.db.updateTable('items').set({ price: 900, old_price: 1_200 }).where('id', '=', id).execute();
    const onSale = (await listing('category=cs2&search=olympus')).payload[0];
    expect(onSale.old_price).toBeGreaterThan(onSale.price);
    expect((await listing('category=cs2&price_till=1')).payload.map((item: { id: number }) => item.id)).not.toContain(id);

    await api.db.updateTable('items').set({ title: 'Zeus x27 | Thunder (Factory New)', search_text: 'zeus x27 | thunder (factory new)' }).where('id', '=', id).execute();
    expect((await listing('category=cs2&search=olympus')).meta.total).toBe(0);
    expect((await listing('category=cs2&search=thunder')).meta.total).toBe(1);

    await api.db.deleteFrom('items').where('id', '=', id).execute();
    expect((await listing('category=cs2&search=thunder')).meta.total).toBe(0);
    expect((await listing('category=cs2')).meta.total).toBe(totalBefore);
    expect(await types()).not.toContain('Taser');
    expect((await api.get(`/api/items/${id}`)).status).toBe(404);
  });

  it('shows a repriced item among the similar items of the item it now costs the same as', async () => {
    const [first] = (await listing('category=cs2&type=rifle&limit=1')).payload as { id: number; price: number }[];
    const similarIds = async () =>
      ((await api.get(`/api/items/${first.id}`)).body.payload.similar as { id: number }[]).map((item) => item.id);
    const before = await similarIds();
    const rifles = (await listing('category=cs2&type=rifle&limit=100&sort=desc')).payload as { id: number }[];
    const far = rifles.find((item) => item.id !== first.id && !before.includes(item.id));
    expect(far).toBeDefined();
    const { price } = await api.db.selectFrom('items').select('price').where('id', '=', first.id).executeTakeFirstOrThrow();
    await api.db.updateTable('items').set({ price }).where('id', '=', far!.id).execute();
    expect(await similarIds()).toContain(far!.id);
    await api.db.deleteFrom('items').where('id', '=', far!.id).execute();
    expect(await similarIds()).not.toContain(far!.id);
  });

  // Several machines share one PostgreSQL: a change made elsewhere reaches this process only through
  // the database (the listing reads the version with its page, nothing is invalidated in-process).
  it('shows a change made through another connection, as by another process, in the next listing', async () => {
    const query = 'category=cs2&type=rifle&sort=desc&page=2&limit=5';
    const before = (await listing(query)).payload as { id: number; price: number }[];
    expect((await listing(query)).payload).toEqual(before);
    const other = createDatabase(api.config);
    try {
      const [dearest] = (await listing('category=cs2&type=rifle&sort=desc&limit=1')).payload as { id: number }[];
      const moved = before[0];
      // The first item of page 2 becomes the dearest rifle: it leaves page 2, which shifts by one.
      const { price } = await other.db.selectFrom('items').select('price').where('id', '=', dearest.id).executeTakeFirstOrThrow();
      await other.db.updateTable('items').set({ price: price + 100 }).where('id', '=', moved.id).execute();
      const after = (await listing(query)).payload as { id: number }[];
      expect(after.map((item) => item.id)).not.toContain(moved.id);
      expect((await listing('category=cs2&type=rifle&sort=desc&limit=1')).payload[0].id).toBe(moved.id);
    } finally {
      await other.db.destroy();
    }
  });

  // On PostgreSQL a repeated page reads the site version in its one statement, with the currency this
  // process read last: a rate set elsewhere must price the very next page, in the answer and its tag.
  it('prices the next listing page at a rate set through another connection, as by another process', async () => {
    const query = 'category=cs2&sort=desc&page=2&limit=5&currency=USD';
    const before = await api.get(`/api/items/list?${query}`);
    expect((await listing(query)).payload).toEqual(before.body.payload);
    const other = createDatabase(api.config);
    try {
      const { value } = await other.db.selectFrom('currencies').select('value').where('code', '=', 'USD').executeTakeFirstOrThrow();
      await other.db.updateTable('currencies').set({ value: value * 2 }).where('code', '=', 'USD').execute();
      const after = await api.get(`/api/items/list?${query}`);
      const prices = (response: typeof before) => (response.body.payload as { id: number; price: number }[]).map(({ id, price }) => [id, price]);
      expect(prices(after)).toEqual(prices(before).map(([id, price]) => [id, expect.closeTo(price * 2, 1)]));
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await other.db.updateTable('currencies').set({ value: 1.08 }).where('code', '=', 'USD').execute();
      await other.db.destroy();
    }
  });
});
