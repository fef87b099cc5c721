// The first view's data: the operations a route's actors send first, with the variables they send.
// The browser starts them while start-up runs (route-prefetch.ts); the server runs the very same ones
// before it sends the page and sends their answers with it (server/first-view.ts), so each actor's
// identical request is answered without a round trip.
import { NewArrivalsQuery, newArrivalsVariables } from '../app/app.actors';
import type { Gql, PageAnswers } from '../graphql-client/graphql-client';
import { HomeBestSellersQuery, bestSellersVariables } from '../catalogue/home.queries';
import { ALL, EMPTY_FILTER_OPTIONS, toGameCategory, toProductFilter } from '../catalogue/listing.filters';
import { ListingFilterDataQuery, ListingProductsQuery } from '../catalogue/listing.queries';
import { filtersFromUrl } from '../catalogue/listing.url';
import { ProductDetailQuery } from '../catalogue/product-detail.queries';
import { largePicture } from '../catalogue/product-image-url';
import { StaticPageQuery, StaticPagesQuery } from '../text-page/text-page.actors';
import { findStaticPage } from '../text-page/text-page.rules';

const LISTING = /^\/products(?:\/([^/]+))?(?:\/([^/]+))?\/?$/;
const PRODUCT = /^\/product\/([^/]+)\/?$/;
const TEXT_PAGE = /^\/pages\/([^/]+)\/?$/;

/** A page the server renders (src/server-render.tsx) from the answers it goes out with. */
export interface PageToRender {
  path: string;
  /** The query string, with its "?" or empty. */
  search: string;
  sent: PageAnswers;
}

/** The server's render of a page: its root element's HTML and, when the page names one, its title. */
export interface RenderedPage {
  root: string;
  title?: string;
}

/** The routes whose first view has data of its own (the home page, a listing, a product, a text page). */
export function hasFirstViewData(path: string): boolean {
  return path === '/' || LISTING.test(path.toLowerCase()) || PRODUCT.test(path) || TEXT_PAGE.test(path);
}

/**
 * Sends, with `run`, the data requests of the route at `path` and `search` (the address the page was
 * opened at, its query string with or without "?") in `currency` and the language `languageId`. Resolves to the pictures (`imgUrl`)
 * of the products the first view shows, in page order: none for a route without any, or when its data
 * could not be fetched.
 */
export function loadFirstView(path: string, search: string, currency: string, languageId: number, run: Gql): Promise<string[]> {
  if (path === '/') {
    // The carousels are below the hero: their pictures are not the first view's.
    return Promise.allSettled([
      run(NewArrivalsQuery, newArrivalsVariables(currency)),
      run(HomeBestSellersQuery, bestSellersVariables(currency)),
    ]).then(() => []);
  }
  const listing = LISTING.exec(path.toLowerCase());
  if (listing) {
    // The listing machine's own reading of its URL (shared links keep search, filters, sort and page).
    const filters = filtersFromUrl(listing[1], listing[2], search);
    const options = run(ListingFilterDataQuery, { category: toGameCategory(filters.category) ?? null });
    // A type or filter value is sent in the filter data's spelling, so only then does the product list wait for it.
    const spelledByOptions = filters.type !== ALL || filters.quality || filters.hero || filters.exteriorName || filters.itemClass;
    const products = spelledByOptions
      ? options.then(({ filterData }) => run(ListingProductsQuery, { filter: toProductFilter(filters, currency, filterData) }))
      : run(ListingProductsQuery, { filter: toProductFilter(filters, currency, EMPTY_FILTER_OPTIONS) });
    options.catch(() => {}); // the listing machine asks again
    return products.then(({ products }) => (products.__typename === 'ProductPage' ? products.items.map((item) => item.imgUrl) : [])).catch(() => []);
  }
  const product = PRODUCT.exec(path);
  if (product) {
    return run(ProductDetailQuery, { id: product[1]!, currency, langId: languageId })
      .then(({ product }) => (product.__typename === 'ProductDetail' ? [largePicture(product.product.imgUrl)] : []))
      .catch(() => []);
  }
  const textPage = TEXT_PAGE.exec(path);
  if (textPage) {
    // The list names the page's id; the text page's machine asks for both in this order.
    return run(StaticPagesQuery, {})
      .then(async ({ staticPages }) => {
        const page = findStaticPage(staticPages, textPage[1]!);
        if (page) await run(StaticPageQuery, { id: page.id });
        return [];
      })
      .catch(() => []);
  }
  return Promise.resolve([]);
}
