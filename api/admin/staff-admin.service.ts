import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction, type Tx } from '../db/transaction';
import { notFound, validationFailed } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import { OWNER_ROLE, PERMISSIONS, isPermission, type Permission } from '../../contract/permissions';
import type { Actor } from './actor';
import { conflict } from './admin-errors';
import { appendAudit } from './audit.repository';
import { findStaffById, listRoles, listStaff, lockActiveOwners, revokeStaff, rolePermissions, setRolePermissions, setStaffRole, staffSignIns } from './staff.repository';

export const STAFF_NOT_FOUND = 'Staff member not found';
export const ROLE_NOT_FOUND = 'Role not found';

/** Staff management (staff.manage): members, their roles and sign-in history, and the roles' permissions. */
export function createStaffAdmin(db: Kysely<Database>) {
  async function requireStaff(id: number) {
    const staff = await findStaffById(db, id);
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    return staff;
  }

  /**
   * The shop always keeps one active owner: the last one is neither revoked nor moved to another role.
   * Checked inside the change's transaction with the owners' rows locked (SQLite's write transaction
   * already runs alone), so two owners revoking each other at once cannot leave none.
   */
  async function keepAnOwner(tx: Tx, staff: { id: number; role: string; revoked_at: number | null }) {
    if (staff.role !== OWNER_ROLE || staff.revoked_at !== null) return;
    const owners = await lockActiveOwners(tx, OWNER_ROLE);
    if (owners.every((owner) => Number(owner.id) === staff.id)) throw conflict('The shop keeps at least one active owner');
  }

  return {
    async list() {
      return (await listStaff(db)).map((row) => ({
        id: Number(row.id),
        email: row.email,
        role: row.role,
        enrolled: row.totp_confirmed_at !== null,
        created_at: Number(row.created_at),
        revoked_at: row.revoked_at === null ? null : Number(row.revoked_at),
      }));
    },

    async signIns(id: number) {
      await requireStaff(id);
      return (await staffSignIns(db, id)).map((row) => ({ ...row, at: Number(row.at) }));
    },

    /** Ends every session of the member at once and refuses their next sign-in. */
    async revoke(actor: Actor, id: number) {
      const staff = await requireStaff(id);
      if (actor.staffId === id) throw conflict('You cannot revoke yourself');
      await writeTransaction(db, async (tx) => {
        await keepAnOwner(tx, (await findStaffById(tx, id)) ?? staff);
        const now = nowSeconds();
        if (!(await revokeStaff(tx, id, now))) throw conflict('This staff member is already revoked');
        await appendAudit(tx, actor, { action: 'staff.revoke', entity: 'staff', entityId: id, before: { revoked: false }, after: { revoked: true } }, now);
      });
      return { id, revoked: true };
    },

    async setRole(actor: Actor, id: number, role: string) {
      const staff = await requireStaff(id);
      if (!(await listRoles(db)).some((r) => r.name === role)) throw validationFailed({ role: [ROLE_NOT_FOUND] });
      await writeTransaction(db, async (tx) => {
        if (role !== OWNER_ROLE) await keepAnOwner(tx, (await findStaffById(tx, id)) ?? staff);
        await setStaffRole(tx, id, role);
        await appendAudit(tx, actor, { action: 'staff.role', entity: 'staff', entityId: id, before: { role: staff.role }, after: { role } }, nowSeconds());
      });
      return { id, role };
    },

    async roles() {
      return (await listRoles(db)).map((row) => ({ name: row.name, permissions: JSON.parse(row.permissions) as string[] }));
    },

    /** A role's permissions; the owner's can only grow. */
    async setRolePermissions(actor: Actor, role: string, wanted: string[]) {
      const unknown = wanted.filter((p) => !isPermission(p));
      if (unknown.length > 0) throw validationFailed({ permissions: [`Unknown permission(s): ${unknown.join(', ')}`] });
      if (!(await listRoles(db)).some((r) => r.name === role)) throw notFound(ROLE_NOT_FOUND);
      const before = await rolePermissions(db, role);
      const permissions = PERMISSIONS.filter((p) => wanted.includes(p)) as Permission[];
      if (role === OWNER_ROLE && PERMISSIONS.some((p) => !permissions.includes(p))) throw validationFailed({ permissions: ["The owner's role keeps every permission"] });
      await writeTransaction(db, async (tx) => {
        await setRolePermissions(tx, role, permissions, nowSeconds());
        await appendAudit(tx, actor, { action: 'role.permissions', entity: 'role', entityId: role, before: { permissions: before }, after: { permissions } }, nowSeconds());
      });
      return { name: role, permissions };
    },
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
