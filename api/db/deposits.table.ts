import type { Generated } from 'kysely';

/** Spec §4: 1 processing, 2 paid, 4 failed, 7 expired (4 and 7 both send the browser to /fail-payment). */
export type DepositStatus = 1 | 2 | 4 | 7;

export const DEPOSIT_PROCESSING: DepositStatus = 1;
export const DEPOSIT_PAID: DepositStatus = 2;
export const DEPOSIT_FAILED: DepositStatus = 4;
export const DEPOSIT_EXPIRED: DepositStatus = 7;

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  status: DepositStatus;
  /** What the user pays, in minor units of `currency` (a whole number of major units, as entered). */
  amount_minor: number;
  currency: string;
  /** The currency's rate (units per 1 EUR) at checkout. */
  currency_rate: number;
  /** What the balance is credited when paid: amount_minor at currency_rate, in EUR cents. */
  eur_cents: number;
  /** Where the receipt goes (the deposit form's e-mail) and in which language. */
  email: string;
  lang_id: number;
  payment_type: string;
  /** sandbox or stripe, and the provider's id of the payment (sandbox token, Checkout Session id); null until created. */
  provider: string;
  reference: string | null;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
}

export interface PaymentEventsTable {
  provider: string;
  /** The provider's event id: each is applied once. */
  event_id: string;
  type: string;
  deposit_id: number | null;
  /** Unix seconds. */
  received_at: number;
}
