import type { Selectable, Updateable } from 'kysely';
import { addLedgerEntry } from '../accounts/balance.repository';
import type { Actor } from '../admin/actor';
import { appendAudit } from '../admin/audit.repository';
import { insertHold } from '../admin/customers.repository';
import type { Tx } from '../db/transaction';
import type { DeliveryOutcomes } from '../deliveries/delivery-outcomes';
import { offersOfCustomerIn, tradeOfferLines, updateTradeOffer } from '../deliveries/trade-offers.repository';
import type { TradeOffersTable } from '../deliveries/trade-offers.table';
import { LEDGER_DELIVERY_REFUND } from '../deliveries/delivery-outcomes';
import { insertJob } from '../jobs/jobs.repository';
import { fromDisplayMinor } from '../lib/money';
import { countUnpaidPayouts } from '../offers/offers.repository';
import { markItemsAvailable } from '../catalogue/items.repository';
import { findOrder } from '../orders/orders.repository';
import { lockCatalogue, lockUser } from '../db/locks.repository';
import type { DisputeFacts, PaymentEvent } from '../payments/payment-provider';
import { findCurrencyRate } from '../reference-data/currencies.repository';
import type { DepositsTable, DisputesTable } from './deposits.table';
import { findDeposit, updateDeposit } from './deposits.repository';
import { getDisputeByProviderId, insertDispute, updateDispute } from './disputes.repository';

export const LEDGER_DISPUTE = 'dispute';
export const LEDGER_DISPUTE_FEE = 'dispute_fee';
export const LEDGER_DISPUTE_REVERSAL = 'dispute_reversal';
export const LEDGER_DEPOSIT_REFUND = 'deposit_refund';
export const HOLD_CARD_DISPUTE = 'card dispute';
export const HOLD_FRAUD_WARNING = 'fraud warning';
/** Withdraws on Steam an offer sent before the hold (or sent by a send job racing it). */
export const FRAUD_WITHDRAW_JOB = 'fraud-withdraw-offer';
/** A second look for an offer a send job may have been sending while the hold was written. */
const SECOND_LOOK_MS = 2 * 60_000;

/** Dispute statuses after which the provider sends no further change. */
const FINAL_STATUSES = ['won', 'lost', 'warning_closed', 'charge_refunded'];

type Deposit = Selectable<DepositsTable>;
type Dispute = Selectable<DisputesTable>;
export type RiskOutcome = 'disputed' | 'dispute_updated' | 'warned' | 'refunded' | 'noted' | 'unchanged';

export const providerActor = (provider: string): Actor => ({ name: `provider:${provider}`, staffId: null, ip: null, userAgent: null });

/** EUR cents of `minor` units of the deposit's currency, at the deposit's own rate (what was credited). */
export function depositEurCents(deposit: Pick<Deposit, 'amount_minor' | 'eur_cents'>, minor: number): number {
  const total = Number(deposit.amount_minor);
  return minor === total ? Number(deposit.eur_cents) : Math.round((Number(deposit.eur_cents) * minor) / total);
}

async function eurCentsOf(tx: Tx, minor: number, currency: string): Promise<number> {
  if (minor <= 0 || currency.toUpperCase() === 'EUR') return Math.max(0, minor);
  const row = await findCurrencyRate(tx, currency.toUpperCase());
  return row ? fromDisplayMinor(minor, Number(row.value)) : minor;
}

/**
 * The customer's hold, at once and in the caller's transaction: the account frozen with `reason`,
 * every offer not yet accepted withdrawn (a queued, paused or manual one ends here with its lines back
 * to the balance and its items back on sale; a sent one is withdrawn on Steam by a job, which also
 * looks for a queued one a send job may have been sending), payouts not yet paid held by the freeze
 * (settling one as paid refuses a frozen customer), and one audit row.
 */
export async function holdCustomer(tx: Tx, outcomes: DeliveryOutcomes, actor: Actor, userId: number, reason: string, cause: string, now: number) {
  await lockUser(tx, userId);
  const frozen = await insertHold(tx, { user_id: userId, reason, frozen_at: now, frozen_by: actor.name });
  const open = await offersOfCustomerIn(tx, userId, ['queued', 'paused', 'manual', 'sent', 'escrow']);
  let cancelled = 0;
  for (const offer of open) {
    if (offer.state === 'sent' || offer.state === 'escrow') {
      await insertJob(tx, FRAUD_WITHDRAW_JOB, { offerId: offer.id }, Date.now());
      continue;
    }
    if (await cancelUnsentOffer(tx, outcomes, offer, now)) cancelled += 1;
    if (offer.state === 'queued') {
      await insertJob(tx, FRAUD_WITHDRAW_JOB, { offerId: offer.id }, Date.now());
      await insertJob(tx, FRAUD_WITHDRAW_JOB, { offerId: offer.id }, Date.now() + SECOND_LOOK_MS);
    }
  }
  const held = await countUnpaidPayouts(tx, userId);
  const after = { frozen: true, hold_reason: reason, offers_cancelled: cancelled, offers_withdrawing: open.length - cancelled, payouts_held: held };
  await appendAudit(tx, actor, { action: 'customer.freeze', entity: 'user', entityId: userId, reason: `${reason}: ${cause}`, before: { frozen: !frozen }, after }, now);
  return after;
}

/** A not-yet-sent offer cancelled as the operator's cancel does: its lines refunded to the balance, its items on sale again. */
async function cancelUnsentOffer(tx: Tx, outcomes: DeliveryOutcomes, offer: Selectable<TradeOffersTable>, now: number): Promise<boolean> {
  const lines = await tradeOfferLines(tx, offer.id);
  const refund = lines.reduce((sum, line) => sum + Number(line.price_cents), 0);
  const ended = await updateTradeOffer(tx, offer.id, ['queued', 'paused', 'manual'], { state: 'cancelled', refunded_cents: refund, last_error: 'withdrawn: the customer is on hold', updated_at: now });
  if (!ended) return false;
  const order = await findOrder(tx, offer.order_id);
  if (!order) throw new Error(`order ${offer.order_id} of trade offer ${offer.id} not found`);
  if (refund > 0) await addLedgerEntry(tx, { userId: order.user_id, amount: refund, kind: LEDGER_DELIVERY_REFUND, reference: String(offer.order_id), now });
  await lockCatalogue(tx);
  const itemIds = lines.map((line) => line.item_id);
  await markItemsAvailable(tx, itemIds);
  await outcomes.changed(tx, offer, now);
  return true;
}

/** The stored dispute and the provider's latest word on it, merged so that events in any order give one result. */
function merge(existing: Dispute | undefined, facts: DisputeFacts) {
  const keepStatus = existing !== undefined && FINAL_STATUSES.includes(existing.status) && !FINAL_STATUSES.includes(facts.status);
  const status = keepStatus ? existing.status : facts.status;
  const reinstated = Boolean(existing?.funds_reinstated) || facts.fundsReinstated;
  const withdrawn = Boolean(existing?.funds_withdrawn) || facts.fundsWithdrawn || status === 'lost' || reinstated;
  return { status, withdrawn, reinstated: reinstated || (withdrawn && status === 'won') };
}

export interface RiskContext {
  provider: string;
  outcomes: DeliveryOutcomes;
}

/**
 * A dispute, an early fraud warning, a refund made at the provider or a charge's details, in the
 * caller's transaction (the event id already recorded once). The first event about a dispute or
 * warning holds the customer; a dispute's ledger rows follow its merged facts: `dispute` and
 * `dispute_fee` once the funds are withdrawn, `dispute_reversal` once they are reinstated.
 */
export async function applyRiskEvent(tx: Tx, context: RiskContext, deposit: Deposit, event: PaymentEvent, now: number): Promise<RiskOutcome> {
  const depositId = Number(deposit.id);
  const ids: { payment_intent?: string; charge_id?: string; risk_level?: string; card_fingerprint?: string } = {};
  if (event.paymentIntent && !deposit.payment_intent) ids.payment_intent = event.paymentIntent;
  if (event.chargeId && !deposit.charge_id) ids.charge_id = event.chargeId;
  if (event.riskLevel) ids.risk_level = event.riskLevel;
  if (event.cardFingerprint) ids.card_fingerprint = event.cardFingerprint;
  if (Object.keys(ids).length > 0) await updateDeposit(tx, depositId, ids);

  if (event.type === 'refunded') return refundedAtProvider(tx, deposit, event.refundedMinor ?? 0, now);
  if (event.type === 'early_fraud_warning' && event.warning) {
    const inserted = await insertRiskRow(tx, context, deposit, { provider_id: event.warning.id, kind: 'early_fraud_warning', status: 'open', reason: event.warning.fraudType, amount_minor: Number(deposit.amount_minor), currency: deposit.currency, evidence_due_by: null }, now);
    if (!inserted) return 'unchanged';
    await holdCustomer(tx, context.outcomes, providerActor(context.provider), deposit.user_id, HOLD_FRAUD_WARNING, `early fraud warning ${event.warning.id} on deposit ${depositId}`, now);
    return 'warned';
  }
  if (event.type === 'dispute' && event.dispute) return applyDispute(tx, context, deposit, event.dispute, now);
  return 'noted';
}

async function insertRiskRow(
  tx: Tx,
  context: RiskContext,
  deposit: Deposit,
  row: Pick<DisputesTable, 'provider_id' | 'kind' | 'status' | 'reason' | 'amount_minor' | 'currency' | 'evidence_due_by'>,
  now: number,
): Promise<boolean> {
  return insertDispute(tx, { ...row, provider: context.provider, deposit_id: Number(deposit.id), user_id: deposit.user_id, created_at: now, updated_at: now });
}

async function applyDispute(tx: Tx, context: RiskContext, deposit: Deposit, facts: DisputeFacts, now: number): Promise<RiskOutcome> {
  const depositId = Number(deposit.id);
  const first = await insertRiskRow(
    tx,
    context,
    deposit,
    { provider_id: facts.id, kind: 'dispute', status: facts.status, reason: facts.reason, amount_minor: facts.amountMinor, currency: facts.currency, evidence_due_by: facts.evidenceDueBy },
    now,
  );
  if (first) await holdCustomer(tx, context.outcomes, providerActor(context.provider), deposit.user_id, HOLD_CARD_DISPUTE, `dispute ${facts.id} on deposit ${depositId}`, now);
  const existing = await getDisputeByProviderId(tx, context.provider, facts.id);
  const merged = merge(first ? undefined : existing, facts);
  const changes: Updateable<DisputesTable> = {
    status: merged.status,
    evidence_due_by: facts.evidenceDueBy ?? existing.evidence_due_by,
    updated_at: now,
  };
  const reference = facts.id;
  if (merged.withdrawn && !existing.funds_withdrawn) {
    const taken = depositEurCents(deposit, facts.amountMinor);
    const fee = await eurCentsOf(tx, facts.feeMinor, facts.feeCurrency);
    await addLedgerEntry(tx, { userId: deposit.user_id, amount: -taken, kind: LEDGER_DISPUTE, reference, now, mayGoNegative: true });
    if (fee > 0) await addLedgerEntry(tx, { userId: deposit.user_id, amount: -fee, kind: LEDGER_DISPUTE_FEE, reference, now, mayGoNegative: true });
    Object.assign(changes, { funds_withdrawn: 1, taken_cents: taken, fee_cents: fee });
  }
  if (merged.reinstated && !existing.funds_reinstated) {
    const back = Number(changes.taken_cents ?? existing.taken_cents) + Number(changes.fee_cents ?? existing.fee_cents);
    if (back > 0) await addLedgerEntry(tx, { userId: deposit.user_id, amount: back, kind: LEDGER_DISPUTE_REVERSAL, reference, now });
    changes.funds_reinstated = 1;
  }
  await updateDispute(tx, existing.id, changes);
  return first ? 'disputed' : 'dispute_updated';
}

/** A refund made at the provider (its dashboard): the balance loses what was refunded beyond what the shop already booked. */
async function refundedAtProvider(tx: Tx, deposit: Deposit, refundedMinor: number, now: number): Promise<RiskOutcome> {
  const depositId = Number(deposit.id);
  await lockUser(tx, deposit.user_id);
  const current = await findDeposit(tx, depositId);
  if (!current) throw new Error(`deposit ${depositId} not found`);
  const more = Math.min(refundedMinor, Number(deposit.amount_minor)) - Number(current.refunded_minor);
  if (more <= 0) return 'unchanged';
  await updateDeposit(tx, depositId, { refunded_minor: Number(current.refunded_minor) + more });
  const cents = depositEurCents(deposit, more);
  if (cents > 0) await addLedgerEntry(tx, { userId: deposit.user_id, amount: -cents, kind: LEDGER_DEPOSIT_REFUND, reference: String(depositId), now, mayGoNegative: true });
  return 'refunded';
}
