/** "Terms and Conditions" → "terms-and-conditions": lower-cased, trimmed, whitespace runs → one hyphen. */
export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}
