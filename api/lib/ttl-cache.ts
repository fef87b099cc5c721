/**
 * Memoises an async loader per key for `ttlMs`. Concurrent callers share one load; a failed load is
 * not kept. Used for reference data that changes only when an operator or the seed rewrites it.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const entries = new Map<K, { expires: number; value: Promise<V> }>();
  return (key) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load(key);
    entries.set(key, { expires: now + ttlMs, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
