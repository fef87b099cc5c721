// C0, DEL and C1: no field of the shop is multi-line, and in customers' text these are only ever an
// attack (U+0000 fails a PostgreSQL query and cuts a SQLite string; ESC sequences, CR and LF rewrite a
// terminal or forge lines in logs and mail headers).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export function hasControlCharacter(text: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(text);
}

/** Each control character written as `escape(its code as two hex digits)`, e.g. ESC → `\x1b`. */
export function replaceControlCharacters(text: string, escape: (hex: string) => string): string {
  return text.replace(CONTROL_CHARACTERS, (character) => escape(character.charCodeAt(0).toString(16).padStart(2, '0')));
}
