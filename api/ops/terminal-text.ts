import { replaceControlCharacters } from '../lib/control-characters';

// What `npm run ops` prints comes partly from customers (offer titles, names, e-mails, payout
// messages): every control character in it is printed as a visible escape, so none can clear the
// operator's terminal, move the cursor or forge rows; and every invisible or direction-changing
// character (U+202E RIGHT-TO-LEFT OVERRIDE, U+200B ZERO WIDTH SPACE, the bidi isolates, BOM, soft
// hyphen…) is printed as `\uXXXX`, so a title cannot hide or reorder what the operator reads.
// The variation selectors come first in the class, where no character precedes them to combine with.
const INVISIBLE = /[\ufe00-\ufe0f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]/g;

const unicodeEscape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A line for the terminal: control characters become `\xNN`, invisible and bidi characters `\uXXXX`. */
export function terminalSafe(text: string): string {
  return replaceControlCharacters(text, (hex) => `\\x${hex}`).replace(INVISIBLE, unicodeEscape);
}

/** One JSON line; JSON.stringify escapes C0 but not DEL, C1 or the invisible characters, which are escaped here as \uNNNN. */
export function terminalSafeJson(value: unknown): string {
  return replaceControlCharacters(JSON.stringify(value), (hex) => `\\u00${hex}`).replace(INVISIBLE, unicodeEscape);
}
