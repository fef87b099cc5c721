// The start-up call (spec §4 start-up order): one GraphQL operation with every start-up root field,
// which the gateway resolves in parallel over its keep-alive pool. The machine applies the answer
// field by field in the spec's order. Each actor is named so tests can swap it.
import { ClientError } from 'graphql-request';
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { Currency, Language, Settings, SocialLink } from './app.types';
import type { StartupQuery } from '../graphql/graphql';
import { gql, prefetchGql, type Gql } from '../graphql-client/graphql-client';
import { STARTUP_FIELDS, StartupDocument, startupVariables, type StartupField } from './startup.request';
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

const TranslationsQuery = graphql(`
  query StartupTranslations($languageId: Int!) {
    translations(languageId: $languageId) { key text }
  }
`);

/** The root fields a GraphQL error answer names as failed (all of them are non-null, so data is null). */
function failedFields(error: unknown): StartupField[] {
  if (!(error instanceof ClientError)) return [];
  const named = (error.response.errors ?? []).map((entry) => entry.path?.[0]);
  return STARTUP_FIELDS.filter((field) => named.includes(field));
}

/**
 * Asks for everything at once. A failing field fails the whole answer (non-null root fields), so the
 * operation is sent again without the fields the errors name; a transport failure is thrown.
 */
export async function fetchStartup(client: Gql, stored: StoredPreferences): Promise<StartupResponse> {
  const languageId = stored.languageId ?? DEFAULT_LANGUAGE_ID;
  const failed = new Set<StartupField>();
  for (;;) {
    try {
      const data = await client(StartupDocument, startupVariables(languageId, failed));
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
      if (failed.size === STARTUP_FIELDS.length) return { stored, translationsLanguageId: languageId };
    }
  }
}

/**
 * Sends the first start-up request before the app's actors exist (or takes the answer the page came
 * with: server/first-view.ts); loadStartup takes its answer. The answer is handed back too, for what
 * the page does before the actors (its first pictures).
 */
export function prefetchStartup(): Promise<StartupQuery> {
  return prefetchGql(StartupDocument, startupVariables(readStoredPreferences().languageId ?? DEFAULT_LANGUAGE_ID));
}

export const loadStartup = fromPromise<StartupResponse>(() => fetchStartup(gql, readStoredPreferences()));

/** Only when the saved language is no longer offered: the translations of the one chosen instead. */
export const loadTranslations = fromPromise<Record<string, string>, { languageId: number }>(async ({ input }) =>
  toDictionary((await gql(TranslationsQuery, { languageId: input.languageId })).translations),
);
