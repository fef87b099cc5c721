import type { Generated } from 'kysely';

export type OfferStatus =
  | 'new'
  | 'offer'
  | 'declined_by_user'
  | 'declined_by_service'
  | 'approved'
  | 'ready_for_payout'
  | 'payout_pending'
  | 'paid'
  | 'payout_failed';

export const OFFER_STATUSES: readonly OfferStatus[] = [
  'new',
  'offer',
  'declined_by_user',
  'declined_by_service',
  'approved',
  'ready_for_payout',
  'payout_pending',
  'paid',
  'payout_failed',
];

export interface OffersTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  quality: string;
  item_url: string;
  /** The currency the customer offered in; both prices are minor units of it. */
  currency: string;
  user_price_minor: number;
  /** The shop's quote; null until the operator quotes. */
  service_price_minor: number | null;
  status: OfferStatus;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
}

export type PayoutMethod = 'iban' | 'card';
/** awaiting_card: a card payout whose sandbox page has not been submitted yet (its reference is live). */
export type PayoutStatus = 'awaiting_card' | 'pending' | 'paid' | 'failed';

export interface PayoutsTable {
  id: Generated<number>;
  offer_id: number;
  user_id: number;
  method: PayoutMethod;
  status: PayoutStatus;
  /** The offer's service price, minor units of `currency`. */
  amount_minor: number;
  currency: string;
  /** Card payouts: the random reference of the sandbox payout page. */
  reference: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The full IBAN (electronic format); shown only in the operator's payout list. */
  iban: string | null;
  /** Card payouts: the contact step as JSON. */
  contact: string | null;
  card_last4: string | null;
  /** Why a payout failed (shown to the customer). */
  message: string | null;
  created_at: number;
  updated_at: number;
}
