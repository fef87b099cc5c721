import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SandboxTradeOffersTable } from './sandbox-offers.table';

export function findSandboxOffer(db: Kysely<Database>, id: number) {
  return db.selectFrom('sandbox_trade_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function allSandboxOffers(db: Kysely<Database>) {
  return db.selectFrom('sandbox_trade_offers').selectAll().execute();
}

export function insertSandboxOffer(db: Kysely<Database>, offer: Insertable<SandboxTradeOffersTable>) {
  return db.insertInto('sandbox_trade_offers').values(offer).returningAll().executeTakeFirstOrThrow();
}

/** The newest offer sent since `sinceMs` whose message holds `code` (its LIKE wildcards already taken out). */
export function findSandboxOfferWithCode(db: Kysely<Database>, code: string, sinceMs: number) {
  return db
    .selectFrom('sandbox_trade_offers')
    .selectAll()
    .where('created_at_ms', '>=', sinceMs)
    .where('message', 'like', `%${code}%`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Cancels the offer unless it already was. */
export async function cancelSandboxOffer(db: Kysely<Database>, id: number, nowMs: number): Promise<void> {
  await db.updateTable('sandbox_trade_offers').set({ cancelled_at_ms: nowMs }).where('id', '=', id).where('cancelled_at_ms', 'is', null).execute();
}
