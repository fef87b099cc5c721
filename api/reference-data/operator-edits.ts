import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { readSettings, writeSetting } from './settings.repository';

// The seed rewrites the reference data on every start; what staff edited in the console (issue 43) is
// theirs from then on. These settings say which rows the seed leaves alone.
const EDITED_PAGES_SETTING = 'content_edited_pages';
const EDITED_SOCIAL_LINKS_SETTING = 'social_links_edited';

const pageKey = (pageId: number, langId: number) => `${pageId}:${langId}`;

export interface OperatorEdits {
  /** A static page's text in one language (English is the static_pages row itself). */
  pageEdited(pageId: number, langId: number): boolean;
  socialLinksEdited: boolean;
}

export async function readOperatorEdits(db: Kysely<Database>): Promise<OperatorEdits> {
  const settings = await readSettings(db);
  const pages = new Set(Array.isArray(settings[EDITED_PAGES_SETTING]) ? (settings[EDITED_PAGES_SETTING] as string[]) : []);
  return { pageEdited: (pageId, langId) => pages.has(pageKey(pageId, langId)), socialLinksEdited: settings[EDITED_SOCIAL_LINKS_SETTING] === true };
}

export async function markPageEdited(tx: Kysely<Database>, pageId: number, langId: number): Promise<void> {
  const settings = await readSettings(tx);
  const pages = new Set(Array.isArray(settings[EDITED_PAGES_SETTING]) ? (settings[EDITED_PAGES_SETTING] as string[]) : []);
  if (pages.has(pageKey(pageId, langId))) return;
  await writeSetting(tx, EDITED_PAGES_SETTING, [...pages, pageKey(pageId, langId)]);
}

export const markSocialLinksEdited = (tx: Kysely<Database>) => writeSetting(tx, EDITED_SOCIAL_LINKS_SETTING, true);
