import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findLocalizations, languageExists } from './languages.repository';
import { notFound } from '../http/api-error';
import { ENGLISH_ID } from '../db/seed-data/languages';

export const LANGUAGE_NOT_FOUND = 'Language not found';

export function createLocalizationsService(db: Kysely<Database>) {
  return {
    /** key → text for a language, falling back to English for keys it lacks. */
    async texts(langId: number): Promise<Record<string, string>> {
      if (!(await languageExists(db, langId))) throw notFound(LANGUAGE_NOT_FOUND);
      return findLocalizations(db, langId === ENGLISH_ID ? [ENGLISH_ID] : [ENGLISH_ID, langId]);
    },
  };
}

export type LocalizationsService = ReturnType<typeof createLocalizationsService>;
