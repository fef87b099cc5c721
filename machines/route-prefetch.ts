// The first view's data, asked for while start-up runs instead of after it: the same operations with
// the same variables that the route's actors will send, so each actor takes the answer already on
// its way (graphql-client's prefetch). The currency is the saved one (start-up confirms it); should
// start-up settle on another, the actors simply ask again.
import { NewArrivalsQuery, newArrivalsVariables } from './app.actors';
import { prefetchGql } from './graphql-client';
import { bestSellersVariables } from './home.machine';
import { HomeBestSellersQuery } from './home.queries';
import { EMPTY_FILTER_OPTIONS, defaultFilters, normalizeRoute, toGameCategory, toProductFilter } from './listing.filters';
import { ListingFilterDataQuery, ListingProductsQuery } from './listing.queries';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID } from './preferences.rules';
import { readStoredPreferences } from './preferences.storage';
import { ProductDetailQuery } from './product-detail.queries';
import { prefetchStaticPage } from './text-page.actors';

const LISTING = /^\/products(?:\/([^/]+))?(?:\/([^/]+))?\/?$/;
const PRODUCT = /^\/product\/([^/]+)\/?$/;
const TEXT_PAGE = /^\/pages\/([^/]+)\/?$/;

/** Starts the data requests of the route at `path` (the address the page was opened at). */
export function prefetchRouteData(path: string): void {
  const stored = readStoredPreferences();
  const currency = stored.currencyCode ?? DEFAULT_CURRENCY.code;
  if (path === '/') {
    void prefetchGql(NewArrivalsQuery, newArrivalsVariables(currency));
    void prefetchGql(HomeBestSellersQuery, bestSellersVariables(currency));
    return;
  }
  const listing = LISTING.exec(path.toLowerCase());
  if (listing) {
    const route = normalizeRoute(listing[1], listing[2]);
    const options = prefetchGql(ListingFilterDataQuery, { category: toGameCategory(route.category) ?? null });
    const filters = defaultFilters(route.category, route.type);
    // A type is sent in the filter data's spelling, so only then does the product list wait for it.
    if (filters.type === defaultFilters().type) {
      void prefetchGql(ListingProductsQuery, { filter: toProductFilter(filters, currency, EMPTY_FILTER_OPTIONS) });
    } else {
      options
        .then(({ filterData }) => prefetchGql(ListingProductsQuery, { filter: toProductFilter(filters, currency, filterData) }))
        .catch(() => {}); // the listing machine asks again
    }
    return;
  }
  const product = PRODUCT.exec(path);
  if (product) {
    void prefetchGql(ProductDetailQuery, { id: product[1]!, currency });
    return;
  }
  // Pages are written per language, which the request's header names, not the operation's variables:
  // in another language than the one the client starts in, the page's machine asks on its own.
  const textPage = TEXT_PAGE.exec(path);
  if (textPage && (stored.languageId ?? DEFAULT_LANGUAGE_ID) === DEFAULT_LANGUAGE_ID) prefetchStaticPage(textPage[1]!);
}
