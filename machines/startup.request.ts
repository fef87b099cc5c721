// The start-up operation itself (spec §4 start-up order): every start-up root field in one request,
// each behind an @include so that a part that fails can be left out of the next try.
// vite.config.ts imports this module too (hence the .ts extensions): index.html preloads defaultStartupUrl().
import { print } from 'graphql';
import { StartupDocument } from './graphql/graphql.ts';
import { DEFAULT_LANGUAGE_ID } from './preferences.rules.ts';

export { StartupDocument };

export const STARTUP_FIELDS = ['socialLinks', 'currencies', 'languages', 'translations', 'isAuthenticated', 'settings'] as const;
export type StartupField = (typeof STARTUP_FIELDS)[number];

/** Every field asked for except those that failed before; translations in `languageId`. */
export function startupVariables(languageId: number, failed: ReadonlySet<StartupField> = new Set()) {
  const include = Object.fromEntries(STARTUP_FIELDS.map((field) => [field, !failed.has(field)])) as Record<StartupField, boolean>;
  return { languageId, ...include };
}

/** The first start-up of a visitor in the default language, as a GET the page can preload. */
export function defaultStartupUrl(): string {
  const params = new URLSearchParams({
    query: print(StartupDocument),
    variables: JSON.stringify(startupVariables(DEFAULT_LANGUAGE_ID)),
  });
  return `/graphql?${params}`;
}
