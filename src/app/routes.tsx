// Spec §2 routes, each page loaded lazily (./page-paths.ts says which page a path is); any unknown path
// is the 404 page.
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { isListingCategory } from '../../machines/catalogue/listing.filters';
import { RouteFallback } from './shell/route-fallback';
import type { PageName } from './page-paths';
import { loadedPage, loadPage, type PageModule } from './page-chunks';
import { PageCommitted } from './use-after-first-paint';

/**
 * A page's route: its chunk (page-chunks.ts) as React.lazy's. A chunk that has already arrived goes to
 * React.lazy as a thenable that resolves at once: with a Promise the route would suspend for a
 * microtask, and React then keeps the fallback up for its 300 ms reveal throttle.
 */
function lazyPage(name: PageName) {
  // React.lazy only calls then(); its type asks for a whole Promise.
  const alreadyHere = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as Promise<PageModule>;
  return lazy(() => {
    const module = loadedPage(name);
    return module ? alreadyHere(module) : loadPage(name);
  });
}

const HomePage = lazyPage('home-page');
const ProductListingPage = lazyPage('product-listing-page');
const ProductDetailPage = lazyPage('product-detail-page');
const TextPage = lazyPage('text-page');
const NotFoundPage = lazyPage('not-found-page');
const ProfilePage = lazyPage('profile-page');
const VerifyEmailPage = lazyPage('verify-email-page');
const ResetPasswordPage = lazyPage('reset-password-page');
const CheckoutPage = lazyPage('checkout-page');
const OrderPage = lazyPage('order-page');
const ProcessingPaymentPage = lazyPage('processing-payment-page');
const SuccessPaymentPage = lazyPage('success-payment-page');
const FailPaymentPage = lazyPage('fail-payment-page');
const OfferSentPage = lazyPage('offer-sent-page');
const OfferAcceptedPage = lazyPage('offer-accepted-page');
const PayoutResultPage = lazyPage('payout-result-page');

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
