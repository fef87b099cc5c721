import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from './admin-guard';
import { IdParams, RoleParams, RolePermissionsBody, StaffInviteBody, StaffRoleBody } from './admin.schemas';
import type { StaffAdmin } from './staff-admin.service';
import type { StaffAuthService } from './staff-auth.service';

/** Staff management: members, invitations, revocation, roles. All need staff.manage. */
export const staffRoutes: FastifyPluginAsyncTypebox<{ staff: StaffAdmin; auth: StaffAuthService }> = async (app, { staff, auth }) => {
  app.get('/staff', { config: { access: 'staff.manage' } }, async () => ({ status: 'OK' as const, payload: await staff.list() }));

  app.post('/staff/invite', { config: { access: 'staff.manage' }, schema: { body: StaffInviteBody } }, async (request) => {
    const { staffId, inviteUrl } = await auth.invite(actorOf(request), request.body.email, request.body.role);
    // The link is e-mailed to the invitee and shown to the one who invited; it never enters the audit log.
    return { status: 'OK' as const, payload: { id: staffId, invite_url: inviteUrl } };
  });

  app.get('/staff/:id/sign-ins', { config: { access: 'staff.manage' }, schema: { params: IdParams } }, async (request) => ({ status: 'OK' as const, payload: await staff.signIns(request.params.id) }));

  app.post('/staff/:id/revoke', { config: { access: 'staff.manage' }, schema: { params: IdParams } }, async (request) => ({ status: 'OK' as const, payload: await staff.revoke(actorOf(request), request.params.id) }));

  app.post('/staff/:id/role', { config: { access: 'staff.manage' }, schema: { params: IdParams, body: StaffRoleBody } }, async (request) => ({
    status: 'OK' as const,
    payload: await staff.setRole(actorOf(request), request.params.id, request.body.role),
  }));

  app.get('/roles', { config: { access: 'staff.manage' } }, async () => ({ status: 'OK' as const, payload: await staff.roles() }));

  app.put('/roles/:name', { config: { access: 'staff.manage' }, schema: { params: RoleParams, body: RolePermissionsBody } }, async (request) => ({
    status: 'OK' as const,
    payload: await staff.setRolePermissions(actorOf(request), request.params.name, request.body.permissions),
  }));
};
