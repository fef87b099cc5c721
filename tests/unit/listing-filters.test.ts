import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clampPrice,
  defaultFilters,
  hasActiveFilters,
  listingPath,
  normalizeRoute,
  resolveType,
  toProductFilter,
  EMPTY_FILTER_OPTIONS,
} from '../../machines/catalogue/listing.filters';
import { pageChunk, totalPages } from '../../machines/catalogue/listing.pagination';
import { largePicture, productImageUrl } from '../../machines/catalogue/product-image-url';

describe('listing route helpers', () => {
  it('normalizes URL params: lower case, decoded, unknown categories as all', () => {
    expect(normalizeRoute()).toEqual({ category: 'all', type: 'all' });
    expect(normalizeRoute('CS2', 'Sniper%20Rifle')).toEqual({ category: 'cs2', type: 'sniper rifle' });
    expect(normalizeRoute('New-Arrivals')).toEqual({ category: 'new-arrivals', type: 'all' });
    expect(normalizeRoute('minecraft', 'x')).toEqual({ category: 'all', type: 'x' });
    expect(normalizeRoute('dota2', '%E0%A4%A')).toEqual({ category: 'dota2', type: '%e0%a4%a' });
  });

  it('builds the spec routes', () => {
    expect(listingPath('all')).toBe('/products/all');
    expect(listingPath('new-arrivals')).toBe('/products/new-arrivals');
    expect(listingPath('cs2')).toBe('/products/cs2/all');
    expect(listingPath('dota2', 'all')).toBe('/products/dota2/all');
    expect(listingPath('cs2', 'Sniper Rifle')).toBe('/products/cs2/sniper%20rifle');
  });

  it('resolves a URL type to the filter data spelling', () => {
    expect(resolveType('sniper rifle', ['Rifle', 'Sniper Rifle'])).toBe('Sniper Rifle');
    expect(resolveType('ward', ['Courier'])).toBe('ward');
  });
});

describe('listing filter', () => {
  it('clamps prices to the spec range 0..10000, major units with at most two decimals', () => {
    expect(clampPrice(-5)).toBe(0);
    expect(clampPrice(12.6)).toBe(12.6);
    expect(clampPrice(12.3456)).toBe(12.35);
    expect(clampPrice(0.29)).toBe(0.29);
    expect(clampPrice(10001)).toBe(10000);
    expect(clampPrice(Number.NaN)).toBe(0);
  });

  it('sends only what differs from the defaults, page size 15', () => {
    expect(toProductFilter(defaultFilters(), 'EUR', EMPTY_FILTER_OPTIONS)).toEqual({
      currency: 'EUR',
      sort: 'ASC',
      page: 1,
      limit: 15,
    });
    const filters = {
      ...defaultFilters('dota2', 'courier'),
      hero: 'Pudge',
      quality: 'Arcana',
      itemClass: 'Courier',
      priceFrom: 1,
      priceTill: 99,
      search: '  golden ',
      sort: 'DESC' as const,
      page: 3,
    };
    expect(toProductFilter(filters, 'USD', { ...EMPTY_FILTER_OPTIONS, types: ['Courier'] })).toEqual({
      currency: 'USD',
      category: 'DOTA2',
      type: 'Courier',
      hero: 'Pudge',
      quality: 'Arcana',
      itemClass: 'Courier',
      priceFrom: 1,
      priceTill: 99,
      search: 'golden',
      sort: 'DESC',
      page: 3,
      limit: 15,
    });
  });

  it('knows when something is filtered', () => {
    expect(hasActiveFilters(defaultFilters('cs2'))).toBe(false);
    expect(hasActiveFilters({ ...defaultFilters('cs2'), page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...defaultFilters('cs2'), sort: 'DESC' })).toBe(true);
    expect(hasActiveFilters(defaultFilters('cs2', 'knife'))).toBe(true);
  });
});

describe('pagination', () => {
  it('counts pages of 15', () => {
    expect(totalPages(0, 15)).toBe(1);
    expect(totalPages(15, 15)).toBe(1);
    expect(totalPages(16, 15)).toBe(2);
  });

  it('shows the chunk of 5 page buttons holding the current page', () => {
    expect(pageChunk(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageChunk(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageChunk(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageChunk(12, 12)).toEqual([11, 12]);
    expect(pageChunk(3, 2)).toEqual([1, 2]);
    expect(pageChunk(1, 1)).toEqual([1]);
  });
});

describe('product image URL', () => {
  it('joins the image host and the path with one slash', () => {
    expect(productImageUrl('http://img.test/', '/items/1.svg')).toBe('http://img.test/items/1.svg');
    expect(productImageUrl('http://img.test', 'items/1.svg')).toBe('http://img.test/items/1.svg');
    expect(productImageUrl('', '/items/1.svg')).toBe('/items/1.svg');
    expect(productImageUrl('/images', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  });

  it("shows the shop's own pictures large as their SVG, any other picture as it is", () => {
    expect(largePicture('items/42')).toBe('items/42.svg');
    expect(largePicture('items/42.svg')).toBe('items/42.svg');
    expect(largePicture('https://cdn.test/items/42')).toBe('https://cdn.test/items/42');
  });
});

describe('active filter count (the phone toggle)', () => {
  it('counts the type, each group and the price range once; search and sort are not in the panel', () => {
    const base = defaultFilters('cs2');
    expect(activeFilterCount(base)).toBe(0);
    expect(activeFilterCount({ ...base, type: 'rifle', quality: 'covert' })).toBe(2);
    expect(activeFilterCount({ ...base, priceFrom: 5, priceTill: 10 })).toBe(1);
    expect(activeFilterCount({ ...base, search: 'ak', sort: 'DESC' })).toBe(0);
  });
});
