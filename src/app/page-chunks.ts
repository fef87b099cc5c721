// Each page's code, loaded on demand (routes.tsx renders the pages). Apart from the routes, so that
// src/main.tsx, which loads the page's code at start, carries neither React nor the router.
import type { ComponentType } from 'react';
import { pageAt, type PageName } from './page-paths';

export type PageModule = { default: ComponentType };

const loaders: Record<PageName, () => Promise<PageModule>> = {
  'home-page': () => import('../features/catalogue/home-page'),
  'product-listing-page': () => import('../features/catalogue/product-listing-page'),
  'product-detail-page': () => import('./product-detail-page'),
  'text-page': () => import('../features/text-pages/text-page'),
  'not-found-page': () => import('./not-found-page'),
  'profile-page': () => import('./profile-page'),
  'verify-email-page': () => import('../features/account/verify-email-page'),
  'reset-password-page': () => import('../features/account/reset-password-page'),
  'checkout-page': () => import('../features/cart/checkout-page'),
  'order-page': () => import('../features/orders/order-page'),
  'processing-payment-page': () => import('../features/deposits/processing-payment-page'),
  'success-payment-page': () => import('../features/deposits/success-payment-page'),
  'fail-payment-page': () => import('../features/deposits/fail-payment-page'),
  'offer-sent-page': () => import('../features/offers/offer-sent-page'),
  'offer-accepted-page': () => import('../features/offers/offer-accepted-page'),
  'payout-result-page': () => import('../features/offers/payout-result-page'),
};

const loading = new Map<PageName, Promise<PageModule>>();
const loaded = new Map<PageName, PageModule>();

/** The page's chunk, fetched once: by preloadRoute at boot, or by its lazy route. */
export function loadPage(name: PageName): Promise<PageModule> {
  let load = loading.get(name);
  if (!load) {
    load = loaders[name]().then((module) => {
      loaded.set(name, module);
      return module;
    });
    loading.set(name, load);
  }
  return load;
}

/** The page's module if its chunk has arrived. */
export function loadedPage(name: PageName): PageModule | undefined {
  return loaded.get(name);
}

/**
 * Starts loading the chunk of the page at `path` while start-up runs; the app mounts once it is
 * here, so the first render never waits on it.
 */
export function preloadRoute(path: string): Promise<unknown> {
  return loadPage(pageAt(path));
}
