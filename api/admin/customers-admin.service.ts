import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { lockUser } from '../db/locks.repository';
import { notFound } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import type { Actor } from './actor';
import { conflict, requireReason } from './admin-errors';
import { appendAudit } from './audit.repository';
import { customerExists } from './customer-record.repository';
import { customerSignIns, deleteHold, insertHold, searchCustomers } from './customers.repository';
import { CUSTOMER_NOT_FOUND } from './money-actions.service';

/** Staff's view of customers: search, sign-in history, and holds (frozen accounts). */
export function createCustomersAdmin(db: Kysely<Database>) {
  async function requireCustomer(userId: number) {
    if (!(await customerExists(db, userId))) throw notFound(CUSTOMER_NOT_FOUND);
  }

  return {
    async search(q: string) {
      const rows = await searchCustomers(db, q);
      return rows.map((row) => ({
        id: Number(row.id),
        email: row.email,
        name: [row.name, row.surname].filter(Boolean).join(' '),
        steam_id: row.steam_login_id ?? row.steam_id,
        balance: Number(row.balance) / 100,
        frozen: row.frozen_at !== null,
        created_at: Number(row.created_at),
      }));
    },

    async signIns(userId: number) {
      await requireCustomer(userId);
      return (await customerSignIns(db, userId)).map((row) => ({ ...row, at: Number(row.at) }));
    },

    async freeze(actor: Actor, userId: number, reasonText: string | undefined) {
      const reason = requireReason(reasonText);
      await requireCustomer(userId);
      await writeTransaction(db, async (tx) => {
        const now = nowSeconds();
        await lockUser(tx, userId); // as a fraud webhook's hold does, before its hold row: neither waits on the other's
        if (!(await insertHold(tx, { user_id: userId, reason, frozen_at: now, frozen_by: actor.name }))) throw conflict('The account is already frozen');
        await appendAudit(tx, actor, { action: 'customer.freeze', entity: 'user', entityId: userId, reason, before: { frozen: false }, after: { frozen: true } }, now);
      });
      return { id: userId, frozen: true };
    },

    async unfreeze(actor: Actor, userId: number, reasonText: string | undefined) {
      const reason = requireReason(reasonText);
      await requireCustomer(userId);
      await writeTransaction(db, async (tx) => {
        if (!(await deleteHold(tx, userId))) throw conflict('The account is not frozen');
        await appendAudit(tx, actor, { action: 'customer.unfreeze', entity: 'user', entityId: userId, reason, before: { frozen: true }, after: { frozen: false } }, nowSeconds());
      });
      return { id: userId, frozen: false };
    },
  };
}

export type CustomersAdmin = ReturnType<typeof createCustomersAdmin>;
