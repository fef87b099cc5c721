// Spec §2 routes, each page loaded lazily. Profile, checkout and payment pages come with later work;
// until then they fall through to the 404 page like any unknown path.
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { RouteFallback } from '../components/shell/route-fallback';

const HomePage = lazy(() => import('../pages/home-page'));
const ProductListingPage = lazy(() => import('../pages/product-listing-page'));
const ProductDetailPage = lazy(() => import('../pages/product-detail-page'));
const TextPage = lazy(() => import('../pages/text-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

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

const ListingRoute = lowerCased(ProductListingPage);

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/products/:category?/:type?" component={ListingRoute} />
        <Route path="/product/:id" component={ProductDetailPage} />
        <Route path="/pages/:slug" component={TextPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
