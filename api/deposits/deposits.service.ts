import type { CheckoutRequest, DepositHistoryEntry, DepositHistoryRequest } from '../../contract/deposits.contract';
import { minimumTopUp, minimumTopUpMessage } from '../../contract/rules/deposit';
import type { FastifyBaseLogger } from 'fastify';
import { addLedgerEntry } from '../accounts/balance.repository';
import {
  depositHistory,
  findDeposit,
  findDepositByPayment,
  findDepositByReference,
  insertDeposit,
  recordPaymentEvent,
  setDepositReference,
  setDepositStatus,
  updateDeposit,
  type DepositHistoryFilter,
} from './deposits.repository';
import { DEPOSIT_EXPIRED, DEPOSIT_FAILED, DEPOSIT_PAID, DEPOSIT_PROCESSING, type DepositStatus } from './deposits.table';
import { writeTransaction, type Tx } from '../db/transaction';
import { lockUser } from '../db/locks.repository';
import { findUserById, type UserRow } from '../accounts/users.repository';
import { ApiError, notFound } from '../http/api-error';
import { formatMinor, fromDisplayMinor, minorToWireAmount } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { queueEmail } from '../mail/email.job';
import { queueDepositExpiry } from './deposit-expiry.job';
import type { PaymentEvent, PaymentProvider } from '../payments/payment-provider';
import { isEmail, messages, RuleCheck } from '../accounts/account-rules';
import { transact, type ServiceContext } from '../lib/service-context';
import type { SettingsService } from '../reference-data/settings.service';
import { readHistoryQuery } from '../lib/history-query';
import { createDeliveryOutcomes } from '../deliveries/delivery-outcomes';
import { applyRiskEvent, type RiskOutcome } from './deposit-risk';
import { checkCardVelocity, checkVelocity } from './deposit-review';

// Spec §4, §5 and §8, word for word.
export const AMOUNT_MESSAGE = 'The amount must be greater than zero and less than 10000';
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const NO_PAYMENT_METHODS_MESSAGE = 'No available payment methods';
export const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method';
export const PERSONAL_INFO_MESSAGE = 'Please fill in your personal information first';
export const CHECKOUT_MESSAGE = 'Redirecting to the payment page';
export const PROVIDER_FAILED_MESSAGE = 'An error occurred. Please try again later.';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const LEDGER_TOP_UP = 'top_up';
/** Spec §9: a deposit is a whole number above 0 and at most this. */
export const MAX_DEPOSIT = 10_000;

const STATUS_NAMES: Record<DepositStatus, 'Success' | 'Pending' | 'Error'> = { 1: 'Pending', 2: 'Success', 4: 'Error', 7: 'Error' };
const STATUS_FILTERS: Record<string, DepositStatus[]> = { success: [DEPOSIT_PAID], pending: [DEPOSIT_PROCESSING], error: [DEPOSIT_FAILED, DEPOSIT_EXPIRED] };


/** A whole number of major units from a JSON number or a string of digits; undefined otherwise. */
function wholeAmount(value: number | string | undefined): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return undefined;
}

const hasPersonalInfo = (user: UserRow) =>
  [user.name, user.surname, user.phone, user.city, user.address, user.zip].every((value) => (value ?? '').trim() !== '') && user.country_id !== null;

export type WebhookOutcome = 'credited' | 'failed' | 'expired' | 'unchanged' | 'replay' | 'unknown' | RiskOutcome;

const RISK_EVENTS: PaymentEvent['type'][] = ['charge', 'dispute', 'early_fraud_warning', 'refunded'];

export function createDepositsService(context: ServiceContext, settings: SettingsService, provider: PaymentProvider, log: FastifyBaseLogger) {
  const { db, config, currencies } = context;
  const risk = { provider: provider.name, outcomes: createDeliveryOutcomes(db, { ...config.trade, publicUrl: config.publicUrl }) };

  /**
   * Validates the deposit form in the spec's order (first failure is the message), requires the
   * profile's personal information, writes the deposit (status 1) with its expiry job, then asks the
   * provider for its hosted page — outside the transaction, as it may be a network call.
   */
  async function checkout(user: UserRow, body: CheckoutRequest) {
    const currency = await currencies.resolve(body.currency);
    const shop = await settings.get();
    const check = new RuleCheck();
    const amount = wholeAmount(body.amount);
    const eurCents = amount === undefined ? 0 : fromDisplayMinor(amount * 100, currency.value);
    if (amount === undefined || amount <= 0 || amount > MAX_DEPOSIT || eurCents < 1) check.fail('amount', AMOUNT_MESSAGE);
    else if (amount < minimumTopUp(shop.min_top_up, currency.value)) check.fail('amount', minimumTopUpMessage(minimumTopUp(shop.min_top_up, currency.value), currency.code));
    const email = (body.email ?? '').trim();
    if (email === '') check.fail('email', EMAIL_REQUIRED_MESSAGE);
    else if (!isEmail(email)) check.fail('email', messages.email);
    const methods = shop.payment_methods[currency.code] ?? [];
    if (methods.length === 0) check.fail('paymentType', NO_PAYMENT_METHODS_MESSAGE);
    else if (!methods.some((method) => method.code === body.paymentType)) check.fail('paymentType', PAYMENT_METHOD_MESSAGE);
    if (check.failed) throw new ApiError('VALIDATION_FAILED', check.first as string, check.errors);

    const fresh = await findUserById(db, user.id);
    if (!fresh) throw new ApiError('UNAUTHENTICATED', 'User not authenticated');
    if (!hasPersonalInfo(fresh)) throw new ApiError('PERSONAL_INFO_REQUIRED', PERSONAL_INFO_MESSAGE);

    await checkVelocity(db, user.id, config.review.depositsPerHour);
    await checkCardVelocity(db, user.id, config.review.cardsPerDay);
    const amountMinor = (amount as number) * 100;
    const id = await transact(context, async (tx) => {
      const now = nowSeconds();
      const depositId = await insertDeposit(tx, {
        user_id: user.id,
        amount_minor: amountMinor,
        currency: currency.code,
        currency_rate: currency.value,
        eur_cents: eurCents,
        email,
        lang_id: body.lang_id ?? fresh.lang_id,
        payment_type: body.paymentType as string,
        provider: provider.name,
        created_at: now,
      });
      await queueDepositExpiry(tx, depositId, config.depositExpiryMinutes);
      return depositId;
    });
    let session: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
    try {
      session = await provider.createCheckout({
        depositId: id,
        amountMinor,
        currency: currency.code,
        email,
        returnUrl: `${config.publicUrl}/processing-payment?order_id=${id}`,
      });
    } catch (error) {
      log.error({ err: error, deposit: id, provider: provider.name }, 'payment provider refused the checkout');
      await writeTransaction(db, (tx) => setDepositStatus(tx, id, [DEPOSIT_PROCESSING], DEPOSIT_FAILED, nowSeconds()));
      throw new ApiError('PAYMENT_PROVIDER_ERROR', PROVIDER_FAILED_MESSAGE);
    }
    // Outside the provider's try: the database away here is a 503, not the provider's failure.
    await setDepositReference(db, id, session.reference);
    return { orderId: id, redirectUrl: session.redirectUrl };
  }

  /** The status code of the caller's own deposit; anyone else's, or none, is a 404. */
  async function status(user: UserRow, orderId: number) {
    const deposit = await findDeposit(db, orderId);
    if (!deposit || deposit.user_id !== user.id) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return { id: Number(deposit.id), status: deposit.status };
  }

  /** The caller's deposits, newest first; sums (and the amount filters) in the deposit's own currency. */
  async function history(user: UserRow, query: DepositHistoryRequest): Promise<DepositHistoryEntry[]> {
    if (query.currency !== undefined && query.currency.trim() !== '') await currencies.resolve(query.currency);
    const { status: statuses, ...range } = readHistoryQuery(query, STATUS_FILTERS);
    const filter: DepositHistoryFilter = { statuses, ...range };
    const rows = await depositHistory(db, user.id, filter);
    return rows.map((row) => ({
      id: Number(row.id),
      created_at: Number(row.created_at),
      status: STATUS_NAMES[row.status],
      sum: minorToWireAmount(Number(row.amount_minor)),
      currency: { code: row.currency, symbol: row.symbol ?? row.currency },
      type: 'Top-up balance' as const,
    }));
  }

  /** The deposit an event is about: by the provider's reference, its payment or charge id, else by the deposit id it carries (same provider). */
  async function findEventDeposit(tx: Tx, event: PaymentEvent) {
    if (event.reference !== undefined) return findDepositByReference(tx, provider.name, event.reference);
    const byPayment = await findDepositByPayment(tx, provider.name, event.paymentIntent, event.chargeId);
    if (byPayment) return byPayment;
    if (event.depositId === undefined) return undefined;
    const deposit = await findDeposit(tx, event.depositId);
    return deposit?.provider === provider.name ? deposit : undefined;
  }

  /** A risk event naming a payment the shop has not linked to a deposit yet (it came before the checkout's event): the provider says which deposit. */
  async function withDepositId(event: PaymentEvent): Promise<PaymentEvent> {
    if (!RISK_EVENTS.includes(event.type) || event.reference !== undefined || event.depositId !== undefined || !event.paymentIntent) return event;
    if (await findDepositByPayment(db, provider.name, event.paymentIntent, event.chargeId)) return event;
    try {
      return { ...event, depositId: await provider.depositIdOfPayment(event.paymentIntent) };
    } catch (error) {
      log.error({ err: error, provider: provider.name, event: event.id }, 'could not ask the provider which deposit a payment is');
      throw new ApiError('PAYMENT_PROVIDER_ERROR', PROVIDER_FAILED_MESSAGE);
    }
  }

  /**
   * Applies a verified provider event in one transaction: the event id is recorded once (a replay
   * changes nothing); an amount or currency that differs from the deposit's is refused (422) and
   * logged; paid credits the balance through one ledger row and queues the receipt, once, whatever
   * the deposit's earlier state (a provider may still take the money after a failed attempt or our
   * expiry); failed and expired only end a deposit that is still processing.
   */
  async function applyEvent(received: PaymentEvent): Promise<WebhookOutcome> {
    const supportEmail = (await settings.get()).support_email;
    const event = await withDepositId(received);
    return transact(context, async (tx): Promise<WebhookOutcome> => {
      const deposit = await findEventDeposit(tx, event);
      // The customer first, before any write: a second update of the deposit re-checks its user key (a
      // key-share lock on the customer), and two events of one customer upgrading theirs would deadlock.
      if (deposit) await lockUser(tx, deposit.user_id);
      const fresh = await recordPaymentEvent(tx, { provider: provider.name, eventId: event.id, type: event.type, depositId: deposit ? Number(deposit.id) : null, now: nowSeconds() });
      if (!fresh) return 'replay';
      if (!deposit) {
        log.warn({ provider: provider.name, event: event.id, reference: event.reference, deposit: event.depositId }, 'payment event for an unknown deposit ignored');
        return 'unknown';
      }
      const id = Number(deposit.id);
      if (RISK_EVENTS.includes(event.type)) return applyRiskEvent(tx, risk, deposit, event, nowSeconds());
      const amountDiffers = event.amountMinor !== undefined && event.amountMinor !== Number(deposit.amount_minor);
      const currencyDiffers = event.currency !== undefined && event.currency.toUpperCase() !== deposit.currency;
      if (amountDiffers || currencyDiffers) {
        log.warn(
          { provider: provider.name, event: event.id, deposit: id, expected: { amount: Number(deposit.amount_minor), currency: deposit.currency }, got: { amount: event.amountMinor, currency: event.currency } },
          'payment event refused: amount or currency differs from the deposit',
        );
        throw new ApiError('AMOUNT_MISMATCH', 'The amount or currency does not match the order');
      }
      const now = nowSeconds();
      if (event.type === 'paid') {
        await notePayment(tx, deposit, event);
        if (!(await setDepositStatus(tx, id, [DEPOSIT_PROCESSING, DEPOSIT_FAILED, DEPOSIT_EXPIRED], DEPOSIT_PAID, now))) return 'unchanged';
        await addLedgerEntry(tx, { userId: deposit.user_id, amount: Number(deposit.eur_cents), kind: LEDGER_TOP_UP, reference: String(id), now });
        await queueEmail(tx, {
          to: deposit.email,
          template: 'deposit-receipt',
          langId: deposit.lang_id,
          params: { orderId: id, total: formatMinor(Number(deposit.amount_minor), deposit.currency), supportEmail },
        });
        return 'credited';
      }
      const to = event.type === 'failed' ? DEPOSIT_FAILED : DEPOSIT_EXPIRED;
      if (!(await setDepositStatus(tx, id, [DEPOSIT_PROCESSING], to, now))) return 'unchanged';
      return to === DEPOSIT_FAILED ? 'failed' : 'expired';
    });
  }

  return { checkout, status, history, applyEvent };
}

/** The provider's payment id and risk level on the deposit, as soon as an event says them (risk events name the payment only). */
async function notePayment(tx: Tx, deposit: { id: number; payment_intent: string | null }, event: PaymentEvent): Promise<void> {
  const set: { payment_intent?: string; risk_level?: string; card_fingerprint?: string } = {};
  if (event.paymentIntent && !deposit.payment_intent) set.payment_intent = event.paymentIntent;
  if (event.riskLevel) set.risk_level = event.riskLevel;
  if (event.cardFingerprint) set.card_fingerprint = event.cardFingerprint;
  if (Object.keys(set).length > 0) await updateDeposit(tx, Number(deposit.id), set);
}

export type DepositsService = ReturnType<typeof createDepositsService>;
