import type { ListingCategory } from '../../../machines/listing.filters';

/** Translation key of a listing category as shown in breadcrumbs and titles. */
export function categoryLabelKey(category: ListingCategory | 'CS2' | 'DOTA2'): string {
  return `catalogue.category.${category.toLowerCase()}`;
}

/** "{count} items" style templates: every `{name}` is replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
