import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { OffersTable, OfferStatus, PayoutsTable, PayoutStatus } from './offers.table';
import { announceChange } from '../changes/account-changes.repository';

export async function insertOffer(tx: Kysely<Database>, offer: Insertable<OffersTable>): Promise<number> {
  const row = await tx.insertInto('offers').values(offer).returning('id').executeTakeFirstOrThrow();
  await announceChange(tx, 'OFFER', offer.user_id, row.id);
  return Number(row.id);
}

export function findOffer(db: Kysely<Database>, id: number) {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves an offer from `from` to `to` (only the owner's when `userId` is given); false when it was not
 * in `from` any more. The one way statuses change, so each transition happens at most once.
 */
export async function setOfferStatus(
  tx: Kysely<Database>,
  id: number,
  from: OfferStatus | readonly OfferStatus[],
  to: OfferStatus,
  now: number,
  extra: { userId?: number; servicePriceMinor?: number } = {},
): Promise<boolean> {
  let query = tx
    .updateTable('offers')
    .set({ status: to, updated_at: now, ...(extra.servicePriceMinor !== undefined ? { service_price_minor: extra.servicePriceMinor } : {}) })
    .where('id', '=', id)
    .where('status', 'in', typeof from === 'string' ? [from] : from);
  if (extra.userId !== undefined) query = query.where('user_id', '=', extra.userId);
  const moved = await query.returning('user_id').executeTakeFirst();
  if (moved) await announceChange(tx, 'OFFER', moved.user_id, id);
  return moved !== undefined;
}

/** The user's offers with their latest payout, newest first. */
export function offerHistory(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('offers as o')
    .leftJoin('payouts as p', (join) =>
      join.onRef('p.offer_id', '=', 'o.id').on((eb) => eb('p.id', '=', eb.selectFrom('payouts as later').select((later) => later.fn.max('later.id').as('id')).whereRef('later.offer_id', '=', 'o.id'))),
    )
    .select([
      'o.id',
      'o.title',
      'o.quality',
      'o.item_url',
      'o.currency',
      'o.user_price_minor',
      'o.service_price_minor',
      'o.status',
      'o.created_at',
      'o.asset_id',
      'o.app_id',
      'o.float_value',
      'o.paint_seed',
      'o.quote_expires_at',
      'p.method as payout_method',
      'p.status as payout_status',
      'p.iban as payout_iban',
      'p.message as payout_message',
    ])
    .where('o.user_id', '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(1000)
    .execute();
}

/** The seller's offer for this asset in one of `statuses`, if any (one asset, one offer on its way). */
export function offerOfAssetIn(db: Kysely<Database>, userId: number, asset: { assetId: string; appId: number }, statuses: readonly OfferStatus[]) {
  return db
    .selectFrom('offers')
    .select('id')
    .where('user_id', '=', userId)
    .where('asset_id', '=', asset.assetId)
    .where('app_id', '=', asset.appId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
}

/** The seller's offer in one of `statuses` that sold this asset at this price in this currency, if any. */
export function offerOfAssetAtPrice(
  db: Kysely<Database>,
  userId: number,
  asset: { assetId: string; appId: number },
  statuses: readonly OfferStatus[],
  price: { minor: number; currency: string },
) {
  return db
    .selectFrom('offers')
    .select('id')
    .where('user_id', '=', userId)
    .where('asset_id', '=', asset.assetId)
    .where('app_id', '=', asset.appId)
    .where('status', 'in', statuses)
    .where('service_price_minor', '=', price.minor)
    .where('currency', '=', price.currency)
    .executeTakeFirst();
}

/** Sets until when the offer's price can be accepted. */
export async function setQuoteExpiry(tx: Kysely<Database>, id: number, expiresAt: number): Promise<void> {
  await tx.updateTable('offers').set({ quote_expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Offers waiting for a person: a quote (new), or a hand-typed skin to receive (approved, no asset); oldest first. */
export function offersWaitingForAPerson(db: Kysely<Database>) {
  return db
    .selectFrom('offers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.status', 'u.email', 'o.title', 'o.user_price_minor', 'o.currency', 'o.created_at'])
    .where((eb) => eb.or([eb('o.status', '=', 'new'), eb.and([eb('o.status', '=', 'approved'), eb('o.asset_id', 'is', null)])]))
    .orderBy('o.created_at')
    .limit(500)
    .execute();
}

/** The operator's queue: offers (optionally of one status) with the seller's e-mail, newest first. */
export function listOffers(db: Kysely<Database>, status: OfferStatus | undefined) {
  let query = db
    .selectFrom('offers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.status', 'u.email', 'o.title', 'o.quality', 'o.item_url', 'o.currency', 'o.user_price_minor', 'o.service_price_minor', 'o.created_at']);
  if (status !== undefined) query = query.where('o.status', '=', status);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(1000).execute();
}

export async function insertPayout(tx: Kysely<Database>, payout: Insertable<PayoutsTable>): Promise<number> {
  const row = await tx.insertInto('payouts').values(payout).returning('id').executeTakeFirstOrThrow();
  await announceOfferChange(tx, payout.offer_id);
  return Number(row.id);
}

/** An offer's latest payout: after a failure the customer may request another. */
export function findPayoutByOffer(db: Kysely<Database>, offerId: number) {
  return db.selectFrom('payouts').selectAll().where('offer_id', '=', offerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findPayoutByReference(db: Kysely<Database>, reference: string) {
  return db.selectFrom('payouts').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Moves a payout from one of `from` to `to`; false when it was in none of them any more. */
export async function setPayoutStatus(
  tx: Kysely<Database>,
  id: number,
  from: PayoutStatus[],
  to: PayoutStatus,
  now: number,
  extra: { message?: string; cardLast4?: string } = {},
): Promise<boolean> {
  const result = await tx
    .updateTable('payouts')
    .set({
      status: to,
      updated_at: now,
      ...(extra.message !== undefined ? { message: extra.message } : {}),
      ...(extra.cardLast4 !== undefined ? { card_last4: extra.cardLast4 } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning('offer_id')
    .executeTakeFirst();
  if (result) await announceOfferChange(tx, result.offer_id);
  return result !== undefined;
}

/** A change to one of the offer's parts (its payout, its trade): the offer's owner hears the offer changed. */
export async function announceOfferChange(tx: Kysely<Database>, offerId: number): Promise<void> {
  const offer = await tx.selectFrom('offers').select('user_id').where('id', '=', offerId).executeTakeFirst();
  if (offer) await announceChange(tx, 'OFFER', offer.user_id, offerId);
}

/** How many of the customer's payouts are not paid yet (awaiting a card, or pending). */
export async function countUnpaidPayouts(tx: Kysely<Database>, userId: number): Promise<number> {
  const held = await tx.selectFrom('payouts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('status', 'in', ['awaiting_card', 'pending']).executeTakeFirstOrThrow();
  return Number(held.n);
}

/** The operator's payout list, with the full IBAN and contact details, newest first. */
export function listPayouts(db: Kysely<Database>) {
  return db
    .selectFrom('payouts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.offer_id',
      'u.email',
      'p.method',
      'p.status',
      'p.amount_minor',
      'p.currency',
      'p.reference',
      'p.first_name',
      'p.last_name',
      'p.iban',
      'p.contact',
      'p.card_last4',
      'p.message',
      'p.created_at',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(1000)
    .execute();
}
