import type { Kysely } from 'kysely';
import { nextTradeLockEnd } from '../api/catalogue/items.repository';
import type { Database } from '../api/db/database';
import { dataVersions } from '../api/reference-data/site-version.repository';
import { createPageCache, type PageCache } from './page-cache';

/** At most this many pages are kept, whatever their size (PAGE_CACHE_MB bounds their bytes). */
export const PAGE_CACHE_ENTRIES = 2000;

/**
 * The page cache on the shop's database: pages are current while the catalogue and site versions
 * (bumped by triggers, whichever process changed what) are unchanged and until the next trade lock
 * ends, when an item the pages show becomes tradable with no change to the catalogue.
 */
export function sharedPageCache(db: Kysely<Database>, maxBytes: number): PageCache {
  return createPageCache({
    readVersions: () => dataVersions(db),
    readExpiry: async () => {
      const lockEnd = await nextTradeLockEnd(db, Math.floor(Date.now() / 1000));
      return lockEnd === null ? null : lockEnd * 1000;
    },
    maxBytes,
    maxEntries: PAGE_CACHE_ENTRIES,
  });
}
