/** A value memoised per version (versionedCache): call it for the current one, peek for the last one read. */
export interface VersionedCache<V> {
  (): Promise<V>;
  /** The value loaded last and the version it was loaded at, without reading the version (undefined before any). */
  peek(): { version: number; value: Promise<V> } | undefined;
}

/**
 * Memoises an async loader per version of what it reads (the site version, say): every call reads the
 * current version, one cheap query, and loads again only when it changed, so a change made by any
 * process is seen by the next call. Callers at one version share one load; a failed load is not kept;
 * versions only grow, so a slow call that read an older version never replaces a newer entry.
 */
export function versionedCache<V>(readVersion: () => Promise<number>, load: () => Promise<V>): VersionedCache<V> {
  let entry: { version: number; value: Promise<V> } | undefined;
  const current = async () => {
    const version = await readVersion();
    if (entry?.version === version) return entry.value;
    const loaded = { version, value: load() };
    if (!entry || entry.version < version) entry = loaded;
    loaded.value.catch(() => {
      if (entry === loaded) entry = undefined;
    });
    return loaded.value;
  };
  return Object.assign(current, { peek: () => entry });
}
