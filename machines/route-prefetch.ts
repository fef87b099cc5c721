// The first view's data, asked for while start-up runs instead of after it: the same operations with
// the same variables that the route's actors will send, so each actor takes the answer already on
// its way (graphql-client's prefetch). The currency is the saved one (start-up confirms it); should
// start-up settle on another, the actors simply ask again. It also tells which product pictures the
// first view will show, so the page can fetch them before it renders.
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

/**
 * Starts the data requests of the route at `path` (the address the page was opened at). Resolves to
 * the pictures (`imgUrl`) of the products the first view shows, in page order: none for a route
 * without any, or when its data could not be fetched.
 */
export function prefetchRouteData(path: string): Promise<string[]> {
  const stored = readStoredPreferences();
  const currency = stored.currencyCode ?? DEFAULT_CURRENCY.code;
  if (path === '/') {
    void prefetchGql(NewArrivalsQuery, newArrivalsVariables(currency));
    void prefetchGql(HomeBestSellersQuery, bestSellersVariables(currency));
    return NO_PICTURES;
  }
  const listing = LISTING.exec(path.toLowerCase());
  if (listing) {
    const route = normalizeRoute(listing[1], listing[2]);
    const options = prefetchGql(ListingFilterDataQuery, { category: toGameCategory(route.category) ?? null });
    const filters = defaultFilters(route.category, route.type);
    // A type is sent in the filter data's spelling, so only then does the product list wait for it.
    const products =
      filters.type === defaultFilters().type
        ? prefetchGql(ListingProductsQuery, { filter: toProductFilter(filters, currency, EMPTY_FILTER_OPTIONS) })
        : options.then(({ filterData }) => prefetchGql(ListingProductsQuery, { filter: toProductFilter(filters, currency, filterData) }));
    // On failure the listing machine asks again.
    return products.then(({ products }) => (products.__typename === 'ProductPage' ? products.items.map((item) => item.imgUrl) : [])).catch(() => []);
  }
  const product = PRODUCT.exec(path);
  if (product) {
    return prefetchGql(ProductDetailQuery, { id: product[1]!, currency })
      .then(({ product }) => (product.__typename === 'ProductDetail' ? [product.product.imgUrl] : []))
      .catch(() => []);
  }
  // Pages are written per language, which the request's header names, not the operation's variables:
  // in another language than the one the client starts in, the page's machine asks on its own.
  const textPage = TEXT_PAGE.exec(path);
  if (textPage && (stored.languageId ?? DEFAULT_LANGUAGE_ID) === DEFAULT_LANGUAGE_ID) prefetchStaticPage(textPage[1]!);
  return NO_PICTURES;
}

const NO_PICTURES: Promise<string[]> = Promise.resolve([]);
