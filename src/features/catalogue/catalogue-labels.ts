import type { ListingCategory } from '../../../machines/catalogue/listing.filters';

/** Translation key of a listing category as shown in breadcrumbs and titles. */
export function categoryLabelKey(category: ListingCategory | 'CS2' | 'DOTA2'): string {
  return `catalogue.category.${category.toLowerCase()}`;
}

/** Key of the listing's item count; one item has its own text ("1 item", not "1 items"). */
export function itemCountKey(count: number): string {
  return count === 1 ? 'listing.count.one' : 'listing.count';
}
