import type { FastifyReply, FastifyRequest } from 'fastify';

// Staff sessions have their own cookie, apart from customers' `sid`: SameSite=Strict, and over https
// the __Host- prefix (Secure, Path=/, no Domain), so no subdomain can set or read it.
export const staffCookieName = (secure: boolean) => (secure ? '__Host-staff_sid' : 'staff_sid');

const attributes = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'strict' as const, secure });

export function setStaffCookie(reply: FastifyReply, sessionId: string, secure: boolean, maxAgeSeconds: number): void {
  reply.setCookie(staffCookieName(secure), sessionId, { ...attributes(secure), maxAge: maxAgeSeconds });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(staffCookieName(secure), attributes(secure));
}

export const staffCookieOf = (request: FastifyRequest, secure: boolean): string | undefined => request.cookies[staffCookieName(secure)];
