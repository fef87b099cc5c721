import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { forbiddenMessage, type Permission } from '../../contract/permissions';
import { staffActor, type Actor } from './actor';
import type { StaffAuthService } from './staff-auth.service';
import { staffCookieOf } from './staff-cookie';

/**
 * What an admin route needs: one permission, `staff` (any signed-in staff member: sign out, who am I)
 * or `public` (the sign-in and invitation routes). A route that says nothing does not start.
 */
export type RouteAccess = Permission | 'staff' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    staff: { id: number; email: string; role: string; permissions: Permission[]; sessionIdHash: string } | null;
  }
}

export const STAFF_SIGN_IN_REQUIRED = 'Staff sign-in required';

/** Every admin route any app in this process registered, `METHOD /api/admin/...` → its access (the permission-matrix test reads it). */
export const registeredAdminRoutes = new Map<string, RouteAccess>();

/** Every admin route registered after this call checks its `config.access` first, before its body is validated. */
export function guardAdminRoutes(app: FastifyInstance, auth: StaffAuthService, secure: boolean): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (access === undefined) throw new Error(`admin route ${String(route.method)} ${route.url} declares no access (a permission, 'staff' or 'public')`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') registeredAdminRoutes.set(`${method} ${route.url}`, access);
    if (access === 'public') return;
    // onRequest: before the body is read or validated, so a member without the permission learns nothing of the route's input.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [
      async (request: FastifyRequest) => {
        const staff = await auth.resolve(staffCookieOf(request, secure));
        if (!staff) throw new ApiError('UNAUTHENTICATED', STAFF_SIGN_IN_REQUIRED);
        request.staff = staff;
        if (access !== 'staff' && !staff.permissions.includes(access)) throw new ApiError('FORBIDDEN', forbiddenMessage(access));
      },
      ...existing,
    ];
  });
}

/** The signed-in staff member as the audit log's actor. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.staff) throw new ApiError('UNAUTHENTICATED', STAFF_SIGN_IN_REQUIRED);
  return staffActor(request.staff.id, request.ip, request.headers['user-agent']);
}
