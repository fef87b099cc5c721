/**
 * Memoises an async loader per version of what it reads (the site version, say): every call reads the
 * current version, one cheap query, and loads again only when it changed, so a change made by any
 * process is seen by the next call. Callers at one version share one load; a failed load is not kept;
 * versions only grow, so a slow call that read an older version never replaces a newer entry.
 */
export function versionedCache<V>(readVersion: () => Promise<number>, load: () => Promise<V>): () => Promise<V> {
  let entry: { version: number; value: Promise<V> } | undefined;
  return async () => {
    const version = await readVersion();
    if (entry?.version === version) return entry.value;
    const current = { version, value: load() };
    if (!entry || entry.version < version) entry = current;
    current.value.catch(() => {
      if (entry === current) entry = undefined;
    });
    return current.value;
  };
}
