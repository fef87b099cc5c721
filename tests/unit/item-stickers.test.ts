import { describe, expect, it } from 'vitest';
import { parseStickers, stickerNamesKey, stickersFromNames, stickersJson } from '../../api/catalogue/item-stickers';
import { generateItem } from '../../api/db/seed-data/items/item-generator';
import { seedReferencePrice } from '../../api/db/seed-data/items/trader-details';

describe('stored stickers (issue 27)', () => {
  it('reads what a sync stores, names from before issue 27 and leaves out what is not a sticker', () => {
    const stored = stickersJson([...stickersFromNames(['Crown (Foil)']), { name: "Charm | Lil' Squirt", slot: 5, kind: 'charm', wear: null }]);
    expect(parseStickers(stored)).toEqual([
      { name: 'Crown (Foil)', slot: 0, kind: 'sticker', wear: null },
      { name: "Charm | Lil' Squirt", slot: 5, kind: 'charm', wear: null },
    ]);
    expect(parseStickers('["A","B"]').map((sticker) => sticker.slot)).toEqual([0, 1]);
    expect(parseStickers('[{"name":"A","slot":-1,"kind":"x","wear":7},{"slot":2},3,null]')).toEqual([{ name: 'A', slot: 0, kind: 'sticker', wear: null }]);
    for (const broken of [null, '', 'not json', '{"name":"A"}']) expect(parseStickers(broken)).toEqual([]);
    expect(stickersJson([])).toBeNull();
  });

  it('keys the names lower-cased, one per line, for the sticker filter', () => {
    expect(stickerNamesKey('["Sticker | Titan (Holo) | Katowice 2014","Crown (Foil)"]')).toBe('sticker | titan (holo) | katowice 2014\ncrown (foil)');
    expect(stickerNamesKey(null)).toBeNull();
    expect(stickerNamesKey('[]')).toBeNull();
  });
});

describe('the built-in reference prices (PRICE_SOURCE=seed)', () => {
  it('price every market name the generator makes (the price the seed lists it with), and no other', () => {
    for (let index = 0; index < 2_000; index++) {
      const item = generateItem(index);
      const reference = seedReferencePrice(item.title);
      expect(reference, item.title).toBe(item.reference_price);
      expect(reference, item.title).toBeGreaterThan(0);
    }
    expect(seedReferencePrice('AK-47 | No Such Skin (Field-Tested)')).toBeUndefined();
    expect(seedReferencePrice('')).toBeUndefined();
  });
});
