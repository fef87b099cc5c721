// The start-up operation itself (spec §4 start-up order): every start-up root field in one request,
// each behind an @include so that a part that fails can be left out of the next try.
import { StartupDocument } from '../graphql/graphql';

export { StartupDocument };

export const STARTUP_FIELDS = ['socialLinks', 'currencies', 'languages', 'translations', 'isAuthenticated', 'settings'] as const;
export type StartupField = (typeof STARTUP_FIELDS)[number];

/** Every field asked for except those that failed before; translations in `languageId`. */
export function startupVariables(languageId: number, failed: ReadonlySet<StartupField> = new Set()) {
  const include = Object.fromEntries(STARTUP_FIELDS.map((field) => [field, !failed.has(field)])) as Record<StartupField, boolean>;
  return { languageId, ...include };
}
