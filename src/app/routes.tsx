// Spec §2 routes, each page loaded lazily (./page-paths.ts says which page a path is); any unknown path
// is the 404 page.
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { isListingCategory } from '../../machines/catalogue/listing.filters';
import { RouteFallback } from './shell/route-fallback';
import { pageAt, type PageName } from './page-paths';
import { PageCommitted } from './use-after-first-paint';

type PageModule = { default: ComponentType };

/**
 * Each page's chunk is fetched once: by preloadRoute at boot, or by its lazy route. A chunk that has
 * already arrived goes to React.lazy as a thenable that resolves at once: with a Promise the route
 * would suspend for a microtask, and React then keeps the fallback up for its 300 ms reveal throttle.
 */
function page(load: () => Promise<PageModule>) {
  let loading: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  // React.lazy only calls then(); its type asks for a whole Promise.
  const alreadyHere = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as Promise<PageModule>;
  return { preload, Page: lazy(() => (loaded ? alreadyHere(loaded) : preload())) };
}

const pages: Record<PageName, ReturnType<typeof page>> = {
  'home-page': page(() => import('../features/catalogue/home-page')),
  'product-listing-page': page(() => import('../features/catalogue/product-listing-page')),
  'product-detail-page': page(() => import('./product-detail-page')),
  'text-page': page(() => import('../features/text-pages/text-page')),
  'not-found-page': page(() => import('./not-found-page')),
  'profile-page': page(() => import('./profile-page')),
  'verify-email-page': page(() => import('../features/account/verify-email-page')),
  'reset-password-page': page(() => import('../features/account/reset-password-page')),
  'checkout-page': page(() => import('../features/cart/checkout-page')),
  'order-page': page(() => import('../features/orders/order-page')),
  'processing-payment-page': page(() => import('../features/deposits/processing-payment-page')),
  'success-payment-page': page(() => import('../features/deposits/success-payment-page')),
  'fail-payment-page': page(() => import('../features/deposits/fail-payment-page')),
  'offer-sent-page': page(() => import('../features/offers/offer-sent-page')),
  'offer-accepted-page': page(() => import('../features/offers/offer-accepted-page')),
  'payout-result-page': page(() => import('../features/offers/payout-result-page')),
};
const HomePage = pages['home-page'].Page;
const ProductListingPage = pages['product-listing-page'].Page;
const ProductDetailPage = pages['product-detail-page'].Page;
const TextPage = pages['text-page'].Page;
const NotFoundPage = pages['not-found-page'].Page;
const ProfilePage = pages['profile-page'].Page;
const VerifyEmailPage = pages['verify-email-page'].Page;
const ResetPasswordPage = pages['reset-password-page'].Page;
const CheckoutPage = pages['checkout-page'].Page;
const OrderPage = pages['order-page'].Page;
const ProcessingPaymentPage = pages['processing-payment-page'].Page;
const SuccessPaymentPage = pages['success-payment-page'].Page;
const FailPaymentPage = pages['fail-payment-page'].Page;
const OfferSentPage = pages['offer-sent-page'].Page;
const OfferAcceptedPage = pages['offer-accepted-page'].Page;
const PayoutResultPage = pages['payout-result-page'].Page;

/**
 * Starts loading the chunk of the page at `path` while start-up runs; the app mounts once it is
 * here, so the first render never waits on it.
 */
export function preloadRoute(path: string): Promise<unknown> {
  return pages[pageAt(path)].preload();
}

/** Spec §2: listing params are lower-cased on navigation. */
function lowerCased(Page: ComponentType) {
  return function LowerCasedRoute() {
    const [path] = useLocation();
    const search = useSearch();
    const lower = path.toLowerCase();
    if (lower !== path) return <Redirect to={search ? `${lower}?${search}` : lower} replace />;
    return <Page />;
  };
}

/** An unknown /products/{category} is a missing page, not an empty listing. */
function KnownCategoryListing() {
  const { category } = useParams<{ category?: string }>();
  return isListingCategory(category) ? <ProductListingPage /> : <NotFoundPage />;
}

const ListingRoute = lowerCased(KnownCategoryListing);

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/products/:category?/:type?" component={ListingRoute} />
        <Route path="/product/:id" component={ProductDetailPage} />
        <Route path="/pages/:slug" component={TextPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/orders/:id" component={OrderPage} />
        <Route path="/processing-payment" component={ProcessingPaymentPage} />
        <Route path="/success-payment" component={SuccessPaymentPage} />
        <Route path="/fail-payment" component={FailPaymentPage} />
        <Route path="/offer-sent-success" component={OfferSentPage} />
        <Route path="/offer-accepted-success" component={OfferAcceptedPage} />
        <Route path="/success-payout" component={PayoutResultPage} />
        <Route path="/fail-payout" component={PayoutResultPage} />
        <Route path="/pending-payout" component={PayoutResultPage} />
        <Route component={NotFoundPage} />
      </Switch>
      <PageCommitted />
    </Suspense>
  );
}
