import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../api/catalogue/search-fold';
import { createMarketNameIndex } from '../../api/catalogue/search-suggestions';

describe('foldSearchText (issue 45)', () => {
  it('makes "AK-47", "ak47" and "ak 47" one', () => {
    expect(foldSearchText('AK-47')).toBe('ak47');
    expect(foldSearchText('ak47')).toBe('ak47');
    expect(foldSearchText('ak 47')).toBe('ak47');
    expect(foldSearchText('AK-47 | Redline (Field-Tested)')).toBe('ak47redline field tested');
    for (const search of ['ak47 redline', 'ak 47 redline', 'AK-47 Redline', 'AK-47 | Redline', '  ak - 47   REDLINE ']) {
      expect(foldSearchText(search)).toBe('ak47redline');
    }
  });

  it('keeps spaces between words and drops symbols, punctuation and accents', () => {
    expect(foldSearchText('★ StatTrak™ M4A1-S | Hyper Beast')).toBe('stattrak m4a1s hyper beast');
    expect(foldSearchText('Dragon  Lore')).toBe('dragon lore');
    expect(foldSearchText('Émeraude Ünïcode')).toBe('emeraude unicode');
    expect(foldSearchText('100% Pure_Blade')).toBe('100pure blade');
  });

  it('folds a text of nothing but punctuation or spaces to nothing', () => {
    for (const search of ['', '   ', '%', '_!*', '"|"', '★', '™']) expect(foldSearchText(search)).toBe('');
  });

  it('folds the longest odd search quickly', () => {
    const started = performance.now();
    for (let i = 0; i < 1_000; i++) foldSearchText('a-1 %_!"*\\'.repeat(10) + i);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('market name suggestions', () => {
  const index = createMarketNameIndex([
    'AK-47 | Redline',
    'StatTrak™ AK-47 | Redline',
    'AK-47 | Red Laminate',
    'AWP | Asiimov',
    'AWP | Dragon Lore',
    'Karambit | Doppler',
    'AK-47 | Redline',
  ]);

  it('holds each name once', () => expect(index.size).toBe(6));

  it('suggests the market name closest to a misspelling', () => {
    expect(index.suggest('ak47 redlnie')).toBe('AK-47 | Redline');
    expect(index.suggest('AK 47 Red Lmainate')).toBe('AK-47 | Red Laminate');
    expect(index.suggest('karambit dopler')).toBe('Karambit | Doppler');
    expect(index.suggest('awp dragon lorr')).toBe('AWP | Dragon Lore');
  });

  it('suggests nothing for a search like no name, or too short to judge', () => {
    expect(index.suggest('unicorn')).toBeUndefined();
    expect(index.suggest('zzzz qqqq')).toBeUndefined();
    expect(index.suggest('ak')).toBeUndefined();
    expect(index.suggest('%%%')).toBeUndefined();
  });

  it('answers the longest odd search among many names quickly', () => {
    const many = createMarketNameIndex(Array.from({ length: 20_000 }, (_, i) => `Weapon ${i % 300} | Skin ${i}`));
    const started = performance.now();
    for (let i = 0; i < 100; i++) many.suggest('a-1 %_!"*\\'.repeat(10));
    for (let i = 0; i < 100; i++) many.suggest('weapon 12 skin 1234x'.repeat(5));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
