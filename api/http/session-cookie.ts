import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'sid';
/** Holds a pending two-factor challenge between login and user/verify-2fa. */
export const CHALLENGE_COOKIE = 'tfa';

export const SESSION_DAYS = 30;

const base = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, sessionId, { ...base(secure), maxAge: SESSION_DAYS * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, base(secure));
}

export function setChallengeCookie(reply: FastifyReply, challengeId: string, secure: boolean, maxAgeSeconds: number): void {
  reply.setCookie(CHALLENGE_COOKIE, challengeId, { ...base(secure), maxAge: maxAgeSeconds });
}

export function clearChallengeCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(CHALLENGE_COOKIE, base(secure));
}
