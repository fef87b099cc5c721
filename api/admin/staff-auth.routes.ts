import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/api-error';
import type { LoginGuard } from '../http/login-guard';
import { InviteAcceptBody, StaffLoginBody } from './admin.schemas';
import type { AdminConfig } from './admin-config';
import type { StaffAuthService } from './staff-auth.service';
import { clearStaffCookie, setStaffCookie } from './staff-cookie';

export const STAFF_SIGNED_OUT = 'Signed out';

/** Invitation, sign-in (password + code every time) and sign-out of staff. */
export const staffAuthRoutes: FastifyPluginAsyncTypebox<{ auth: StaffAuthService; login: LoginGuard; secure: boolean; config: AdminConfig }> = async (app, { auth, login, secure, config }) => {
  const context = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

  app.post('/invite/accept', { config: { access: 'public' }, schema: { body: InviteAcceptBody } }, async (request) => {
    const payload = await auth.acceptInvite(request.body.token, request.body.password, context(request));
    return { status: 'OK' as const, message: 'Scan the code with your authenticator app, keep the recovery codes, then sign in with a code', payload };
  });

  app.post('/login', { config: { access: 'public' }, schema: { body: StaffLoginBody } }, async (request, reply) => {
    const { email, password, code } = request.body;
    // The customers' guard, on its own key space: slows guessing per address and per (member, address), never locks the member out.
    const result = await login.attempt(request.ip, `staff:${email}`, () => auth.login(email, password, code, context(request))).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') await auth.recordLimited(email, context(request));
      throw error;
    });
    setStaffCookie(reply, result.sessionId, secure, config.sessionSeconds);
    return { status: 'OK' as const, payload: { staff_id: result.staffId } };
  });

  app.post('/logout', { config: { access: 'staff' } }, async (request, reply) => {
    if (request.staff) await auth.logout(request.staff.sessionIdHash);
    clearStaffCookie(reply, secure);
    return { status: 'OK' as const, message: STAFF_SIGNED_OUT };
  });

  app.get('/me', { config: { access: 'staff' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const staff = request.staff;
    return { status: 'OK' as const, payload: staff && { id: staff.id, email: staff.email, role: staff.role, permissions: staff.permissions } };
  });
};
