import type { ItemListRow } from './items.repository';

/**
 * Item rows by id for one catalogue version, so a page reads from the database only the rows no
 * earlier request of that version read (turning a row into a JS object costs more than finding it).
 * The first read of a newer version drops every row; the oldest rows go first past `maxRows`.
 */
export function createItemRowCache(maxRows: number) {
  let current = -1;
  const rows = new Map<number, ItemListRow>();

  function remember(row: ItemListRow): void {
    if (rows.size >= maxRows) rows.delete(rows.keys().next().value as number);
    rows.set(row.id, row);
  }

  return {
    /** The rows of `ids` that exist, in the order given; `load` reads the missing ones in any order. */
    async read(version: number, ids: number[], load: (ids: number[]) => Promise<ItemListRow[]>): Promise<ItemListRow[]> {
      if (version < current) return inOrder(ids, await load(ids)); // a request that read the version before a change
      if (version > current) {
        rows.clear();
        current = version;
      }
      const cached = ids.map((id) => rows.get(id));
      const missing = ids.filter((_, index) => cached[index] === undefined);
      if (missing.length === 0) return cached as ItemListRow[];
      const loaded = await load(missing);
      if (version === current) for (const row of loaded) remember(row);
      const byId = new Map(loaded.map((row) => [row.id, row]));
      return ids.flatMap((id, index) => cached[index] ?? byId.get(id) ?? []);
    },
  };
}

function inOrder(ids: number[], rows: ItemListRow[]): ItemListRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
