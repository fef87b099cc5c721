import { describe, expect, it } from 'vitest';
import { pageAt } from '../../src/app/page-paths';

describe('which page answers a path (spec §2)', () => {
  it.each([
    ['/', 'home-page'],
    ['/products', 'product-listing-page'],
    ['/products/all', 'product-listing-page'],
    ['/products/CS2/Knife', 'product-listing-page'],
    ['/product/12', 'product-detail-page'],
    ['/pages/cookie-policy', 'text-page'],
    ['/profile', 'profile-page'],
    ['/checkout', 'checkout-page'],
    ['/pending-payout', 'payout-result-page'],
    ['/offer-sent-success', 'offer-sent-page'],
    ['/products/cs2/knife/extra', 'not-found-page'],
    ['/nope', 'not-found-page'],
  ])('%s is the %s', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });
});
