import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's page, true from then on (and at once in
 * a page the browser draws itself). The server renders every page before it knows the customer's
 * own data, so what shows that data (the balance, the cart's count) renders as the server did until
 * the page is hydrated, then at once with the data: the two renders never disagree (React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
