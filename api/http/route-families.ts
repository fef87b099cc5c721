/** The REST routes grouped by what a request costs and how often a real customer sends it. */
export type RouteFamily = 'reads' | 'images' | 'auth' | 'account' | 'cart' | 'purchase' | 'deposit' | 'offers' | 'payouts' | 'webhooks';

export interface FamilyRule {
  /** Requests allowed per window from one client address. */
  perIp: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Per address and minute. A page view of the one-process shop asks the API a handful of times (its
 * first view, then the browser), and many customers may share one address (an office, a mobile
 * carrier), so each number is far above what people send, yet stops a script's flood. The test
 * files, each all from 127.0.0.1 at machine speed, stay under a third of every number (the most in
 * one file: 165 offer, 94 payout, 79 purchase requests, a few hundred reads).
 */
export const defaultFamilyLimits: Record<RouteFamily, FamilyRule> = {
  reads: { perIp: 3000, windowMs: MINUTE },
  images: { perIp: 3000, windowMs: MINUTE },
  auth: { perIp: 300, windowMs: MINUTE },
  account: { perIp: 300, windowMs: MINUTE },
  cart: { perIp: 600, windowMs: MINUTE },
  purchase: { perIp: 300, windowMs: MINUTE },
  deposit: { perIp: 300, windowMs: MINUTE },
  offers: { perIp: 600, windowMs: MINUTE },
  payouts: { perIp: 300, windowMs: MINUTE },
  webhooks: { perIp: 600, windowMs: MINUTE },
};

const AUTH_PATHS = /^\/(login|logout|register|resendConfirmationLink|email\/verify\/|auth\/steam\/|user\/(verify-2fa|resend-2fa|reset-password))/;

/** The family of a request by its route's path inside the API (without /api); anything unknown, a 404 included, is a read. */
export function routeFamilyOf(method: string, path: string): RouteFamily {
  if (path.startsWith('/images/')) return 'images';
  if (path.startsWith('/payments/webhook/')) return 'webhooks';
  if (AUTH_PATHS.test(path)) return 'auth';
  if (path.startsWith('/offer/request-payout/') || path.startsWith('/sandbox-payout/')) return 'payouts';
  if (path.startsWith('/offer/')) return 'offers';
  if (path.startsWith('/cart/')) return 'cart';
  if (path.startsWith('/purchase/')) return 'purchase';
  if (path.startsWith('/deposit/') || path === '/orders/status') return 'deposit';
  if (path.startsWith('/user/') && method !== 'GET' && method !== 'HEAD') return 'account';
  if (path.startsWith('/price-alerts/')) return 'account';
  return 'reads';
}
