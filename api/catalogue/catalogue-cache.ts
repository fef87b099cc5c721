/**
 * Values derived from the catalogue (listing totals, filter data, similar items), kept for one
 * catalogue version: the first read of a newer version drops everything, so an item change shows up
 * in the next request. Concurrent readers of a missing key share one computation.
 */
export function createCatalogueCache<V>(maxEntries: number) {
  let current = -1;
  const entries = new Map<string, Promise<V>>();
  return {
    /** The value for `key` when this version's is already here (or on its way), without computing it. */
    peek(version: number, key: string): Promise<V> | undefined {
      return version === current ? entries.get(key) : undefined;
    },
    get(version: number, key: string, compute: () => Promise<V>): Promise<V> {
      if (version < current) return compute(); // a request that read the version before a change
      if (version > current) {
        entries.clear();
        current = version;
      }
      const hit = entries.get(key);
      if (hit) return hit;
      const value = compute();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      value.catch(() => {
        if (entries.get(key) === value) entries.delete(key);
      });
      return value;
    },
  };
}
