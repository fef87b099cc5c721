import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '../../machines/dates/date-format';
import { floatText, stickerLabel } from '../../machines/catalogue/product-facts';

describe("a CS2 copy's float as the product page writes it", () => {
  it('has four decimals, cut and never rounded up across an exterior boundary', () => {
    expect(floatText(0.2512)).toBe('0.2512');
    expect(floatText(0.25129)).toBe('0.2512');
    expect(floatText(0.069999)).toBe('0.0699');
    expect(floatText(0.07)).toBe('0.0700');
    expect(floatText(0)).toBe('0.0000');
    expect(floatText(1)).toBe('1.0000');
  });

  it("uses the customer's decimal separator, as the prices beside it do (issue 45)", () => {
    expect(floatText(0.0011, 'de')).toBe('0,0011');
    expect(floatText(0.0011, 'fr')).toBe('0,0011');
    expect(floatText(0.069999, 'pl')).toBe('0,0699');
    expect(floatText(0.0011, 'en')).toBe('0.0011');
    expect(floatText(0.0011, 'not a locale!')).toBe('0.0011');
  });
});

describe('a trade lock end in the chosen language', () => {
  it('writes the date and time in the language given, and nothing for no date', () => {
    const iso = '2030-10-01T07:00:00Z';
    const en = formatDateTimeIn(iso, 'en');
    const de = formatDateTimeIn(iso, 'de');
    expect(en).toMatch(/2030/);
    expect(en).toMatch(/Oct/);
    expect(de).toMatch(/01\.10\.2030/);
    expect(formatDateTimeIn(null, 'en')).toBe('');
    expect(formatDateTimeIn('not a date', 'en')).toBe('');
  });

  it('falls back to English for a language tag Intl cannot read', () => {
    expect(formatDateTimeIn('2030-10-01T07:00:00Z', 'not_a_locale!')).toMatch(/2030/);
  });
});

describe('a sticker as the product page lists it', () => {
  it("drops Steam's 'Sticker | ' prefix and keeps the rest of the name", () => {
    expect(stickerLabel('Sticker | Crown (Foil)')).toBe('Crown (Foil)');
    expect(stickerLabel('Sticker | Titan | Katowice 2014')).toBe('Titan | Katowice 2014');
    expect(stickerLabel('Howl (Foil)')).toBe('Howl (Foil)');
  });
});
