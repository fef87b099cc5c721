import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { insertItems } from '../../api/db/items.repository';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { startTestApi, type TestApi } from './api-harness';

// Listing totals are cached per filter on SQLite; they must follow every change of the data,
// whether made through this connection or by another process on the same file.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 20 });
});
afterAll(async () => {
  await api?.close();
});

const total = async (query: string) => (await api.get(`/api/items/list?${query}`)).body.meta.total as number;
const newCs2Item = (index: number) => ({ ...generateItem(index * 2), item_id: `test_${index}` });

describe('items/list meta.total', () => {
  it('follows inserts made through the same connection', async () => {
    const before = await total('category=cs2');
    expect(await total('category=cs2')).toBe(before);
    await insertItems(api.db, [newCs2Item(1000), newCs2Item(1001)]);
    expect(await total('category=cs2')).toBe(before + 2);
  });

  it('follows changes committed by another connection', async () => {
    const before = await total('category=cs2');
    const other = createDatabase(api.config);
    try {
      await insertItems(other.db, [newCs2Item(2000)]);
      expect(await total('category=cs2')).toBe(before + 1);
      await other.db.deleteFrom('items').where('item_id', '=', 'test_2000').execute();
      expect(await total('category=cs2')).toBe(before);
    } finally {
      await other.db.destroy();
    }
  });
});
