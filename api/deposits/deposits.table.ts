import type { ColumnType, Generated } from 'kysely';
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
  /** The provider's payment and charge ids once known (Stripe's PaymentIntent and Charge): risk events name these. */
  payment_intent: ColumnType<string | null, string | null | undefined, string | null>;
  charge_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's risk assessment of the payment (Stripe's outcome.risk_level: normal, elevated, highest). */
  risk_level: ColumnType<string | null, string | null | undefined, string | null>;
  /** Minor units of `currency` refunded so far (by the console or in the provider's dashboard). */
  refunded_minor: ColumnType<number, number | undefined, number>;
  /** The card's fingerprint once an event says it (Stripe's payment_method_details.card.fingerprint): the same card, whoever pays with it. */
  card_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
}

export type DisputeKind = 'dispute' | 'early_fraud_warning';

/** A card dispute or an early fraud warning on a deposit, merged from every provider event about it (issue 41). */
export interface DisputesTable {
  id: Generated<number>;
  provider: string;
  /** The provider's id (Stripe's dp_… or issfr_…). */
  provider_id: string;
  kind: DisputeKind;
  deposit_id: number;
  user_id: number;
  /** The provider's status (Stripe's needs_response, under_review, won, lost, …; a warning's is `open`). */
  status: string;
  reason: string;
  /** Minor units of `currency`. */
  amount_minor: number;
  currency: string;
  /** Unix seconds: the provider's deadline for the evidence. */
  evidence_due_by: number | null;
  /** 0/1: once set they stay set, so events in any order book the same ledger rows. */
  funds_withdrawn: ColumnType<number, number | undefined, number>;
  funds_reinstated: ColumnType<number, number | undefined, number>;
  /** EUR cents booked as `dispute` and `dispute_fee` when the funds were withdrawn. */
  taken_cents: ColumnType<number, number | undefined, number>;
  fee_cents: ColumnType<number, number | undefined, number>;
  evidence_submitted_at: ColumnType<number | null, number | null | undefined, number | null>;
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

export type DepositRefundStatus = 'awaiting_approval' | 'refunding' | 'done' | 'failed';

/** A refund of a deposit from the console (issue 41): prepared, approved above the limit, then made at the provider. */
export interface DepositRefundsTable {
  id: Generated<number>;
  deposit_id: number;
  user_id: number;
  /** Minor units of the deposit's currency, and the EUR cents taken from the balance for it. */
  amount_minor: number;
  eur_cents: number;
  reason: string;
  status: DepositRefundStatus;
  prepared_by: string;
  approved_by: ColumnType<string | null, string | null | undefined, string | null>;
  provider_refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  updated_at: number;
}
