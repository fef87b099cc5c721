import type { Kysely } from 'kysely';
import { DEPOSIT_STATUS } from '../../contract/rules/deposit-status';
import type { Database } from '../db/database';

export interface StateCount {
  state: string;
  count: number;
}

/** Delivery trade offers (trade_offers) by state. */
export async function tradeOffersByState(db: Kysely<Database>): Promise<StateCount[]> {
  const rows = await db
    .selectFrom('trade_offers')
    .select((eb) => ['state', eb.fn.countAll().as('count')])
    .groupBy('state')
    .execute();
  return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
}

const depositStatusNames = new Map<number, string>(Object.entries(DEPOSIT_STATUS).map(([name, code]) => [code, name]));

/** Deposits by status, named as contract/rules/deposit-status.ts names the codes (processing, paid, failed, expired). */
export async function depositsByStatus(db: Kysely<Database>): Promise<StateCount[]> {
  const rows = await db
    .selectFrom('deposits')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ state: depositStatusNames.get(Number(row.status)) ?? String(row.status), count: Number(row.count) }));
}

/** Payouts to sellers by status. */
export async function payoutsByStatus(db: Kysely<Database>): Promise<StateCount[]> {
  const rows = await db
    .selectFrom('payouts')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ state: row.status, count: Number(row.count) }));
}

/** Work the stuck-work sweeper knows of (api/sweeper): requeued and still followed, or waiting for a person. */
export async function stuckWorkByState(db: Kysely<Database>): Promise<(StateCount & { kind: string })[]> {
  const rows = await db
    .selectFrom('stuck_work')
    .select((eb) => ['kind', eb.fn.countAll().as('count'), eb.case().when('needs_person_since', 'is', null).then('requeued').else('needs_person').end().as('state')])
    .groupBy(['kind', 'state'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, state: String(row.state), count: Number(row.count) }));
}
