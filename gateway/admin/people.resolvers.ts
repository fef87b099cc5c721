import type { Envelope } from '../../contract/common.contract';
import type { Customer, CustomerRow, MutationResolvers, QueryResolvers, RecordRow, Role, StaffMember } from './generated/resolvers-types';
import { actionResult, ADMIN_API, camelize, euros, readPayload } from './admin-rest';

// Customers (search, record, holds, balance, notes) and staff (members, invitations, roles).

type Body<P = unknown> = Envelope<P>;

const customers: QueryResolvers['customers'] = async (_parent, { q }, { rest }) =>
  camelize<CustomerRow[]>(readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/customers`, { q }))).map((row) => ({ ...row, frozen: Boolean(row.frozen) }));

const TITLE_KEYS = ['title', 'text', 'market_name', 'kind', 'reason', 'status', 'method', 'outcome'];
const AT_KEYS = ['at', 'created_at', 'updated_at'];
const AMOUNT_KEYS = ['amount_cents', 'delta_cents', 'total_cents', 'price_cents'];

/**
 * One row of a customer's record (ledger, orders, offers, payouts, sign-ins, notes) as a line to read:
 * its time, a title, the rest of its fields as detail, and its amount (EUR) when it has one.
 */
export function recordRow(row: Record<string, unknown>, index: number): RecordRow {
  const titleKey = TITLE_KEYS.find((key) => typeof row[key] === 'string' && row[key] !== '');
  const atKey = AT_KEYS.find((key) => typeof row[key] === 'number');
  const amountKey = AMOUNT_KEYS.find((key) => typeof row[key] === 'number');
  const shown = new Set(['id', titleKey, atKey, amountKey]);
  const detail = Object.entries(row)
    .filter(([key, value]) => !shown.has(key) && value !== null && value !== undefined && value !== '' && typeof value !== 'object')
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`)
    .join(' · ');
  return {
    id: String(row.id ?? index),
    at: atKey ? (row[atKey] as number) : null,
    title: titleKey ? String(row[titleKey]) : `#${String(row.id ?? index + 1)}`,
    detail: detail || null,
    amount: amountKey ? euros(Math.round(row[amountKey] as number)) : null,
  };
}

const rows = (list: unknown) => (Array.isArray(list) ? (list as Record<string, unknown>[]).map(recordRow) : []);

interface CustomerAnswer {
  customer: Record<string, unknown>;
  balance_cents: number;
  ledger?: unknown;
  orders?: unknown;
  offers?: unknown;
  payouts?: unknown;
  sign_ins?: unknown;
  notes?: unknown;
}

const customer: QueryResolvers['customer'] = async (_parent, { id }, { rest }) => {
  const answer = readPayload(await rest.get<Body<CustomerAnswer>>(`${ADMIN_API}/customers/${id}`));
  const person = camelize<Customer>(answer.customer);
  return {
    customer: { ...person, frozen: Boolean(person.frozen), steamVerified: Boolean(person.steamVerified) },
    balance: euros(answer.balance_cents),
    ledger: rows(answer.ledger),
    orders: rows(answer.orders),
    offers: rows(answer.offers),
    payouts: rows(answer.payouts),
    signIns: rows(answer.sign_ins),
    notes: rows(answer.notes),
  };
};

const setFrozen: MutationResolvers['setFrozen'] = async (_parent, { customerId, frozen, reason }, { rest }) =>
  actionResult(await rest.post<Body>(`${ADMIN_API}/customers/${customerId}/${frozen ? 'freeze' : 'unfreeze'}`, { reason }));

const adjustBalance: MutationResolvers['adjustBalance'] = async (_parent, { customerId, amount, reason }, { rest }) =>
  actionResult(await rest.post<Body>(`${ADMIN_API}/customers/${customerId}/balance-adjust`, { amount, reason }));

const addNote: MutationResolvers['addNote'] = async (_parent, { customerId, text }, { rest }) => actionResult(await rest.post<Body>(`${ADMIN_API}/customers/${customerId}/notes`, { text }));

const staff: QueryResolvers['staff'] = async (_parent, _args, { rest }) => camelize<StaffMember[]>(readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/staff`)));

const roles: QueryResolvers['roles'] = async (_parent, _args, { rest }) => readPayload(await rest.get<Body<Role[]>>(`${ADMIN_API}/roles`));

const inviteStaff: MutationResolvers['inviteStaff'] = async (_parent, { email, role }, { rest }) => actionResult(await rest.post<Body>(`${ADMIN_API}/staff/invite`, { email, role }));

const revokeStaff: MutationResolvers['revokeStaff'] = async (_parent, { id }, { rest }) => actionResult(await rest.post<Body>(`${ADMIN_API}/staff/${id}/revoke`, {}));

const setStaffRole: MutationResolvers['setStaffRole'] = async (_parent, { id, role }, { rest }) => actionResult(await rest.post<Body>(`${ADMIN_API}/staff/${id}/role`, { role }));

const setRolePermissions: MutationResolvers['setRolePermissions'] = async (_parent, { name, permissions }, { rest }) =>
  actionResult(await rest.put<Body>(`${ADMIN_API}/roles/${encodeURIComponent(name)}`, { permissions }));

export const peopleResolvers = {
  Query: { customers, customer, staff, roles },
  Mutation: { setFrozen, adjustBalance, addNote, inviteStaff, revokeStaff, setStaffRole, setRolePermissions },
};
