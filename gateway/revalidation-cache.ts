import { LruMap } from './lru-map';

/**
 * A REST answer kept to be revalidated: its validator and its body, frozen because it is shared (a body
 * an API in this process handed over is left as it is: the API may still hold it).
 */
export interface StoredAnswer {
  etag: string;
  body: unknown;
}

/**
 * The REST API's shareable GET answers by path (the catalogue's: an ETag, `no-cache`), newest use last,
 * so the oldest go first when `maxEntries` is reached. The REST client asks with If-None-Match every
 * time and uses a stored body only on a 304, so nothing here is ever served stale; it only saves the
 * REST API its work and the gateway parsing the same JSON again.
 */
export class RevalidationCache {
  private readonly answers: LruMap<StoredAnswer>;

  constructor(maxEntries = 1_000) {
    this.answers = new LruMap(maxEntries);
  }

  get(path: string): StoredAnswer | undefined {
    return this.answers.get(path);
  }

  set(path: string, etag: string, body: unknown, { freeze = true }: { freeze?: boolean } = {}): void {
    this.answers.set(path, { etag, body: freeze ? deepFreeze(body) : body });
  }

  delete(path: string): void {
    this.answers.delete(path);
  }

  get size(): number {
    return this.answers.size;
  }
}

/** Parsed JSON only: plain objects and arrays. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Whether a 200 GET answer may be kept for everyone: it has a validator, sets no cookie, is neither
 * private nor no-store, and varies by no request header (the client keys answers by path alone).
 */
export function isShareable(headers: { etag?: string; cacheControl?: string; vary?: string; setsCookie: boolean }): boolean {
  if (!headers.etag || headers.setsCookie || headers.vary) return false;
  return !/(^|,)\s*(private|no-store)\s*(=|,|$)/i.test(headers.cacheControl ?? '');
}
