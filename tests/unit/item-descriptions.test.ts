import { describe, expect, it } from 'vitest';
import { generateItem } from '../../api/db/seed-data/items/item-generator';

describe('seeded item descriptions', () => {
  it('put "an" before a rarity said with a vowel and "a" before the others', () => {
    const descriptions = Array.from({ length: 600 }, (_, index) => generateItem(index).description ?? '');
    expect(descriptions.some((text) => / an (Industrial|Uncommon|Immortal|Arcana)\b/.test(text))).toBe(true);
    expect(descriptions.filter((text) => / a [AEIOU]/.test(text))).toEqual([]);
    expect(descriptions.filter((text) => / an [^AEIOU\s]/.test(text))).toEqual([]);
  });
});
