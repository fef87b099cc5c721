import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';

/** Customers whose e-mail, name or SteamID matches `q` (or whose id is `q`), newest first. */
export function searchCustomers(db: Kysely<Database>, q: string) {
  const text = q.trim().toLowerCase();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('users as u')
    .leftJoin('customer_holds as h', 'h.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.surname', 'u.steam_id', 'u.steam_login_id', 'u.balance', 'u.created_at', 'h.frozen_at', 'h.reason as hold_reason'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['u.name']), 'like', like),
        eb(eb.fn('lower', ['u.surname']), 'like', like),
        eb('u.steam_id', '=', text),
        eb('u.steam_login_id', '=', text),
        ...(/^\d{1,9}$/.test(text) ? [eb('u.id', '=', Number(text))] : []),
      ]),
    )
    .orderBy('u.id', 'desc')
    .limit(50)
    .execute();
}

export function findHold(db: Kysely<Database>, userId: number) {
  return db.selectFrom('customer_holds').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertHold(tx: Tx, row: { user_id: number; reason: string; frozen_at: number; frozen_by: string }): Promise<boolean> {
  const result = await tx.insertInto('customer_holds').values(row).onConflict((oc) => oc.column('user_id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteHold(tx: Tx, userId: number): Promise<boolean> {
  const result = await tx.deleteFrom('customer_holds').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function customerSignIns(db: Kysely<Database>, userId: number) {
  return db.selectFrom('customer_sign_ins').select(['at', 'ip', 'user_agent', 'method']).where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
}

export async function recordCustomerSignIn(db: Kysely<Database>, row: { user_id: number; at: number; ip: string; user_agent: string; method: string }): Promise<void> {
  await db.insertInto('customer_sign_ins').values(row).execute();
}

/** The customer a session (by its hashed id) belongs to, whether or not it has expired. */
export function findSessionUser(db: Kysely<Database>, idHash: string) {
  return db.selectFrom('sessions').select('user_id').where('id', '=', idHash).executeTakeFirst();
}
