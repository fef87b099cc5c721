import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findItemPositionAt, listItemIds, type ItemFilter, type ItemPosition, type ListingOrder, type PageOfIds } from './items.repository';
import { createCatalogueCache } from './catalogue-cache';

/** Every this many items of a listing, a remembered position a deeper page can seek from. */
export const ANCHOR_EVERY = 100;
const ANCHOR_CACHE_SIZE = 10_000;

export interface PageRequest {
  sort: ListingOrder;
  offset: number;
  limit: number;
}

/**
 * The ids of a page of a listing walked in its order. A page at offset 45,000 would skip 45,000
 * index entries on every request; instead the position of the item just before the nearest multiple
 * of ANCHOR_EVERY is found once per catalogue version, filter and sort, and the page seeks past it
 * and skips fewer than ANCHOR_EVERY entries. `key` names the filter (the same key as its total).
 */
export function createPageAnchors(db: Kysely<Database>) {
  const anchors = createCatalogueCache<ItemPosition | undefined>(ANCHOR_CACHE_SIZE);
  const anchoredAt = (page: PageRequest) => page.offset - (page.offset % ANCHOR_EVERY);
  const anchorKey = (page: PageRequest, key: string) => `${page.sort} ${anchoredAt(page)} ${key}`;
  return {
    /**
     * How to read the page's ids without another query first: from the start, or after an anchor this
     * version already knows; undefined when its anchor is not known (or lies past the end).
     */
    async knownPage(version: number, key: string, page: PageRequest): Promise<PageOfIds | undefined> {
      const anchored = anchoredAt(page);
      if (anchored === 0) return { ...page, searchVia: 'scan' };
      const after = await anchors.peek(version, anchorKey(page, key))?.catch(() => undefined);
      return after && { ...page, offset: page.offset - anchored, searchVia: 'scan', after };
    },
    async pageIds(version: number, key: string, filter: ItemFilter, page: PageRequest): Promise<number[]> {
      const anchored = anchoredAt(page);
      if (anchored === 0) return listItemIds(db, filter, { ...page, searchVia: 'scan' });
      const after = await anchors.get(version, anchorKey(page, key), () =>
        findItemPositionAt(db, filter, page.sort, anchored - 1, 'scan'),
      );
      if (!after) return [];
      return listItemIds(db, filter, { ...page, offset: page.offset - anchored, searchVia: 'scan', after });
    },
  };
}
