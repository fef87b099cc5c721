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

/** The Steam account id of a test shopper (its trade link's partner): distinct per user. */
export const steamAccountIdOf = (userId: number) => 100_000_000 + userId;

/**
 * A signed-in customer (REQUIRE_EMAIL_VERIFICATION=0) with a steamId, a trade link of that Steam
 * account and `balanceCents`. The trade link's `token` chooses the sandbox bot's outcome (DeclineX …).
 * The Steam ID is typed in the profile, or with `steamSignIn` proven by Steam sign-in (a seller's).
 */
export async function newShopper(
  api: Pick<TestApi, 'db' | 'get'>,
  { balanceCents = 0, steamId = true, steamSignIn = false, tradeLink = true, langId = 10, token = 'abcDEF12' } = {},
): Promise<Shopper> {
  const account = newAccount({ lang_id: langId });
  const client = new AccountClient(api as TestApi);
  const registered = await client.post('/api/register', account);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  const { id } = await api.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  await api.db
    .updateTable('users')
    .set({
      [steamSignIn ? 'steam_login_id' : 'steam_id']: steamId ? (76561197960265728n + BigInt(steamAccountIdOf(id))).toString() : null,
      steam_trade_link: tradeLink ? `https://steamcommunity.com/tradeoffer/new/?partner=${steamAccountIdOf(id)}&token=${token}` : null,
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
  // Off sale: held by a live order, or its asset left its bot unsold (gone_at: unlisted by a sync, or a reversed trade).
  const sold = await api.db.selectFrom('items').select('id').where('status', '=', 'sold').where('gone_at', 'is', null).execute();
  expect(sold.map((row) => row.id).sort((a, b) => a - b)).toEqual([...liveIds].sort((a, b) => a - b));
  // No asset in two open trade offers.
  const open = await api.db
    .selectFrom('trade_offer_items as t')
    .innerJoin('trade_offers as o', 'o.id', 't.offer_id')
    .select(['o.bot_name', 't.asset_id'])
    .where('o.state', 'in', ['queued', 'sent', 'escrow', 'paused'])
    .execute();
  expect(new Set(open.map((row) => `${row.bot_name}/${row.asset_id}`)).size).toBe(open.length);
  // Every refund of a delivery is one ledger row of what its offer records as refunded.
  const refunded = await api.db.selectFrom('trade_offers').select(['order_id', 'refunded_cents']).where('refunded_cents', '>', 0).execute();
  for (const order of new Set(refunded.map((row) => row.order_id))) {
    const rows = await api.db.selectFrom('balance_ledger').select('amount').where('kind', '=', 'refund').where('reference', '=', String(order)).execute();
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(rows.map((row) => Number(row.amount)))).toBe(sum(refunded.filter((row) => row.order_id === order).map((row) => Number(row.refunded_cents))));
  }
  // Every order's total is what its ledger row took.
  const orders = await api.db.selectFrom('orders').select(['id', 'total_cents']).execute();
  for (const order of orders) {
    const debit = await api.db.selectFrom('balance_ledger').select('amount').where('kind', '=', 'purchase').where('reference', '=', String(order.id)).execute();
    expect(debit.map((row) => Number(row.amount))).toEqual([-Number(order.total_cents)]);
  }
}
