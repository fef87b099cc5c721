import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { defaultSettings } from '../db/seed-data/settings';
import { readSettings } from '../db/settings.repository';
import { ttlCache } from '../lib/ttl-cache';

const CACHE_MS = 5_000;

export interface ShopSettings {
  payment_methods: Record<string, { code: string; title: string }[]>;
  min_top_up: number;
  requisites: string;
  support_email: string;
  copyright: string;
  offer_enabled: boolean;
  google_tag: string | null;
  image_host: string;
}

/** `offersEnabled` (OFFERS_ENABLED) decides offer_enabled; the stored setting of that name is not read. */
export function createSettingsService(db: Kysely<Database>, imageHost: string, offersEnabled: boolean) {
  const stored = ttlCache(CACHE_MS, () => readSettings(db));
  return {
    /** `{host}` in support_email becomes the host the shop is reached at. */
    async get(host: string): Promise<ShopSettings> {
      const values = { ...defaultSettings, ...(await stored()) };
      return {
        payment_methods: values.payment_methods as ShopSettings['payment_methods'],
        min_top_up: Number(values.min_top_up),
        requisites: String(values.requisites),
        support_email: String(values.support_email).replaceAll('{host}', host),
        copyright: String(values.copyright),
        offer_enabled: offersEnabled,
        google_tag: typeof values.google_tag === 'string' && values.google_tag !== '' ? values.google_tag : null,
        image_host: imageHost,
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
