import type { Kysely } from 'kysely';
import { upsertCountries } from '../reference-data/countries.repository';
import { upsertCurrencies } from '../reference-data/currencies.repository';
import type { Database } from './database';
import type { ItemDescriptionsTable, NewItem } from '../catalogue/items.table';
import { BULK_LOAD_ROWS, withoutItemIndexes } from '../catalogue/items-bulk-load.repository';
import { analyzeItems, countItems, insertItemDescriptions, insertItems } from '../catalogue/items.repository';
import type { LocalizationsTable } from '../reference-data/languages.table';
import { replaceLocalizations, upsertLanguages } from '../reference-data/languages.repository';
import { countries } from './seed-data/countries';
import { currencies } from './seed-data/currencies';
import { generateDescriptions, generateItem } from './seed-data/items/item-generator';
import { ENGLISH_ID, languages } from './seed-data/languages';
import { allTranslations } from './seed-data/localizations/index';
import { defaultSettings } from './seed-data/settings';
import { socialLinks } from './seed-data/social-links';
import { staticPageTexts, staticPages } from './seed-data/static-pages';
import { insertMissingSettings } from '../reference-data/settings.repository';
import { seedPrices } from '../prices/seed-prices';
import { upsertSocialLinks } from '../reference-data/social-links.repository';
import { readOperatorEdits } from '../reference-data/operator-edits';
import { upsertStaticPageTexts, upsertStaticPages } from '../reference-data/static-pages.repository';

export const DEFAULT_CATALOGUE_SIZE = 480;
const ITEMS_PER_TRANSACTION = 20_000;

export interface SeedResult {
  itemsInserted: number;
  itemsTotal: number;
}

/**
 * Reference data is upserted on every start (translations are rewritten; settings and exchange rates
 * are only added when missing); the catalogue is generated only into an empty items table.
 */
export async function seedDatabase(db: Kysely<Database>, options: { items?: number } = {}): Promise<SeedResult> {
  await db.transaction().execute(async (trx) => {
    await upsertCurrencies(trx, currencies);
    await upsertLanguages(trx, languages);
    await upsertCountries(trx, countries);
    // What staff edited in the console stays theirs (issue 43).
    const edits = await readOperatorEdits(trx);
    await upsertStaticPages(trx, staticPages.filter((page) => !edits.pageEdited(page.id, ENGLISH_ID)));
    await upsertStaticPageTexts(trx, staticPageTexts.filter((text) => !edits.pageEdited(text.page_id, text.lang_id)));
    if (!edits.socialLinksEdited) await upsertSocialLinks(trx, socialLinks);
    await insertMissingSettings(trx, defaultSettings);
    await replaceLocalizations(trx, localizationRows());
  });
  const existing = await countItems(db);
  if (existing > 0) return { itemsInserted: 0, itemsTotal: existing };
  return fillCatalogue(db, options.items ?? DEFAULT_CATALOGUE_SIZE);
}

/** Adds generated items until the catalogue holds `target` items (positions continue after the existing ones). */
export async function fillCatalogue(
  db: Kysely<Database>,
  target: number,
  onProgress?: (total: number) => void,
): Promise<SeedResult> {
  const existing = await countItems(db);
  let total = existing;
  // Descriptions are per title (a few thousand among a million items): each is written once.
  const described = new Set<string>();
  const load = async () => {
    while (total < target) {
      const end = Math.min(target, total + ITEMS_PER_TRANSACTION);
      const batch: NewItem[] = [];
      const descriptions: ItemDescriptionsTable[] = [];
      for (let index = total; index < end; index++) {
        const item = generateItem(index);
        batch.push(item);
        if (described.has(item.title)) continue;
        described.add(item.title);
        for (const text of generateDescriptions(index)) descriptions.push({ title: item.title, ...text });
      }
      await db.transaction().execute(async (trx) => {
        await insertItems(trx, batch);
        await insertItemDescriptions(trx, descriptions);
      });
      total = end;
      onProgress?.(total);
    }
  };
  await (target - existing >= BULK_LOAD_ROWS ? withoutItemIndexes(db, load) : load());
  await db.transaction().execute((trx) => seedPrices(trx, described));
  if (total > existing) await analyzeItems(db);
  return { itemsInserted: total - existing, itemsTotal: total };
}

/** Every key for every language: a language's own text, else the English one. */
function localizationRows(): LocalizationsTable[] {
  const translations = allTranslations();
  const english = translations[ENGLISH_ID] ?? {};
  const rows: LocalizationsTable[] = [];
  for (const language of languages) {
    const own = translations[language.id] ?? {};
    const merged = { ...english, ...own };
    for (const [key, text] of Object.entries(merged)) rows.push({ lang_id: language.id, key, text });
  }
  return rows;
}
