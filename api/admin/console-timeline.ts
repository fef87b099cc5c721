import type { TradeOfferState } from '../deliveries/trade-offers.table';
import { nowSeconds } from '../lib/secrets';
import { visibleText } from './console-text';

export interface TimelineEntry {
  at: number;
  kind: 'paid' | 'staff' | 'offer' | 'refund' | 'email';
  text: string;
  actor: string | null;
  reason: string | null;
}

interface TimelineSources {
  order: { id: number; user_id: number; total_cents: number; created_at: number; items: number };
  offers: {
    id: number;
    bot_name: string;
    state: TradeOfferState;
    code: string;
    steam_offer_id: string | null;
    trade_id: string | null;
    sent_at: number | null;
    protection_ends_at: number | null;
    hold_ends_at: number | null;
    refunded_cents: number;
    error: string | null;
    created_at: number;
    updated_at: number;
  }[];
  refunds: { at: number; amount_cents: number }[];
  /** E-mails sent about the order: unix milliseconds, and which. */
  emails: { sent_at: number; template: string }[];
  audit: { id: number; at: number; actor: string; action: string; reason: string | null }[];
}

const eur = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;
/** Within one second (times are whole seconds), the order in which these things happen. */
const RANK = { paid: 0, created: 1, sent: 2, staff: 3, state: 4, protection: 5, refund: 6, email: 7 } as const;

/** What each e-mail about an order told the customer. */
const EMAIL_NAMES: Record<string, string> = {
  'order-receipt': 'the receipt',
  'delivery-sent': 'the trade offer is sent, with its code',
  'delivery-accepted': 'the items are delivered',
  'delivery-paused': 'the delivery is paused',
  'delivery-refunded': 'the items are refunded',
};

function offerNow(offer: TimelineSources['offers'][number]): string {
  const what = `Offer ${offer.id} (${offer.bot_name}, code ${offer.code})`;
  const trade = offer.trade_id ? `, Steam trade ${offer.trade_id}` : '';
  switch (offer.state) {
    case 'accepted':
      return `${what} accepted${trade}${offer.protection_ends_at !== null ? `; trade protection until ${new Date(offer.protection_ends_at * 1000).toISOString()}` : ''}`;
    case 'escrow':
      return `${what} accepted, held by Steam${offer.hold_ends_at !== null ? ` until ${new Date(offer.hold_ends_at * 1000).toISOString()}` : ''}${trade}`;
    case 'paused':
      return `${what} paused: declined within seconds (a stolen API key?); waits for the buyer`;
    case 'reversed':
      return `${what} reversed inside trade protection${trade}`;
    default:
      return `${what} ${offer.state}${offer.refunded_cents > 0 ? `, ${eur(offer.refunded_cents)} refunded` : ''}${offer.error ? `: ${visibleText(offer.error)}` : ''}`;
  }
}

/**
 * An order's history for staff, oldest first: paid, each trade offer (created, sent with Steam's id,
 * its state now, its protection's end once past), refunds through the ledger, the e-mails sent about
 * it and every audit row on the order. The shop keeps an offer's current state, not each change: what happened in between is
 * in the audit rows (staff) and the ledger (refunds).
 */
export function orderTimeline({ order, offers, refunds, emails, audit }: TimelineSources): TimelineEntry[] {
  const entries: (TimelineEntry & { rank: number; seq: number })[] = [];
  const add = (step: keyof typeof RANK, entry: TimelineEntry) => entries.push({ ...entry, rank: RANK[step], seq: entries.length });
  add('paid', { at: order.created_at, kind: 'paid', text: `Paid ${eur(order.total_cents)} from the balance for ${order.items} item(s)`, actor: `customer:${order.user_id}`, reason: null });
  for (const offer of offers) {
    const manual = offer.state === 'manual';
    add('created', {
      at: offer.created_at,
      kind: 'offer',
      text: manual ? `Offer ${offer.id}: items no bot holds, a person delivers them (code ${offer.code})` : `Offer ${offer.id} queued for bot ${offer.bot_name} (code ${offer.code})`,
      actor: null,
      reason: null,
    });
    if (offer.sent_at !== null) add('sent', { at: offer.sent_at, kind: 'offer', text: `Offer ${offer.id} sent by ${offer.bot_name}${offer.steam_offer_id ? ` (Steam offer ${offer.steam_offer_id})` : ''}`, actor: null, reason: null });
    if (!['queued', 'sent', 'manual'].includes(offer.state) || offer.error) add('state', { at: offer.updated_at, kind: 'offer', text: offerNow(offer), actor: null, reason: null });
    if (offer.protection_ends_at !== null && offer.state === 'accepted' && offer.protection_ends_at <= nowSeconds()) {
      add('protection', { at: offer.protection_ends_at, kind: 'offer', text: `Offer ${offer.id}: trade protection ended, the trade is final`, actor: null, reason: null });
    }
  }
  for (const refund of refunds) add('refund', { at: refund.at, kind: 'refund', text: `Refunded ${eur(refund.amount_cents)} to the balance`, actor: null, reason: null });
  for (const email of emails) {
    add('email', { at: Math.floor(email.sent_at / 1000), kind: 'email', text: `E-mail sent to the customer: ${EMAIL_NAMES[email.template] ?? email.template}`, actor: null, reason: null });
  }
  for (const row of audit) add('staff', { at: row.at, kind: 'staff', text: row.action, actor: row.actor, reason: visibleText(row.reason) });
  return entries.sort((a, b) => a.at - b.at || a.rank - b.rank || a.seq - b.seq).map(({ rank: _rank, seq: _seq, ...entry }) => entry);
}
