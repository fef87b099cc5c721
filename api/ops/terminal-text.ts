import { replaceControlCharacters } from '../lib/control-characters';

// What `npm run ops` prints comes partly from customers (offer titles, names, e-mails, payout
// messages): every control character in it is printed as a visible escape, so none can clear the
// operator's terminal, move the cursor or forge rows.

/** A line for the terminal: control characters become `\xNN`. */
export function terminalSafe(text: string): string {
  return replaceControlCharacters(text, (hex) => `\\x${hex}`);
}

/** One JSON line; JSON.stringify escapes C0 but not DEL and C1, which are escaped here as \u00NN. */
export function terminalSafeJson(value: unknown): string {
  return replaceControlCharacters(JSON.stringify(value), (hex) => `\\u00${hex}`);
}
