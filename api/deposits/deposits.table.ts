import type { Generated } from 'kysely';
import { DEPOSIT_STATUS, type DepositStatus } from '../../contract/rules/deposit-status';

export type { DepositStatus };
export const DEPOSIT_PROCESSING: DepositStatus = DEPOSIT_STATUS.processing;
export const DEPOSIT_PAID: DepositStatus = DEPOSIT_STATUS.paid;
export const DEPOSIT_FAILED: DepositStatus = DEPOSIT_STATUS.failed;
export const DEPOSIT_EXPIRED: DepositStatus = DEPOSIT_STATUS.expired;

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
