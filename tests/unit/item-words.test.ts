// Every word the seeded catalogue and the sell form describe items with has a translation in every
// shipped language; the key survives punctuation and the ™ sign.
import { describe, expect, it } from 'vitest';
import { itemWordKey } from '../../contract/rules/item-words';
import { languages } from '../../api/db/seed-data/languages';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { allTranslations } from '../../api/db/seed-data/localizations/index';
import { QUALITIES } from '../../machines/offers/offer.rules';

function seededWords(): Set<string> {
  const words = new Set<string>(QUALITIES);
  // Two thousand positions walk every CS2 skin and Dota 2 item of the seed tables with their rolls.
  for (let index = 0; index < 2_000; index++) {
    const item = generateItem(index);
    for (const word of [item.type, item.quality, item.exterior, item.class]) if (word) words.add(word);
  }
  return words;
}

describe('item words', () => {
  it('keys read as the word does', () => {
    expect(itemWordKey('Mil-Spec Grade')).toBe('item.mil-spec-grade');
    expect(itemWordKey('StatTrak™')).toBe('item.stattrak');
    expect(itemWordKey('Field-Tested')).toBe('item.field-tested');
    expect(itemWordKey('SMG')).toBe('item.smg');
  });

  it('every seeded type, rarity, exterior and class is translated in every language', () => {
    const words = [...seededWords()];
    expect(words).toEqual(expect.arrayContaining(['Rifle', 'Covert', 'Arcana', 'Factory New', 'StatTrak™', 'Courier']));
    const translations = allTranslations();
    for (const language of languages) {
      const texts = translations[language.id] ?? {};
      const missing = words.filter((word) => !texts[itemWordKey(word)]?.trim());
      expect({ language: language.code, missing }).toEqual({ language: language.code, missing: [] });
    }
  });

  it('English keeps the word, German says it its own way', () => {
    const [english, german] = [allTranslations()[10]!, allTranslations()[11]!];
    expect(english[itemWordKey('Battle-Scarred')]).toBe('Battle-Scarred');
    expect(german[itemWordKey('Battle-Scarred')]).toBe('Kampfspuren');
    expect(german[itemWordKey('Sniper Rifle')]).toBe('Scharfschützengewehr');
  });
});
