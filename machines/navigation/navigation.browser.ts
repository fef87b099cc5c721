// The browser's side of navigation, kept out of the machines so tests can swap it. wouter listens
// to pushState/replaceState, so changing history here moves the React router too.

/** The route every missing page goes to (any unknown path renders the 404 page). */
export const NOT_FOUND_PATH = '/page-not-found';

/**
 * `state` rides along in history.state (the order-history tab's confirmation reads it); `unlessThere`
 * leaves history alone when the address (path and query) is `path` already.
 */
export function navigateTo(
  path: string,
  { replace = false, state = null, unlessThere = false }: { replace?: boolean; state?: unknown; unlessThere?: boolean } = {},
): void {
  if (typeof history === 'undefined') return;
  if (unlessThere && `${location.pathname}${location.search}` === path) return;
  if (replace) history.replaceState(state, '', path);
  else history.pushState(state, '', path);
}

export function scrollToTop(): void {
  if (typeof window !== 'undefined') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** While a modal is open the page behind it does not scroll (spec §2). */
export function lockPageScroll(): void {
  if (typeof document !== 'undefined') document.documentElement.style.overflow = 'hidden';
}

export function unlockPageScroll(): void {
  if (typeof document !== 'undefined') document.documentElement.style.overflow = '';
}

/** Loads the page again, its code too (part of it did not arrive: src/app/shell/load-failure.tsx). */
export function reloadPage(): void {
  if (typeof window !== 'undefined') window.location.reload();
}

/** Leaves the app for another page (a payment provider's), as a full page load. */
export function leaveFor(url: string): void {
  if (typeof window !== 'undefined') window.location.assign(url);
}
