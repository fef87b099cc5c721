// The start-up calls (spec §4 start-up order). Each is a named actor so tests can swap it.
import { fromPromise } from 'xstate';
import { graphql } from '../src/graphql/gql';
import type { Currency, Language, Settings, SocialLink } from './app.types';
import { gql } from './graphql-client';
import { toDictionary } from './preferences.rules';
import { readStoredPreferences, type StoredPreferences } from './preferences.storage';

const SocialLinksQuery = graphql(`
  query StartupSocialLinks {
    socialLinks { id name url icon }
  }
`);

const CurrenciesQuery = graphql(`
  query StartupCurrencies {
    currencies { code symbol rate }
  }
`);

const LanguagesQuery = graphql(`
  query StartupLanguages {
    languages { id title code }
  }
`);

const TranslationsQuery = graphql(`
  query StartupTranslations($languageId: Int!) {
    translations(languageId: $languageId) { key text }
  }
`);

const AuthStatusQuery = graphql(`
  query StartupAuthStatus {
    isAuthenticated
  }
`);

const SettingsQuery = graphql(`
  query StartupSettings {
    settings {
      paymentMethods { currency methods { code title } }
      minTopUp
      requisites { companyName companyNumber }
      supportEmail
      copyright
      offerEnabled
      googleTag
      imageHost
    }
  }
`);

export const loadSocialLinks = fromPromise<SocialLink[]>(async () => (await gql(SocialLinksQuery, {})).socialLinks);

/** The "cookie check": reads the consent flag, and the saved currency and language with it. */
export const readPreferences = fromPromise<StoredPreferences>(async () => readStoredPreferences());

export const loadCurrencies = fromPromise<Currency[]>(async () => (await gql(CurrenciesQuery, {})).currencies);

export const loadLanguages = fromPromise<Language[]>(async () => (await gql(LanguagesQuery, {})).languages);

export const loadTranslations = fromPromise<Record<string, string>, { languageId: number }>(async ({ input }) =>
  toDictionary((await gql(TranslationsQuery, { languageId: input.languageId })).translations),
);

export const checkAuth = fromPromise<boolean>(async () => (await gql(AuthStatusQuery, {})).isAuthenticated);

export const loadSettings = fromPromise<Settings>(async () => (await gql(SettingsQuery, {})).settings);
