import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '../../machines/dates/date-format';
import { floatText, historyDayText, stickerLabel } from '../../machines/catalogue/product-facts';

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

describe("a price-history day as the chart's axis writes it", () => {
  it('in English, what Intl writes, every day of a leap year, without asking it (issue 46)', () => {
    const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let day = new Date('2024-01-01T00:00:00Z'); day.getUTCFullYear() === 2024; day.setUTCDate(day.getUTCDate() + 1)) {
      expect(historyDayText(day.toISOString().slice(0, 10), 'en')).toBe(intl.format(day));
    }
  });

  it("in another language, as Intl writes it there; a language Intl does not know reads as English; a broken day is left as sent", () => {
    expect(historyDayText('2026-11-12', 'de')).toBe('12. Nov.');
    expect(historyDayText('2026-11-12', 'not a tag!')).toBe('Nov 12');
    expect(historyDayText('2026-13-45', 'en')).toBe('2026-13-45');
  });
});
