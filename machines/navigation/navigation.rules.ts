import { SUCCESS_PAYMENT_PATH } from '../deposit/payment-status.machine';

export interface RouteLocation {
  path: string;
  /** The query string without its leading "?". */
  search: string;
}

/** Profile tabs whose own navigation (filters, paging) keeps the scroll and the menu (spec §2). */
const SCROLL_KEEPING_TABS = ['transactions', 'order-history'];

function profileTab(location: RouteLocation): string | null {
  if (location.path.replace(/\/+$/, '') !== '/profile') return null;
  return new URLSearchParams(location.search).get('tab') ?? 'profile-settings';
}

/** Whether a route change scrolls to the top and closes the mobile menu. */
export function resetsViewOnRouteChange(previous: RouteLocation | null, next: RouteLocation): boolean {
  if (!previous) return true;
  // A listing's own filters, sort and page live in its query string: changing them keeps the view
  // (the listing scrolls up itself for a new page of results).
  if (previous.path === next.path && next.path.startsWith('/products')) return false;
  const nextTab = profileTab(next);
  const withinProfile = profileTab(previous) !== null && nextTab !== null;
  return !(withinProfile && SCROLL_KEEPING_TABS.includes(nextTab));
}

/** Spec §2: footer hidden on Profile and Checkout. */
export function showsFooter(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return first !== 'profile' && first !== 'checkout';
}

/** Where the API sends a browser whose Steam sign-in failed: /?steam_login=failed. */
/** The payment provider (or the processing page) brought the customer to the success page. */
export function isTopUpArrival(location: RouteLocation): boolean {
  return location.path === SUCCESS_PAYMENT_PATH;
}

export function isSteamSignInFailure(location: RouteLocation): boolean {
  return location.path === '/' && new URLSearchParams(location.search).get('steam_login') === 'failed';
}
