import type { Kysely } from 'kysely';
import { listCountries } from './countries.repository';
import type { Database } from '../db/database';
import { listLanguages } from './languages.repository';
import { listSocialLinks } from './social-links.repository';
import { versionedCache } from '../lib/versioned-cache';
import { siteVersion } from './site-version.repository';

/** Languages, countries, phone codes and social links: small lists read on every page load, kept per site version. */
export function createReferenceDataService(db: Kysely<Database>) {
  const version = () => siteVersion(db);
  const languages = versionedCache(version, async () =>
    (await listLanguages(db)).map(({ id, title, code }) => ({ id, title, code })),
  );
  const countries = versionedCache(version, () => listCountries(db));
  const socialLinks = versionedCache(version, () => listSocialLinks(db));

  return {
    languages,
    countries: async () => (await countries()).map(({ id, iso, title }) => ({ id, iso, title })),
    /** `[{ "DE": { "code": "+49" } }]`, in the order of the countries. */
    phoneCodes: async () => (await countries()).map(({ iso, phone_code }) => ({ [iso]: { code: phone_code } })),
    socialLinks,
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
