import { describe, expect, it } from 'vitest';
import { COOKIE_PAGE_SLUGS, findStaticPage, slugify } from '../../machines/text-page/text-page.rules';

const page = (id: number, title: string) => ({ id, title, slug: slugify(title) });
const terms = page(1, 'Terms and Conditions');
const notice = page(3, 'Cookie Notice');
const policy = page(4, 'Cookie Policy');

describe('findStaticPage', () => {
  it('finds a page by its slug, case-insensitively', () => {
    expect(findStaticPage([terms, notice], 'terms-and-conditions')).toBe(terms);
    expect(findStaticPage([terms, notice], 'Terms-And-Conditions')).toBe(terms);
  });
  it('prefers the page itself when both cookie pages exist', () => {
    expect(findStaticPage([notice, policy], 'cookie-notice')).toBe(notice);
    expect(findStaticPage([notice, policy], 'cookie-policy')).toBe(policy);
  });
  it('resolves cookie-notice and cookie-policy to each other when one is missing', () => {
    expect(findStaticPage([terms, policy], 'cookie-notice')).toBe(policy);
    expect(findStaticPage([terms, notice], 'cookie-policy')).toBe(notice);
  });
  it('finds nothing for an unknown slug, and no stand-in for other pages', () => {
    expect(findStaticPage([terms, notice, policy], 'privacy-policy')).toBeUndefined();
    expect(findStaticPage([], 'cookie-notice')).toBeUndefined();
  });
  it('derives the slug from the title when the server sends none', () => {
    expect(findStaticPage([{ id: 9, title: ' Privacy  Policy ', slug: '' }], 'privacy-policy')?.id).toBe(9);
  });
});

it('slugify lower-cases, trims and turns spaces into hyphens (spec §3)', () => {
  expect(slugify('  Cookie Notice ')).toBe('cookie-notice');
  expect(COOKIE_PAGE_SLUGS).toEqual(['cookie-notice', 'cookie-policy']);
});
