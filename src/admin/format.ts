const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** An amount in EUR (the console's schema speaks major units), or a dash for none. */
export const eur = (value: number | null | undefined) => (value === null || value === undefined ? '—' : euros.format(value));

export const amount = (value: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Unix seconds as the operator's local date and time. */
export const when = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? '—' : dateTime.format(new Date(seconds * 1000)));

/**
 * Customers' text as an operator must see it: invisible and direction-changing characters shown as
 * their code point, so a title cannot read backwards or hide a word.
 */
export function visible(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD]/g, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
}
