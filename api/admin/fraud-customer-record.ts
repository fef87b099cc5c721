import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { OpsError } from '../orders/orders-ops.service';
import { disputesOfCustomer, findCustomerByEmailWithHold, ledgerOldestFirst } from './customer-record.repository';

const eur = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/** `npm run ops -- customers:show <email>` (issue 41): whether the customer is frozen and why, the balance, the ledger and their disputes. */
export async function customerRecord(db: Kysely<Database>, emailText: string | undefined) {
  const email = (emailText ?? '').trim().toLowerCase();
  const user = await findCustomerByEmailWithHold(db, email);
  if (!user) throw new OpsError(`No customer with e-mail ${emailText ?? ''}`);
  const ledger = (await ledgerOldestFirst(db, user.id)).map((row) => ({
    id: Number(row.id),
    at: Number(row.created_at),
    kind: row.kind,
    amount_cents: Number(row.amount),
    reference: row.reference,
  }));
  const disputes = (await disputesOfCustomer(db, user.id)).map((row) => ({ ...row, id: Number(row.id), deposit_id: Number(row.deposit_id) }));
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
