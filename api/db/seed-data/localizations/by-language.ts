import { languages } from '../languages';
import type { Translations } from './index';

/** The columns of a table whose rows are [English, German, French, Spanish, Polish, Portuguese]: the shipped languages in their order. */
const LANGUAGE_IDS = [...languages].sort((a, b) => a.position - b.position).map((language) => language.id);

export type RowOfLanguages = readonly [string, string, string, string, string, string];

/** A table of one row per text, one column per language, as language id → key → text; `key` names a row by its English. */
export function byLanguage(rows: readonly RowOfLanguages[], key: (english: string) => string): Translations {
  return Object.fromEntries(LANGUAGE_IDS.map((id, column) => [id, Object.fromEntries(rows.map((row) => [key(row[0]), row[column]]))]));
}
