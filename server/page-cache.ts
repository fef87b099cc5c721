// Whole anonymous pages kept in memory: what every visitor without a session sees at one address is the
// same page until something it shows changes. Each request reads the catalogue and site versions (one
// statement: every process bumps them through database triggers, so a change made anywhere is seen by
// the next request here); a page is kept while they are unchanged and until the next trade lock ends.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { DataVersions } from '../api/reference-data/site-version.repository';

export type PageEncoding = 'br' | 'gzip';

/** A page as computed for an anonymous visitor; `keep` is false when any of its first view failed or came late. */
export interface ComputedPage {
  html: string;
  /** The Link header naming the page's code, when it goes out without the server's render. */
  link?: string;
  keep: boolean;
}

/** A page ready to send: its HTML, its compressed copies (made once, on first demand) and their validators. */
export interface SharedPage {
  html: Buffer;
  link?: string;
  /** Strong, from the HTML's bytes: the same page from any process (or after an unrelated change) revalidates. */
  etag(encoding: PageEncoding | undefined): string;
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

export interface PageCacheOptions {
  /** The catalogue and site versions now (read on every request). */
  readVersions: () => Promise<DataVersions>;
  /** When the pages computed now change on their own (unix ms: the next trade lock end), or null for never. */
  readExpiry: () => Promise<number | null>;
  maxBytes: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  page: SharedPage;
  versions: DataVersions;
  expiresAt: number | null;
  bytes: number;
}

const brotli = promisify(brotliCompress);
const BROTLI_DEFAULT_WINDOW_BITS = 22;
// As @fastify/compress compresses the signed-in pages: a miss (a new listing address) pays it per request.
// Brotli is told the page's size, and its window is no larger than the page: the encoder then sets up
// tables for tens of kilobytes, not for its default 4 MB window, and the page compresses the same.
const compress = {
  br: (body: Buffer) =>
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.BROTLI_PARAM_LGWIN]: Math.min(BROTLI_DEFAULT_WINDOW_BITS, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1)))),
      },
    }),
  gzip: promisify(gzip),
};

const atLeast = (a: DataVersions, b: DataVersions) => a.catalogue >= b.catalogue && a.site >= b.site;

function sharedPage({ html, link }: ComputedPage, onEncoded: (bytes: number) => void): SharedPage {
  const body = Buffer.from(html);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const copies = new Map<PageEncoding, Promise<Buffer>>();
  return {
    html: body,
    link,
    etag: (encoding) => `"${hash}${encoding ? `-${encoding}` : ''}"`,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compress[encoding](body);
        copies.set(encoding, copy);
        copy.then((done) => onEncoded(done.length), () => copies.delete(encoding));
      }
      return copy;
    },
  };
}

/**
 * An LRU of pages by key (bounded by bytes, copies included, and by entries). Concurrent misses of one
 * key at the same versions share one computation; a page computed at versions older than the newest
 * seen, or not to be kept, is answered but not stored.
 */
export function createPageCache({ readVersions, readExpiry, maxBytes, maxEntries, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const computing = new Map<string, { versions: DataVersions; page: Promise<SharedPage | undefined> }>();
  let newest: DataVersions = { catalogue: 0, site: 0 };
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  /** Counts clears: a page computed before one is not stored after it. */
  let generation = 0;
  const clear = () => {
    entries.clear();
    bytes = 0;
    generation++;
  };
  const evict = () => {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes && entries.size <= maxEntries) return;
      drop(key);
    }
  };

  function store(key: string, computed: ComputedPage, versions: DataVersions, expiresAt: number | null, startedIn: number): SharedPage {
    const page: SharedPage = sharedPage(computed, (copyBytes) => {
      const kept = entries.get(key);
      if (kept?.page !== page) return;
      kept.bytes += copyBytes;
      bytes += copyBytes;
      evict();
    });
    const current = startedIn === generation && atLeast(versions, newest);
    if (!computed.keep || !current || page.html.length > maxBytes) return page;
    drop(key);
    const kept: Entry = { page, versions, expiresAt, bytes: page.html.length + key.length };
    entries.set(key, kept);
    bytes += kept.bytes;
    evict();
    return page;
  }

  return {
    /**
     * The page at `key`: kept, or computed (once for concurrent callers) by `compute`, which answers
     * undefined when the page has no first view to share (the caller sends its fallback).
     */
    async get(key: string, compute: () => Promise<ComputedPage | undefined>): Promise<SharedPage | undefined> {
      const versions = await readVersions();
      // Versions only grow: pages of older ones are stale everywhere at once.
      if (!atLeast(newest, versions)) {
        newest = { catalogue: Math.max(newest.catalogue, versions.catalogue), site: Math.max(newest.site, versions.site) };
        clear();
      }
      const entry = entries.get(key);
      if (entry && atLeast(entry.versions, versions) && (entry.expiresAt === null || entry.expiresAt > now())) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.page;
      }
      const running = computing.get(key);
      if (running && atLeast(running.versions, versions)) return running.page;
      const startedIn = generation;
      const page = (async () => {
        const expiresAt = await readExpiry();
        const computed = await compute();
        return computed && store(key, computed, versions, expiresAt, startedIn);
      })();
      computing.set(key, { versions, page });
      const forget = () => computing.get(key)?.page === page && computing.delete(key);
      page.then(forget, forget);
      return page;
    },
    /** Drops every page (a new build of the app). */
    clear,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The copy a browser's Accept-Encoding asks for: brotli, then gzip, else the HTML as it is. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (['br', 'gzip'] as const).find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

/** Whether If-None-Match names `etag` (or any, `*`): compared weakly, as for a GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
