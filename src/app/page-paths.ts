// Which page answers which path (spec §2). Apart from routes.tsx, which renders these pages, so that
// the build can read it too: vite.config.ts writes each page's code files beside the build, and the
// server names them in a Link header when it sends that page (server/web-app.ts).

export const PAGE_PATHS = [
  ['home-page', /^\/$/],
  ['product-listing-page', /^\/products(\/[^/]+){0,2}\/?$/i],
  ['product-detail-page', /^\/product\/[^/]+\/?$/],
  ['text-page', /^\/pages\/[^/]+\/?$/],
  ['profile-page', /^\/profile$/],
  ['verify-email-page', /^\/verify-email$/],
  ['reset-password-page', /^\/reset-password$/],
  ['checkout-page', /^\/checkout$/],
  ['order-page', /^\/orders\/[^/]+\/?$/],
  ['processing-payment-page', /^\/processing-payment$/],
  ['success-payment-page', /^\/success-payment$/],
  ['fail-payment-page', /^\/fail-payment$/],
  ['offer-sent-page', /^\/offer-sent-success$/],
  ['offer-accepted-page', /^\/offer-accepted-success$/],
  ['payout-result-page', /^\/(success|fail|pending)-payout$/],
] as const;

export type PageName = (typeof PAGE_PATHS)[number][0] | 'not-found-page';

/** The page at `path` (without its query); any other path is the 404 page. */
export function pageAt(path: string): PageName {
  return PAGE_PATHS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'not-found-page';
}
