// The web app's translation keys against the seeded English table (every localization file): every key
// the UI asks for exists, every English key is asked for somewhere, and German has them all.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import catalogue from '../../api/db/seed-data/localizations/catalogue';
import { allTranslations } from '../../api/db/seed-data/localizations/index';
import { itemWords } from '../../api/db/seed-data/localizations/item-vocabulary';
import { toastMessages } from '../../api/db/seed-data/localizations/toasts';
import { toastKey } from '../../contract/rules/toast-key';
import shell from '../../api/db/seed-data/localizations/shell';
import { itemWordKey } from '../../contract/rules/item-words';
import type { ListingCategory } from '../../machines/catalogue/listing.filters';
import type { ProductErrorKind } from '../../machines/catalogue/product-detail.machine';
import { categoryLabelKey, itemCountKey } from '../../src/features/catalogue/catalogue-labels';
import { fill } from '../../src/ui/fill';

const srcDir = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'graphql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english: Record<string, string> = allTranslations()[10]!;
const german: Record<string, string> = allTranslations()[11]!;

/** Keys built at run time rather than written out in a t('…') call or a `key: '…'` table. */
const categories: (ListingCategory | 'CS2' | 'DOTA2')[] = ['all', 'new-arrivals', 'cs2', 'dota2', 'CS2', 'DOTA2'];
const errorKinds: Exclude<ProductErrorKind, 'notFound'>[] = ['unauthorized', 'failed'];
const builtKeys = [
  ...categories.map(categoryLabelKey),
  ...errorKinds.map((kind) => `product.error.${kind}`),
  itemCountKey(1),
  itemCountKey(2),
  // useItemWord: the catalogue's types, rarities, exteriors and classes.
  ...itemWords.map(itemWordKey),
  // useToastText: every toast by its English text.
  ...toastMessages.map(toastKey),
  // The payout result page: `payout.result.${status}.title|text`.
  ...['success', 'failure', 'pending'].flatMap((status) => [`payout.result.${status}.title`, `payout.result.${status}.text`]),
];

/** Literal keys of t('…') calls and `key: '…'` tables; a table key may name a `.title`/`.text` pair. */
function keysUsedInSource(): Set<string> {
  const keys = new Set(builtKeys);
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\('([\w.-]+)'\)/g)) keys.add(m[1]);
    for (const m of text.matchAll(/\bkey: '([\w.-]+)'/g)) {
      if (m[1] in english) keys.add(m[1]);
      else for (const part of ['title', 'text']) keys.add(`${m[1]}.${part}`);
    }
  }
  return keys;
}

describe('translation keys of the web app', () => {
  const used = keysUsedInSource();

  it('finds the keys in the source', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(used).toContain('header.buySkins');
    expect(used).toContain('home.feature.delivery.title');
  });

  it('the payout result pages read as the spec writes them in English', () => {
    expect(english['payout.result.success.title']).toBe('Payout Successful');
    expect(english['payout.result.failure.text']).toBe('An error occurred during the payout process. Please try again or contact support.');
    expect(english['payout.result.pending.title']).toBe('Payout Pending');
    expect(english['payout.result.pending.text']).toBe('Your payout is being processed.');
  });

  it('every key the UI uses has an English text', () => {
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });

  it('every English key is used by the UI', () => {
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });

  it('the shell and the catalogue tables do not define a key twice', () => {
    expect(Object.keys(shell[10]).filter((key) => key in catalogue[10])).toEqual([]);
  });

  it('German has every key, each with a text', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(german).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('counts one item in the singular', () => {
    expect(fill(english[itemCountKey(1)], { count: 1 })).toBe('1 item');
    expect(fill(english[itemCountKey(0)], { count: 0 })).toBe('0 items');
    expect(fill(english[itemCountKey(15)], { count: 15 })).toBe('15 items');
  });
});
