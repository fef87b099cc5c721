import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { notFound, validationFailed } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import { maskIban } from '../offers/offer-rules';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';
import { visibleText } from './console-text';
import { CUSTOMER_NOT_FOUND } from './money-actions.service';

export const NOTE_MAX = 2000;

const num = (value: number | string | bigint) => Number(value);
const numOrNull = (value: number | string | bigint | null) => (value === null ? null : Number(value));

/** A customer's whole record for staff; undefined when there is none. Every text the customer typed is made visible. */
export async function customerRecord(db: Kysely<Database>, userId: number) {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('customer_holds as h', 'h.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.surname', 'u.steam_id', 'u.steam_login_id', 'u.balance', 'u.created_at', 'h.frozen_at', 'h.reason as frozen_reason'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const ledger = await db.selectFrom('balance_ledger').select(['id', 'amount', 'kind', 'reference', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(50).execute();
  const orders = await db
    .selectFrom('orders as o')
    .select((eb) => ['o.id', 'o.status', 'o.total_cents', 'o.created_at', eb.selectFrom('order_lines as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.order_id', '=', 'o.id').as('items')])
    .where('o.user_id', '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(20)
    .execute();
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'title', 'quality', 'status', 'currency', 'user_price_minor', 'service_price_minor', 'asset_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const payouts = await db
    .selectFrom('payouts')
    .select(['id', 'offer_id', 'method', 'status', 'amount_minor', 'currency', 'first_name', 'last_name', 'iban', 'card_last4', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const signIns = await db.selectFrom('customer_sign_ins').select(['id', 'at', 'ip', 'user_agent', 'method']).where('user_id', '=', userId).orderBy('id', 'desc').limit(20).execute();
  const notes = await db
    .selectFrom('customer_notes as n')
    .innerJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.text', 'n.created_at', 'n.staff_id', 's.email as staff_email'])
    .where('n.user_id', '=', userId)
    .orderBy('n.id', 'desc')
    .limit(200)
    .execute();

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
    if (!(await tx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw notFound(CUSTOMER_NOT_FOUND);
    const now = nowSeconds();
    const row = await tx.insertInto('customer_notes').values({ user_id: userId, staff_id: staffId, text, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    await appendAudit(tx, actor, { action: 'customer.note', entity: 'user', entityId: userId, before: null, after: { note_id: id, text } }, now);
    return { id, text: visibleText(text), at: now };
  });
}
