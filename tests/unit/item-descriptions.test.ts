import { describe, expect, it } from 'vitest';
import { generateDescriptions, generateItem } from '../../api/db/seed-data/items/item-generator';
import { languages } from '../../api/db/seed-data/languages';
import itemVocabulary from '../../api/db/seed-data/localizations/item-vocabulary';
import { itemWordKey } from '../../contract/rules/item-words';

const POSITIONS = 2_000;

describe('seeded item descriptions', () => {
  it('put "an" before a rarity said with a vowel and "a" before the others', () => {
    const descriptions = Array.from({ length: 600 }, (_, index) => generateItem(index).description ?? '');
    expect(descriptions.some((text) => / an (Industrial|Uncommon|Immortal|Arcana)\b/.test(text))).toBe(true);
    expect(descriptions.filter((text) => / a [AEIOU]/.test(text))).toEqual([]);
    expect(descriptions.filter((text) => / an [^AEIOU\s]/.test(text))).toEqual([]);
  });

  it('are written in every other shipped language, each with that language’s item words', () => {
    const others = languages.filter((language) => language.code !== 'en');
    for (let index = 0; index < POSITIONS; index++) {
      const item = generateItem(index);
      const descriptions = generateDescriptions(index);
      expect(descriptions.map((text) => text.lang_id)).toEqual(others.map((language) => language.id));
      for (const { lang_id: langId, description } of descriptions) {
        const words = itemVocabulary[langId]!;
        // Each attribute is named by its translation (a CS2 skin's class by its own sentence, when it has one).
        const named = item.category === 'cs2' ? [item.type, item.quality, item.exterior!] : [item.type, item.quality, item.class];
        for (const english of named) expect(description, `${item.title} in ${langId}`).toContain(words[itemWordKey(english)]);
        expect(description).not.toMatch(/undefined|\$\{/);
      }
    }
  });

  it('follow the title: two positions with one title have the same descriptions', () => {
    const byTitle = new Map<string, string>();
    for (let index = 0; index < POSITIONS; index++) {
      const text = JSON.stringify(generateDescriptions(index));
      const title = generateItem(index).title;
      expect(byTitle.get(title) ?? text, title).toBe(text);
      byTitle.set(title, text);
    }
    expect(byTitle.size).toBeLessThan(POSITIONS);
  });
});
