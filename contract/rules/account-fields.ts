// Spec §5's field patterns, that the browser's checks and the API's both apply (the messages are
// account-messages.ts beside this file).
const LETTERS = /^\p{L}+(?:[ '-]\p{L}+)*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const STRONG_PASSWORD = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d).{6,}$/u;
/** RFC 5321: no address is longer. */
const EMAIL_MAX_LENGTH = 254;

/** Letters, words joined by one space, apostrophe or hyphen ("Anne-Marie", "O'Neil"). */
export const isLetters = (value: string) => LETTERS.test(value.trim());
export const isEmail = (value: string) => EMAIL.test(value.trim()) && value.trim().length <= EMAIL_MAX_LENGTH;
/** At least 6 characters with a lower-case letter, an upper-case letter and a digit. */
export const isStrongPassword = (value: string) => STRONG_PASSWORD.test(value);
/** A 17-digit SteamID64 of an individual account. */
export const isSteamId64 = (value: string) => /^7656119\d{10}$/.test(value);
