// Every shipped language is complete where the shop writes the text: every key English has, in the
// language's own words (not the English fallback), and every key the app asks for exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ID, languages } from '../../api/db/seed-data/languages';
import { allTranslations } from '../../api/db/seed-data/localizations/index';

const root = new URL('../../', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The operator console (src/admin, machines/admin) is written in English and asks for no key; its permission names ('catalogue.price') only look like keys.
    if (entry.isDirectory()) return entry.name === 'graphql' || entry.name === 'admin' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Keys written literally as t('…') in the app, and template-built keys such as `product.error.${kind}`. */
function keysUsedByTheApp(): string[] {
  const keys = new Set<string>();
  for (const file of [...sourceFiles('src'), ...sourceFiles('machines')]) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9.-]+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/'((?:catalogue|listing|product|home|header|footer|cookies|carousel|title|shell|notFound)\.[a-zA-Z0-9.-]+)'/g)) {
      keys.add(match[1]!);
    }
  }
  return [...keys];
}

describe('shipped languages', () => {
  const translations = allTranslations();
  const english = translations[ENGLISH_ID]!;

  it.each(languages.filter((language) => language.id !== ENGLISH_ID).map((l) => [l.title, l.id] as const))(
    '%s has its own text for every key English has',
    (_title, id) => {
      const own = translations[id] ?? {};
      const missing = Object.keys(english).filter((key) => !(own[key] ?? '').trim());
      expect(missing).toEqual([]);
    },
  );

  it('English has every key the app asks for', () => {
    const used = keysUsedByTheApp();
    expect(used.length).toBeGreaterThan(50);
    // A prefix such as 'home.feature.delivery' is completed in the code ('.title', '.text').
    const known = (key: string) => key in english || Object.keys(english).some((k) => k.startsWith(`${key}.`));
    expect(used.filter((key) => !known(key))).toEqual([]);
  });

  it('keeps placeholders such as {count} in every language', () => {
    for (const language of languages) {
      for (const [key, text] of Object.entries(english)) {
        const placeholders = text.match(/\{\w+\}/g) ?? [];
        for (const placeholder of placeholders) expect(translations[language.id]![key], `${language.code} ${key}`).toContain(placeholder);
      }
    }
  });
});
