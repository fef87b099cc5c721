// Issue 42's change feed: what changed in a customer's account, as little as names it. The browser
// learns "order 12 changed" and asks for the order itself, with its session, as before.

// PRICE_ALERT (issue 45): a wishlist alert saved, deleted or e-mailed, so an open Wishlist shows it.
export const ACCOUNT_CHANGE_KINDS = ['ORDER', 'DEPOSIT', 'OFFER', 'BALANCE', 'PROFILE', 'PRICE_ALERT'] as const;
export type AccountChangeKind = (typeof ACCOUNT_CHANGE_KINDS)[number];

export interface AccountChange {
  kind: AccountChangeKind;
  /** The customer whose account it is. */
  userId: number;
  /** The changed entity's id (the order's, the deposit's, the price alert's...); the customer's own for BALANCE and PROFILE. */
  id: string;
}

/**
 * Where the gateway hears changes: the API's feed in the same process (server/shop-server.ts).
 * `onEnd` is called when the feed can no longer promise to deliver every change (its database
 * connection dropped): the subscriber ends its stream and the browser falls back to its polls.
 */
export interface AccountChangeSource {
  /** Resolves once changes are being heard (the first caller starts the feed); rejects if the database can't be reached. */
  ready(): Promise<void>;
  subscribe(userId: number, onChange: (change: AccountChange) => void, onEnd: () => void): () => void;
}
