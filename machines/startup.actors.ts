// The start-up call (spec §4 start-up order): one GraphQL operation with every start-up root field,
// which the gateway resolves in parallel over its keep-alive pool. The machine applies the answer
// field by field in the spec's order. Each actor is named so tests can swap it.
import { ClientError } from 'graphql-request';
import { fromPromise } from 'xstate';
import { graphql } from './graphql/gql';
import type { Currency, Language, Settings, SocialLink } from './app.types';
import { gql, prefetchGql, type Gql } from './graphql-client';
import { DEFAULT_LANGUAGE_ID, toDictionary } from './preferences.rules';
import { readStoredPreferences, type StoredPreferences } from './preferences.storage';

/** What the one start-up operation brought: a field is absent when its part failed. */
export interface StartupResponse {
  /** The "cookie check": the consent flag, and the saved currency and language with it. */
  stored: StoredPreferences;
  /** The language whose translations were asked for (the saved one, else English). */
  translationsLanguageId: number;
  socialLinks?: SocialLink[];
  currencies?: Currency[];
  languages?: Language[];
  translations?: Record<string, string>;
  isAuthenticated?: boolean;
  settings?: Settings;
}

const StartupQuery = graphql(`
  query Startup(
    $languageId: Int!
    $socialLinks: Boolean!
    $currencies: Boolean!
    $languages: Boolean!
    $translations: Boolean!
    $isAuthenticated: Boolean!
    $settings: Boolean!
  ) {
    socialLinks @include(if: $socialLinks) { id name url icon }
    currencies @include(if: $currencies) { code symbol rate }
    languages @include(if: $languages) { id title code }
    translations(languageId: $languageId) @include(if: $translations) { key text }
    isAuthenticated @include(if: $isAuthenticated)
    settings @include(if: $settings) {
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

const TranslationsQuery = graphql(`
  query StartupTranslations($languageId: Int!) {
    translations(languageId: $languageId) { key text }
  }
`);

const FIELDS = ['socialLinks', 'currencies', 'languages', 'translations', 'isAuthenticated', 'settings'] as const;
type Field = (typeof FIELDS)[number];

/** The root fields a GraphQL error answer names as failed (all of them are non-null, so data is null). */
function failedFields(error: unknown): Field[] {
  if (!(error instanceof ClientError)) return [];
  const named = (error.response.errors ?? []).map((entry) => entry.path?.[0]);
  return FIELDS.filter((field) => named.includes(field));
}

/**
 * Asks for everything at once. A failing field fails the whole answer (non-null root fields), so the
 * operation is sent again without the fields the errors name; a transport failure is thrown.
 */
export async function fetchStartup(client: Gql, stored: StoredPreferences): Promise<StartupResponse> {
  const languageId = stored.languageId ?? DEFAULT_LANGUAGE_ID;
  const failed = new Set<Field>();
  for (;;) {
    try {
      const data = await client(StartupQuery, startupVariables(languageId, failed));
      return {
        stored,
        translationsLanguageId: languageId,
        socialLinks: data.socialLinks ?? undefined,
        currencies: data.currencies ?? undefined,
        languages: data.languages ?? undefined,
        translations: data.translations ? toDictionary(data.translations) : undefined,
        isAuthenticated: data.isAuthenticated ?? undefined,
        settings: data.settings ?? undefined,
      };
    } catch (error) {
      const named = failedFields(error).filter((field) => !failed.has(field));
      if (named.length === 0) throw error;
      for (const field of named) failed.add(field);
      if (failed.size === FIELDS.length) return { stored, translationsLanguageId: languageId };
    }
  }
}

function startupVariables(languageId: number, failed: ReadonlySet<Field>) {
  const include = Object.fromEntries(FIELDS.map((field) => [field, !failed.has(field)])) as Record<Field, boolean>;
  return { languageId, ...include };
}

/** Sends the first start-up request before the app's actors exist; loadStartup takes its answer. */
export function prefetchStartup(): void {
  void prefetchGql(StartupQuery, startupVariables(readStoredPreferences().languageId ?? DEFAULT_LANGUAGE_ID, new Set()));
}

export const loadStartup = fromPromise<StartupResponse>(() => fetchStartup(gql, readStoredPreferences()));

/** Only when the saved language is no longer offered: the translations of the one chosen instead. */
export const loadTranslations = fromPromise<Record<string, string>, { languageId: number }>(async ({ input }) =>
  toDictionary((await gql(TranslationsQuery, { languageId: input.languageId })).translations),
);
