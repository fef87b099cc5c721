import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { ApiError, notFound } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import type { DisputeEvidence, PaymentProvider } from '../payments/payment-provider';
import type { Actor } from './actor';
import { conflict } from './admin-errors';
import { appendAudit } from './audit.repository';
import { customerSignIns } from './customers.repository';
import {
  deliveriesOfOrders,
  disputedDeposit,
  disputingCustomer,
  emailJobsTo,
  findDispute,
  linesOfOrders,
  listDisputes,
  markEvidenceSubmitted,
  ordersOfCustomer,
  purchaseLedgerRows,
} from './dispute-record.repository';

export const DISPUTE_NOT_FOUND = 'Dispute not found';
const cents = (value: number | string) => Number(value) / 100;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The console's disputes and early fraud warnings (issue 41): the list, one with the shop's evidence, and the evidence sent to the provider. */
export function createFraudDisputes(db: Kysely<Database>, provider: PaymentProvider, log: FastifyBaseLogger) {
  async function list(status: string | undefined) {
    const rows = await listDisputes(db, status);
    return rows.map(({ amount_minor, funds_withdrawn, ...row }) => ({
      ...row,
      id: Number(row.id),
      deposit_id: Number(row.deposit_id),
      amount: cents(amount_minor),
      funds_withdrawn: Boolean(funds_withdrawn),
      evidence_due_by: row.evidence_due_by === null ? null : Number(row.evidence_due_by),
      created_at: Number(row.created_at),
    }));
  }

  /** One dispute with everything the shop knows of its customer and what the deposit paid for. */
  async function show(id: number) {
    const dispute = await findDispute(db, id);
    if (!dispute) throw notFound(DISPUTE_NOT_FOUND);
    const deposit = await disputedDeposit(db, Number(dispute.deposit_id));
    const user = await disputingCustomer(db, dispute.user_id);
    const signIns = await customerSignIns(db, dispute.user_id);
    const orders = await ordersOfCustomer(db, dispute.user_id);
    const orderIds = orders.map((order) => Number(order.id));
    const lines = await linesOfOrders(db, orderIds);
    const offers = await deliveriesOfOrders(db, orderIds);
    const purchases = await purchaseLedgerRows(db, dispute.user_id);
    const paidFromBalance = new Set(purchases.map((row) => row.reference));
    // E-mail jobs keep their recipient only until sent (the payload is cleared then): the ones still on record.
    const emails = user.email ? await emailJobsTo(db, user.email) : [];
    return {
      id: Number(dispute.id),
      provider: dispute.provider,
      provider_id: dispute.provider_id,
      kind: dispute.kind,
      status: dispute.status,
      reason: dispute.reason,
      amount: cents(dispute.amount_minor),
      currency: dispute.currency,
      evidence_due_by: dispute.evidence_due_by === null ? null : Number(dispute.evidence_due_by),
      evidence_submitted_at: dispute.evidence_submitted_at === null ? null : Number(dispute.evidence_submitted_at),
      funds_withdrawn: Boolean(dispute.funds_withdrawn),
      funds_reinstated: Boolean(dispute.funds_reinstated),
      taken: cents(dispute.taken_cents),
      fee: cents(dispute.fee_cents),
      evidence: {
        deposit: {
          id: Number(deposit.id),
          amount: cents(deposit.amount_minor),
          currency: deposit.currency,
          status: deposit.status,
          email: deposit.email,
          payment_type: deposit.payment_type,
          reference: deposit.reference,
          payment_intent: deposit.payment_intent,
          risk_level: deposit.risk_level,
          refunded: cents(deposit.refunded_minor),
          created_at: Number(deposit.created_at),
        },
        customer: {
          id: user.id,
          email: user.email,
          name: [user.name, user.surname].filter(Boolean).join(' '),
          verified_steam_id: user.steam_login_id,
          typed_steam_id: user.steam_id,
          balance: cents(user.balance),
          frozen: user.hold_reason !== null,
          hold_reason: user.hold_reason,
          created_at: Number(user.created_at),
        },
        sign_ins: signIns.map((row) => ({ ...row, at: Number(row.at) })),
        orders: orders.map((order) => ({
          id: Number(order.id),
          status: order.status,
          total: cents(order.total_cents),
          paid_from_balance: paidFromBalance.has(String(order.id)),
          trade_link: order.trade_link,
          created_at: Number(order.created_at),
          items: lines.filter((line) => Number(line.order_id) === Number(order.id)).map((line) => ({ item_id: line.item_id, title: line.title, price: cents(line.price_cents) })),
          trade_offers: offers
            .filter((offer) => Number(offer.order_id) === Number(order.id))
            .map((offer) => ({
              id: Number(offer.id),
              bot: offer.bot_name,
              state: offer.state,
              steam_offer_id: offer.steam_offer_id,
              steam_trade_id: offer.steam_trade_id,
              partner_steam_id: offer.partner_steam_id,
              sent_at: offer.sent_at === null ? null : Number(offer.sent_at),
              updated_at: Number(offer.updated_at),
              refunded: cents(offer.refunded_cents),
            })),
        })),
        emails: emails.map((job) => {
          const payload = JSON.parse(job.payload || '{}') as { template?: string };
          return { job_id: Number(job.id), template: payload.template ?? null, status: job.status, queued_at: Math.floor(Number(job.created_at) / 1000), sent_at: job.finished_at === null ? null : Math.floor(Number(job.finished_at) / 1000) };
        }),
      },
    };
  }

  /** Stripe's evidence fields from the shop's record: who paid, from where, and where every skin went. */
  function evidenceOf(detail: Awaited<ReturnType<typeof show>>): DisputeEvidence {
    const { customer, sign_ins: signIns, orders, deposit } = detail.evidence;
    const firstSignIn = [...signIns].reverse().find((row) => row.at <= deposit.created_at) ?? signIns[signIns.length - 1];
    const delivered = orders.flatMap((order) =>
      order.trade_offers
        .filter((offer) => offer.state === 'accepted' || offer.state === 'escrow')
        .map((offer) => `Order #${order.id} (${order.items.map((item) => item.title).join(', ')}): Steam trade ${offer.steam_trade_id ?? '-'} (offer ${offer.steam_offer_id ?? '-'}) accepted by SteamID ${offer.partner_steam_id} at ${iso(offer.updated_at)}`),
    );
    return {
      product_description: 'Balance top-up of an in-game item shop (CS2 and Dota 2 skins); the items were delivered by Steam trade offers to the account holder.',
      customer_email_address: customer.email ?? undefined,
      customer_name: customer.name || undefined,
      ...(firstSignIn ? { customer_purchase_ip: firstSignIn.ip } : {}),
      access_activity_log: signIns
        .slice(0, 50)
        .map((row) => `${iso(row.at)} ${row.method} from ${row.ip} (${row.user_agent})`)
        .join('\n')
        .slice(0, 20_000),
      service_date: new Date(deposit.created_at * 1000).toISOString().slice(0, 10),
      uncategorized_text: [
        `Deposit #${deposit.id}: ${deposit.amount.toFixed(2)} ${deposit.currency} at ${iso(deposit.created_at)} by ${deposit.email}.`,
        `Steam account proven by Steam sign-in: ${customer.verified_steam_id ?? 'none'}.`,
        ...delivered,
      ]
        .join('\n')
        .slice(0, 20_000),
    };
  }

  /** Sends the evidence to the provider (staged with submit=false, then submitted) and writes one audit row. */
  async function sendEvidence(actor: Actor, id: number, submit: boolean) {
    const detail = await show(id);
    if (detail.kind !== 'dispute') throw conflict('An early fraud warning takes no evidence: refund the deposit or wait for the dispute');
    if (detail.evidence_submitted_at !== null) throw conflict(`The evidence for dispute ${detail.provider_id} was already submitted`);
    if (detail.provider !== provider.name) throw conflict(`Dispute ${detail.provider_id} belongs to ${detail.provider}, not ${provider.name}`);
    const evidence = evidenceOf(detail);
    try {
      await provider.updateDisputeEvidence(detail.provider_id, evidence, submit);
    } catch (error) {
      log.error({ err: error, dispute: detail.provider_id }, 'the payment provider refused the dispute evidence');
      throw new ApiError('PAYMENT_PROVIDER_ERROR', 'The payment provider refused the evidence; try again later');
    }
    const now = nowSeconds();
    await writeTransaction(db, async (tx) => {
      if (submit) await markEvidenceSubmitted(tx, id, now);
      const sent = Object.fromEntries(Object.entries(evidence).map(([field, text]) => [field, String(text).length]));
      await appendAudit(tx, actor, { action: 'dispute.evidence', entity: 'dispute', entityId: id, before: null, after: { provider_id: detail.provider_id, submit, fields_sent: sent } }, now);
    });
    return { id, provider_id: detail.provider_id, submitted: submit, evidence };
  }

  return { list, show, sendEvidence };
}

export type FraudDisputes = ReturnType<typeof createFraudDisputes>;
