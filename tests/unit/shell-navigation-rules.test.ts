import { describe, expect, it } from 'vitest';
import { resetsViewOnRouteChange, showsFooter } from '../../machines/navigation/navigation.rules';

const at = (path: string, search = '') => ({ path, search });

describe('resetsViewOnRouteChange (spec §2)', () => {
  it('resets on the first route and on ordinary navigation', () => {
    expect(resetsViewOnRouteChange(null, at('/'))).toBe(true);
    expect(resetsViewOnRouteChange(at('/'), at('/products/all'))).toBe(true);
    expect(resetsViewOnRouteChange(at('/products/all'), at('/products/cs2/all'))).toBe(true);
  });
  it("keeps the view when only a listing's query (its filters, sort, page) changes, as the profile tabs do", () => {
    expect(resetsViewOnRouteChange(at('/products/all'), at('/products/all', 'page=2'))).toBe(false);
    expect(resetsViewOnRouteChange(at('/products/cs2/all', 'sort=desc'), at('/products/cs2/all', 'quality=covert'))).toBe(false);
    expect(resetsViewOnRouteChange(at('/product/5'), at('/product/5', 'x=1'))).toBe(true);
  });
  it('keeps the view within the profile transactions and order-history tabs', () => {
    expect(resetsViewOnRouteChange(at('/profile', 'tab=transactions'), at('/profile', 'tab=transactions&status=1'))).toBe(false);
    expect(resetsViewOnRouteChange(at('/profile'), at('/profile', 'tab=order-history'))).toBe(false);
  });
  it('resets when entering the profile from elsewhere or on its other tabs', () => {
    expect(resetsViewOnRouteChange(at('/'), at('/profile', 'tab=transactions'))).toBe(true);
    expect(resetsViewOnRouteChange(at('/profile', 'tab=transactions'), at('/profile', 'tab=profile-settings'))).toBe(true);
  });
});

it('showsFooter hides the footer on Profile and Checkout only', () => {
  expect(showsFooter('/')).toBe(true);
  expect(showsFooter('/products/all')).toBe(true);
  expect(showsFooter('/profile')).toBe(false);
  expect(showsFooter('/checkout')).toBe(false);
  expect(showsFooter('/profiles')).toBe(true);
});
