import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { notFound, validationFailed } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import { maskIban } from '../offers/offer-rules';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';
import { visibleText } from './console-text';
import {
  customerExists,
  customerNotes,
  findCustomerWithHold,
  insertCustomerNote,
  latestLedgerRows,
  latestOffers,
  latestOrders,
  latestPayouts,
  latestSignIns,
} from './customer-record.repository';
import { CUSTOMER_NOT_FOUND } from './money-actions.service';

export const NOTE_MAX = 2000;

const num = (value: number | string | bigint) => Number(value);
const numOrNull = (value: number | string | bigint | null) => (value === null ? null : Number(value));

/** A customer's whole record for staff; undefined when there is none. Every text the customer typed is made visible. */
export async function customerRecord(db: Kysely<Database>, userId: number) {
  const user = await findCustomerWithHold(db, userId);
  if (!user) return undefined;
  const ledger = await latestLedgerRows(db, userId);
  const orders = await latestOrders(db, userId);
  const offers = await latestOffers(db, userId);
  const payouts = await latestPayouts(db, userId);
  const signIns = await latestSignIns(db, userId);
  const notes = await customerNotes(db, userId);

  const name = [user.name, user.surname].filter(Boolean).join(' ');
  return {
    customer: {
      id: num(user.id),
      email: visibleText(user.email),
      name: name === '' ? null : visibleText(name),
      steam_id: visibleText(user.steam_login_id ?? user.steam_id),
      steam_verified: user.steam_login_id !== null,
      frozen: user.frozen_at !== null,
      frozen_reason: visibleText(user.frozen_reason),
      created_at: num(user.created_at),
    },
    balance_cents: num(user.balance),
    ledger: ledger.map((row) => ({ id: num(row.id), amount_cents: num(row.amount), kind: row.kind, reference: visibleText(row.reference), at: num(row.created_at) })),
    orders: orders.map((row) => ({ id: num(row.id), status: row.status, total_cents: num(row.total_cents), items: num(row.items ?? 0), created_at: num(row.created_at) })),
    offers: offers.map((row) => ({
      id: num(row.id),
      title: visibleText(row.title),
      quality: visibleText(row.quality),
      status: row.status,
      currency: row.currency,
      user_price_minor: num(row.user_price_minor),
      service_price_minor: numOrNull(row.service_price_minor),
      hand_typed: row.asset_id === null,
      created_at: num(row.created_at),
    })),
    // The full IBAN stays with the ops CLI (payouts:list); staff see it masked.
    payouts: payouts.map((row) => ({
      id: num(row.id),
      offer_id: num(row.offer_id),
      method: row.method,
      status: row.status,
      amount_minor: num(row.amount_minor),
      currency: row.currency,
      holder: visibleText([row.first_name, row.last_name].filter(Boolean).join(' ') || null),
      masked_iban: row.iban ? maskIban(row.iban) : null,
      card_last4: row.card_last4,
      message: visibleText(row.message),
      created_at: num(row.created_at),
    })),
    sign_ins: signIns.map((row) => ({ id: num(row.id), at: num(row.at), ip: row.ip, user_agent: visibleText(row.user_agent), method: row.method })),
    notes: notes.map((row) => ({ id: num(row.id), text: visibleText(row.text), staff: row.staff_email, staff_id: num(row.staff_id), at: num(row.created_at) })),
  };
}

/** The note's text, or a 422 on `text` (1 to 2000 characters once trimmed). */
export function noteTextOf(text: string | undefined): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') throw validationFailed({ text: ['Write the note'] });
  if (trimmed.length > NOTE_MAX) throw validationFailed({ text: [`At most ${NOTE_MAX} characters`] });
  return trimmed;
}

/** A staff member's note on a customer, with its one audit row in the same transaction. */
export async function addCustomerNote(db: Kysely<Database>, actor: Actor, userId: number, textInput: string | undefined) {
  const text = noteTextOf(textInput);
  if (actor.staffId === null) throw new Error('a note needs a staff member');
  const staffId = actor.staffId;
  return writeTransaction(db, async (tx) => {
    if (!(await customerExists(tx, userId))) throw notFound(CUSTOMER_NOT_FOUND);
    const now = nowSeconds();
    const id = await insertCustomerNote(tx, { user_id: userId, staff_id: staffId, text, created_at: now });
    await appendAudit(tx, actor, { action: 'customer.note', entity: 'user', entityId: userId, before: null, after: { note_id: id, text } }, now);
    return { id, text: visibleText(text), at: now };
  });
}
