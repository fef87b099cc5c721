/**
 * Memoises an async loader for `ttlMs`. Concurrent callers share one load; a failed load is not
 * kept. Used for reference data that changes only when an operator or the seed rewrites it.
 */
export function ttlCache<V>(ttlMs: number, load: () => Promise<V>): () => Promise<V> {
  let entry: { expires: number; value: Promise<V> } | undefined;
  return () => {
    const now = Date.now();
    if (entry && entry.expires > now) return entry.value;
    const current = { expires: now + ttlMs, value: load() };
    entry = current;
    current.value.catch(() => {
      if (entry === current) entry = undefined;
    });
    return current.value;
  };
}
