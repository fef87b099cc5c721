import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { OpsError } from '../orders/orders-ops.service';

const eur = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/** `npm run ops -- customers:show <email>` (issue 41): whether the customer is frozen and why, the balance, the ledger and their disputes. */
export async function customerRecord(db: Kysely<Database>, emailText: string | undefined) {
  const email = (emailText ?? '').trim().toLowerCase();
  const user = await db
    .selectFrom('users as u')
    .leftJoin('customer_holds as h', 'h.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.balance', 'h.reason as hold_reason', 'h.frozen_at', 'h.frozen_by'])
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email))
    .executeTakeFirst();
  if (!user) throw new OpsError(`No customer with e-mail ${emailText ?? ''}`);
  const ledger = (await db.selectFrom('balance_ledger').select(['id', 'created_at', 'kind', 'amount', 'reference']).where('user_id', '=', user.id).orderBy('id').limit(1000).execute()).map((row) => ({
    id: Number(row.id),
    at: Number(row.created_at),
    kind: row.kind,
    amount_cents: Number(row.amount),
    reference: row.reference,
  }));
  const disputes = (await db.selectFrom('disputes').select(['id', 'provider_id', 'kind', 'status', 'deposit_id']).where('user_id', '=', user.id).orderBy('id').execute()).map((row) => ({ ...row, id: Number(row.id), deposit_id: Number(row.deposit_id) }));
  const json = {
    id: user.id,
    email: user.email,
    frozen: user.hold_reason !== null,
    hold: user.hold_reason === null ? null : { reason: user.hold_reason, frozen_at: Number(user.frozen_at), frozen_by: user.frozen_by },
    balance_cents: Number(user.balance),
    ledger,
    disputes,
  };
  const lines = [
    `Customer ${user.id}  ${user.email}`,
    `frozen: ${json.hold ? `yes (${json.hold.reason}, by ${json.hold.frozen_by} at ${new Date(json.hold.frozen_at * 1000).toISOString()})` : 'no'}`,
    `balance: ${eur(json.balance_cents)}`,
    ...disputes.map((d) => `${d.kind} ${d.provider_id}  ${d.status}  deposit ${d.deposit_id}`),
    'ledger:',
    ...(ledger.length ? ledger.map((row) => `  ${new Date(row.at * 1000).toISOString()}  ${row.kind.padEnd(16)} ${eur(row.amount_cents).padStart(14)}  ${row.reference ?? ''}`) : ['  (no rows)']),
  ];
  return { json, lines };
}
