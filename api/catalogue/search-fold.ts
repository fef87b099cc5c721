const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const LETTER_DIGIT_SPACE = /(?<=\p{L}) (?=\p{N})|(?<=\p{N}) (?=\p{L})/gu;

/**
 * A title or a search as the search compares them (issue 45), so that "AK-47", "ak47" and "ak 47"
 * are one: accents dropped, lower-cased, every run of punctuation, symbols (★, ™, |) and spaces made
 * one space, and no space left between a letter and a digit ("ak 47 redline" → "ak47redline").
 * Searching is then a substring test of the folded search in the folded title (items.search_text).
 * Pure and cheap; the folded-search-text migration keeps a frozen copy of it.
 */
export function foldSearchText(value: string): string {
  return value.toLowerCase().normalize('NFD').replace(MARKS, '').replace(NOT_WORD, ' ').trim().replace(LETTER_DIGIT_SPACE, '');
}
