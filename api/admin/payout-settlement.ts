import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import { fromDisplayMinor } from '../lib/money';
import { findOffer, findPayoutByOffer } from '../offers/offers.repository';
import { settlePayout } from '../offers/payouts.service';
import { findCurrencyRate } from '../reference-data/currencies.repository';
import { notFound } from '../http/api-error';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';
import { conflict } from './admin-errors';


/** The offer's open payout (payout_pending), or a typed refusal naming its status. */
export async function openPayout(tx: Kysely<Database>, offerId: number) {
  const offer = await findOffer(tx, offerId);
  if (!offer) throw notFound(`Offer ${offerId} not found`);
  const payout = await findPayoutByOffer(tx, offerId);
  if (offer.status !== 'payout_pending' || !payout || !['awaiting_card', 'pending'].includes(payout.status)) {
    throw conflict(`Offer ${offerId} is ${offer.status}, not payout_pending`);
  }
  return { offer, payout };
}

/** A payout's amount in EUR cents (its currency at today's rate), for the four-eyes limit. */
export async function payoutEurCents(db: Kysely<Database>, amountMinor: number, currency: string): Promise<number> {
  if (currency.toUpperCase() === 'EUR') return amountMinor;
  const row = await findCurrencyRate(db, currency.toUpperCase());
  return row ? fromDisplayMinor(amountMinor, Number(row.value)) : amountMinor;
}

/**
 * payout_pending → paid or payout_failed through the same settlePayout the sandbox and `npm run ops`
 * use (once, with the seller's e-mail), and one audit row, in the caller's transaction.
 */
export async function settleWithAudit(tx: Tx, actor: Actor, offerId: number, outcome: 'paid' | 'failed', options: { reason?: string; supportEmail: string; action: string; now: number }) {
  const { payout } = await openPayout(tx, offerId);
  if (!(await settlePayout(tx, payout, ['awaiting_card', 'pending'], outcome, { message: outcome === 'failed' ? options.reason : undefined, supportEmail: options.supportEmail }))) {
    throw conflict(`Offer ${offerId} is not payout_pending`);
  }
  const status = outcome === 'paid' ? 'paid' : 'payout_failed';
  await appendAudit(
    tx,
    actor,
    {
      action: options.action,
      entity: 'offer',
      entityId: offerId,
      reason: options.reason ?? null,
      before: { status: 'payout_pending', payout_status: payout.status },
      after: { status, amount_minor: Number(payout.amount_minor), currency: payout.currency },
    },
    options.now,
  );
  return { offer_id: offerId, status, amount: Number(payout.amount_minor) / 100, currency: payout.currency };
}
