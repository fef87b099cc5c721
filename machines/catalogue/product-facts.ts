// What Steam's inventory says of one copy of a CS2 skin, as the product page writes it (issue 25).

/**
 * A wear (float) to four decimals, cut rather than rounded, as traders quote it: 0.069999 is "0.0699",
 * never Minimal Wear's "0.0700"; with the decimal separator of `locale` (issue 45: "0,0011" in German
 * and French, as their prices are written).
 */
export function floatText(float: number, locale = 'en'): string {
  const [whole, fraction = ''] = float.toFixed(10).split('.');
  return `${whole}${decimalSeparator(locale)}${fraction.slice(0, 4)}`;
}

// English's is known: asking Intl would set ICU up on a first view that needs it for nothing else (machines/money/money.ts).
const separators = new Map<string, string>([['en', '.']]);
function decimalSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    try {
      separator = new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.';
    } catch {
      separator = '.'; // not a locale Intl knows
    }
    separators.set(locale, separator);
  }
  return separator;
}

/** A sticker or charm as the product page lists it: Steam's name without its "Sticker | " or "Charm | " prefix. */
export function stickerLabel(name: string): string {
  return name.replace(/^(Sticker|Charm)\s*\|\s*/i, '');
}

/** CS2's exteriors by wear (float) range, as Steam draws them; a float on a boundary belongs to the worse one. */
export const WEAR_BANDS = [
  { exterior: 'Factory New', short: 'FN', from: 0, till: 0.07 },
  { exterior: 'Minimal Wear', short: 'MW', from: 0.07, till: 0.15 },
  { exterior: 'Field-Tested', short: 'FT', from: 0.15, till: 0.38 },
  { exterior: 'Well-Worn', short: 'WW', from: 0.38, till: 0.45 },
  { exterior: 'Battle-Scarred', short: 'BS', from: 0.45, till: 1 },
] as const;

export type WearBand = (typeof WEAR_BANDS)[number];

/** The exterior band a float falls in. */
export function wearBandOf(float: number): WearBand {
  return WEAR_BANDS.find((band) => float < band.till) ?? WEAR_BANDS[WEAR_BANDS.length - 1];
}

/** The title without its "(Exterior)" suffix, for places that show the exterior on its own. */
export function titleWithoutExterior(title: string, exterior: string | null | undefined): string {
  if (!exterior) return title;
  const suffix = ` (${exterior})`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** A sticker's scrape wear as a whole percent ("Scraped 42%"); null when Steam reports none. */
export function stickerWearPercent(wear: number | null): number | null {
  return wear === null ? null : Math.round(wear * 100);
}

/** Intl's short months in English: the chart's axis in English needs no ICU set up (machines/money/money.ts says why). */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A price-history day (YYYY-MM-DD, UTC) as the chart's axis writes it in the customer's language, e.g. "Nov 12" in English, "12. Nov." in German. */
export function historyDayText(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  if (locale === 'en') return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  let format = dayFormats.get(locale);
  if (!format) {
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    dayFormats.set(locale, format);
  }
  return format.format(date);
}
