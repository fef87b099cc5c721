// Spec §2 routes, each page loaded lazily; any unknown path is the 404 page.
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { isListingCategory } from '../../machines/listing.filters';
import { RouteFallback } from '../components/shell/route-fallback';

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

const home = page(() => import('../pages/home-page'));
const listing = page(() => import('../pages/product-listing-page'));
const detail = page(() => import('../pages/product-detail-page'));
const text = page(() => import('../pages/text-page'));
const notFound = page(() => import('../pages/not-found-page'));
const profile = page(() => import('../pages/profile-page'));
const verifyEmail = page(() => import('../pages/verify-email-page'));
const resetPassword = page(() => import('../pages/reset-password-page'));
const checkout = page(() => import('../pages/checkout-page'));
const processingPayment = page(() => import('../pages/processing-payment-page'));
const successPayment = page(() => import('../pages/success-payment-page'));
const failPayment = page(() => import('../pages/fail-payment-page'));
const offerSent = page(() => import('../pages/offer-sent-page'));
const offerAccepted = page(() => import('../pages/offer-accepted-page'));
const payoutResult = page(() => import('../pages/payout-result-page'));
const HomePage = home.Page;
const ProductListingPage = listing.Page;
const ProductDetailPage = detail.Page;
const TextPage = text.Page;
const NotFoundPage = notFound.Page;
const ProfilePage = profile.Page;
const VerifyEmailPage = verifyEmail.Page;
const ResetPasswordPage = resetPassword.Page;
const CheckoutPage = checkout.Page;
const ProcessingPaymentPage = processingPayment.Page;
const SuccessPaymentPage = successPayment.Page;
const FailPaymentPage = failPayment.Page;
const OfferSentPage = offerSent.Page;
const OfferAcceptedPage = offerAccepted.Page;
const PayoutResultPage = payoutResult.Page;

/** Starts loading the chunk of the page at `path` while start-up runs (the routes below, by hand);
 * the app mounts once it is here, so the first render never waits on it. */
export function preloadRoute(path: string): Promise<unknown> {
  if (path === '/') return home.preload();
  if (/^\/products(\/[^/]+){0,2}\/?$/i.test(path)) return listing.preload();
  if (/^\/product\/[^/]+\/?$/.test(path)) return detail.preload();
  if (/^\/pages\/[^/]+\/?$/.test(path)) return text.preload();
  if (path === '/profile') return profile.preload();
  if (path === '/verify-email') return verifyEmail.preload();
  if (path === '/reset-password') return resetPassword.preload();
  if (path === '/checkout') return checkout.preload();
  if (path === '/processing-payment') return processingPayment.preload();
  if (path === '/success-payment') return successPayment.preload();
  if (path === '/fail-payment') return failPayment.preload();
  if (path === '/offer-sent-success') return offerSent.preload();
  if (path === '/offer-accepted-success') return offerAccepted.preload();
  if (/^\/(success|fail|pending)-payout$/.test(path)) return payoutResult.preload();
  return notFound.preload();
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
    </Suspense>
  );
}
