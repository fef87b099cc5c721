import { describe, expect, it } from 'vitest';
import { defaultFilters } from '../../machines/catalogue/listing.filters';
import { canonicalListingUrl, filtersFromUrl, listingUrl } from '../../machines/catalogue/listing.url';

describe('listing URL', () => {
  it('leaves defaults out, so the plain listing has a plain URL', () => {
    expect(listingUrl(defaultFilters('all'))).toBe('/products/all');
    expect(listingUrl(defaultFilters('cs2'))).toBe('/products/cs2/all');
  });

  it('writes every filter lower-cased and reads back the same listing', () => {
    const filters = {
      ...defaultFilters('dota2', 'courier'),
      search: '  Golden ',
      priceFrom: 10,
      priceTill: 250,
      quality: 'Immortal',
      hero: 'Anti-Mage',
      exteriorName: null,
      itemClass: 'Wearable',
      sort: 'DESC' as const,
      page: 4,
    };
    const url = listingUrl(filters);
    expect(url).toBe(
      '/products/dota2/courier?search=golden&price_from=10&price_till=250&quality=immortal&hero=anti-mage&class=wearable&sort=desc&page=4',
    );
    const [path, query] = url.split('?') as [string, string];
    const [, , category, type] = path.split('/');
    expect(filtersFromUrl(category, type, query)).toEqual({
      ...filters,
      search: 'golden',
      quality: 'immortal',
      hero: 'anti-mage',
      itemClass: 'wearable',
    });
  });

  it('reads unknown, negative, fractional-page or oversized values as their defaults', () => {
    const filters = filtersFromUrl('all', undefined, 'page=0&price_from=-5&price_till=abc&sort=sideways&quality=all&bogus=1');
    expect(filters).toEqual(defaultFilters('all'));
    expect(filtersFromUrl('all', undefined, 'page=2.5').page).toBe(1);
    expect(filtersFromUrl('all', undefined, 'price_till=99999').priceTill).toBe(10000);
    expect(filtersFromUrl('all', undefined, `search=${'x'.repeat(500)}`).search).toHaveLength(200);
  });

  it('gives two spellings of one listing the same canonical URL', () => {
    expect(canonicalListingUrl('CS2', 'Rifle', 'SORT=DESC&page=1')).toBe(canonicalListingUrl('cs2', 'rifle', 'sort=desc'));
  });
});
