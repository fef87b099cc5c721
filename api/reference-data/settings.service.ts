import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { defaultSettings } from '../db/seed-data/settings';
import { readSettings, writeSetting } from './settings.repository';
import { versionedCache } from '../lib/versioned-cache';
import { siteVersion } from './site-version.repository';
import type { SettingsAnswer } from '../../contract/settings.contract';

/** GET /settings (contract/settings.contract.ts). */
export type ShopSettings = SettingsAnswer;

/**
 * offer_enabled: OFFERS_ENABLED (`offersEnabled`) and the stored setting of that name staff switch in the
 * console (issue 43) must both allow offers.
 * `{host}` in support_email becomes PUBLIC_URL's host name, never a request's Host header: a page a
 * CDN caches for every visitor must not carry an address an attacker chose.
 */
export function createSettingsService(db: Kysely<Database>, config: Pick<ApiConfig, 'imageHost' | 'offersEnabled' | 'publicUrl'>) {
  // Kept per site version: a change by any process (or `npm run ops`) is read by the next request.
  const stored = versionedCache(() => siteVersion(db), () => readSettings(db));
  const host = new URL(config.publicUrl).hostname;
  return {
    async get(): Promise<ShopSettings> {
      const values = { ...defaultSettings, ...(await stored()) };
      return {
        payment_methods: values.payment_methods as ShopSettings['payment_methods'],
        min_top_up: Number(values.min_top_up),
        requisites: String(values.requisites),
        support_email: String(values.support_email).replaceAll('{host}', host),
        copyright: String(values.copyright),
        offer_enabled: config.offersEnabled && values.offer_enabled !== false,
        google_tag: typeof values.google_tag === 'string' && values.google_tag !== '' ? values.google_tag : null,
        image_host: config.imageHost,
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Where the shop's own address is kept, so `npm run ops` writes the shop's links, not its own default. */
const PUBLIC_URL_SETTING = 'public_url';

/** Called by every API process as it starts: the last one started names the shop. */
export function rememberPublicUrl(db: Kysely<Database>, publicUrl: string): Promise<void> {
  return writeSetting(db, PUBLIC_URL_SETTING, publicUrl);
}

/** The address the shop last started with, if one has started on this database. */
export async function rememberedPublicUrl(db: Kysely<Database>): Promise<string | undefined> {
  const value = (await readSettings(db))[PUBLIC_URL_SETTING];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
