import { generateItem } from '../../api/db/seed-data/items/item-generator';
import type { NewItem } from '../../api/catalogue/items.table';

export type ExpectedItem = NewItem & { id: number };

/** The seeded catalogue as the generator defines it: item at position i gets id i + 1. */
export function expectedCatalogue(size: number): ExpectedItem[] {
  return Array.from({ length: size }, (_, index) => ({ id: index + 1, ...generateItem(index) }));
}

/** Ids of matching items in listing order (price, then id). */
export function idsInOrder(items: ExpectedItem[], sort: 'asc' | 'desc' = 'asc'): number[] {
  const sorted = [...items].sort((a, b) => a.price - b.price || a.id - b.id).map((item) => item.id);
  return sort === 'asc' ? sorted : sorted.reverse();
}
