import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import catalogue from '../../api/db/seed-data/localizations/catalogue';
import { allTranslations } from '../../api/db/seed-data/localizations/index';
import { categoryLabelKey } from '../../src/features/catalogue/catalogue-labels';

const root = join(import.meta.dirname, '../..');
const sources = readdirSync(join(root, 'src/features/catalogue'))
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => `src/features/catalogue/${f}`);

/** Literal keys in t('…') calls and `key: '…'` tables of the catalogue's UI. */
function keysUsedInSource(): string[] {
  const keys = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/\bt\('([\w.-]+)'\)/g)) keys.add(m[1]);
    for (const m of text.matchAll(/\bkey: '([\w.-]+)'/g)) keys.add(m[1]);
  }
  return [...keys];
}

describe('catalogue translations', () => {
  // The catalogue file plus what later files add for it (carousel labels).
  const en: Record<string, string> = { ...allTranslations()[10], ...catalogue[10] };
  const de: Record<string, string> = { ...allTranslations()[11], ...catalogue[11] };

  it('English has every key the catalogue UI uses', () => {
    const missing = keysUsedInSource().filter(
      (key) => !(key in en) && !(`${key}.title` in en && `${key}.text` in en),
    );
    expect(missing).toEqual([]);
    for (const category of ['all', 'new-arrivals', 'cs2', 'dota2', 'CS2', 'DOTA2'] as const) {
      expect(en).toHaveProperty([categoryLabelKey(category)]);
    }
    expect(en).toHaveProperty(['product.error.unauthorized']);
    expect(en).toHaveProperty(['product.error.failed']);
  });

  it('uses the spec texts as written', () => {
    expect(en['listing.noItems']).toBe('No items found');
    expect(en['listing.sort.asc']).toBe('Low-cost first');
    expect(en['listing.sort.desc']).toBe('High-cost first');
    expect(en['product.alreadyInCart']).toBe('Item already in cart');
    expect(en['product.added']).toBe('Added');
    expect(en['home.startNow']).toBe('START NOW');
    expect(en['product.error.unauthorized']).toBe('You are not authorized to access this product');
    expect(en['product.error.failed']).toBe('An error occurred while loading the product');
  });

  it('German is complete and translated', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(de).every((text) => text.trim() !== '')).toBe(true);
    expect(de['listing.noItems']).not.toBe(en['listing.noItems']);
  });

  it('the other languages only hold known keys', () => {
    for (const id of [12, 13, 14, 15] as const) {
      const extra = Object.keys(catalogue[id]).filter((key) => !(key in en));
      expect(extra).toEqual([]);
    }
  });
});
