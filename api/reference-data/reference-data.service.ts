import type { Kysely } from 'kysely';
import { listCountries } from './countries.repository';
import type { Database } from '../db/database';
import { listLanguages } from './languages.repository';
import { listSocialLinks } from './social-links.repository';
import { ttlCache } from '../lib/ttl-cache';

const CACHE_MS = 5_000;

/** Languages, countries, phone codes and social links: small lists read on every page load. */
export function createReferenceDataService(db: Kysely<Database>) {
  const languages = ttlCache(CACHE_MS, async () =>
    (await listLanguages(db)).map(({ id, title, code }) => ({ id, title, code })),
  );
  const countries = ttlCache(CACHE_MS, () => listCountries(db));
  const socialLinks = ttlCache(CACHE_MS, () => listSocialLinks(db));

  return {
    languages,
    countries: async () => (await countries()).map(({ id, iso, title }) => ({ id, iso, title })),
    /** `[{ "DE": { "code": "+49" } }]`, in the order of the countries. */
    phoneCodes: async () => (await countries()).map(({ iso, phone_code }) => ({ [iso]: { code: phone_code } })),
    socialLinks,
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
