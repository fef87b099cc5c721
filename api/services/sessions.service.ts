import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findActiveSessionUserId } from '../db/sessions.repository';

export const SESSION_COOKIE = 'sid';

/** Sessions are stored by the sha256 (hex) of the opaque id in the cookie. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

export function createSessionsService(db: Kysely<Database>) {
  return {
    async isAuthenticated(sessionId: string | undefined): Promise<boolean> {
      if (!sessionId || sessionId.length > 512) return false;
      const now = Math.floor(Date.now() / 1000);
      return (await findActiveSessionUserId(db, hashSessionId(sessionId), now)) !== undefined;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
