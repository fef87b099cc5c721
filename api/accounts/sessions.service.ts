import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { deleteSession, deleteUserSessions, findActiveSession, insertSession, liveSessions } from './sessions.repository';
import type { Tx } from '../db/transaction';
import { findUserById, type UserRow } from './users.repository';
import { SESSION_DAYS } from '../http/session-cookie';
import { nowSeconds, randomToken, sha256 } from '../lib/secrets';
import { lookupsPerTurn } from '../lib/shared-reads';

/** Sessions are stored by the sha256 (hex) of the opaque id in the cookie. */
export const hashSessionId = sha256;

/** The stored hash of a cookie's session id; undefined for none, or for one too long to be ours (never hashed). */
function idHashOf(sessionId: string | undefined): string | undefined {
  return sessionId && sessionId.length <= 512 ? hashSessionId(sessionId) : undefined;
}

export function createSessionsService(db: Kysely<Database>) {
  const isLiveHash = lookupsPerTurn(async (idHashes: string[]) => {
    const live = await liveSessions(db, idHashes, nowSeconds());
    return new Map(idHashes.map((idHash) => [idHash, live.has(idHash)]));
  });
  return {
    async resolve(sessionId: string | undefined): Promise<{ user: UserRow; idHash: string; confirmedAt: number } | undefined> {
      const idHash = idHashOf(sessionId);
      if (idHash === undefined) return undefined;
      const session = await findActiveSession(db, idHash, nowSeconds());
      if (session === undefined) return undefined;
      const user = await findUserById(db, session.user_id);
      return user ? { user, idHash, confirmedAt: session.confirmed_at } : undefined;
    },

    /**
     * Whether resolve would find the session, without the user's row: what a signed-in page needs to
     * know. The sessions asked about in one turn of the event loop are looked up in one statement.
     */
    async isLive(sessionId: string): Promise<boolean> {
      const idHash = idHashOf(sessionId);
      return idHash !== undefined && (await isLiveHash(idHash)) === true;
    },

    /**
     * A new session for a sign-in; the session the request came with (if any) ends, so an id
     * planted before sign-in never becomes a signed-in one. Returns the raw id for the cookie.
     */
    async start(tx: Tx, userId: number, previousIdHash: string | null): Promise<string> {
      if (previousIdHash) await deleteSession(tx, previousIdHash);
      const id = randomToken();
      const now = nowSeconds();
      await insertSession(tx, hashSessionId(id), userId, now, now + SESSION_DAYS * 86_400);
      return id;
    },

    end: (tx: Tx, idHash: string) => deleteSession(tx, idHash),
    endAll: (tx: Tx, userId: number) => deleteUserSessions(tx, userId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
