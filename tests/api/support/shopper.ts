import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { addLedgerEntry, ledgerSum } from '../../../api/accounts/balance.repository';
import { writeTransaction } from '../../../api/db/transaction';
import type { TestApi } from '../api-harness';
import { AccountClient, newAccount } from './account-client';

export interface Shopper {
  client: AccountClient;
  id: number;
  email: string;
}

/** A signed-in customer (REQUIRE_EMAIL_VERIFICATION=0) with a steamId, a trade link and `balanceCents`. */
export async function newShopper(
  api: Pick<TestApi, 'db' | 'get'>,
  { balanceCents = 0, steamId = true, tradeLink = true, langId = 10 } = {},
): Promise<Shopper> {
  const account = newAccount({ lang_id: langId });
  const client = new AccountClient(api as TestApi);
  const registered = await client.post('/api/register', account);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  const { id } = await api.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  await api.db
    .updateTable('users')
    .set({
      steam_id: steamId ? `7656119${String(randomInt(1e9)).padStart(10, '0')}` : null,
      steam_trade_link: tradeLink ? `https://steamcommunity.com/tradeoffer/new/?partner=${id}&token=abcDEF12` : null,
      lang_id: langId,
    })
    .where('id', '=', id)
    .execute();
  if (balanceCents > 0) await credit(api, id, balanceCents);
  return { client, id, email: account.email };
}

export function credit(api: Pick<TestApi, 'db'>, userId: number, cents: number) {
  return writeTransaction(api.db, (tx) => addLedgerEntry(tx, { userId, amount: cents, kind: 'credit', reference: 'test', now: 1 }));
}

/** Hands out distinct items for sale (cheapest first after `skip`), so tests in one file never share one. */
export function itemPool(api: Pick<TestApi, 'db'>) {
  let next = 0;
  return async (count: number) => {
    const rows = await api.db
      .selectFrom('items')
      .select(['id', 'price', 'title'])
      .where('status', '=', 'available')
      .orderBy('id')
      .offset(next)
      .limit(count)
      .execute();
    next += count;
    if (rows.length !== count) throw new Error('not enough items in the test catalogue');
    return rows;
  };
}

export const balanceOf = async (api: Pick<TestApi, 'db'>, id: number) =>
  Number((await api.db.selectFrom('users').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance);

/**
 * The money rules after any race: no balance below zero, every balance equal to its ledger sum, no
 * item in two live orders, and an item is sold exactly when a live order (processing or success) holds it.
 */
export async function expectMoneyRulesHold(api: Pick<TestApi, 'db'>): Promise<void> {
  const users = await api.db.selectFrom('users').select(['id', 'balance']).execute();
  for (const user of users) {
    expect(Number(user.balance)).toBeGreaterThanOrEqual(0);
    expect(Number(user.balance)).toBe(await ledgerSum(api.db, user.id));
  }
  const live = await api.db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select('l.item_id')
    .where('o.status', '<>', 'error')
    .execute();
  const liveIds = live.map((row) => row.item_id);
  expect(new Set(liveIds).size).toBe(liveIds.length);
  const sold = await api.db.selectFrom('items').select('id').where('status', '=', 'sold').execute();
  expect(sold.map((row) => row.id).sort((a, b) => a - b)).toEqual([...liveIds].sort((a, b) => a - b));
  // Every order's total is what its ledger row took.
  const orders = await api.db.selectFrom('orders').select(['id', 'total_cents']).execute();
  for (const order of orders) {
    const debit = await api.db.selectFrom('balance_ledger').select('amount').where('kind', '=', 'purchase').where('reference', '=', String(order.id)).execute();
    expect(debit.map((row) => Number(row.amount))).toEqual([-Number(order.total_cents)]);
  }
}
