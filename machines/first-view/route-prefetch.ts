// The first view's data, asked for while start-up runs instead of after it: the same operations with
// the same variables that the route's actors will send, so each actor takes the answer already on
// its way (graphql-client's prefetch), or the one the server sent with the page. The currency is the
// saved one, and so is the language (start-up confirms them); should start-up settle on another, the actors simply ask again.
// It also tells which product pictures the first view will show, so the page can fetch them before
// it renders.
import { loadFirstView } from './first-view';
import { prefetchGql } from '../graphql-client/graphql-client';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID } from '../app/preferences.rules';
import { readStoredPreferences } from '../app/preferences.storage';

/**
 * Starts the data requests of the route at `path` and `search` (the address the page was opened at).
 * Resolves to the pictures (`imgUrl`) of the products the first view shows, in page order.
 */
export function prefetchRouteData(path: string, search: string): Promise<string[]> {
  const saved = readStoredPreferences();
  return loadFirstView(path, search, saved.currencyCode ?? DEFAULT_CURRENCY.code, saved.languageId ?? DEFAULT_LANGUAGE_ID, prefetchGql);
}
