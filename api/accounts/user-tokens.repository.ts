import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { TokenPurpose, UserTokensTable } from './users.table';

export async function insertUserToken(
  tx: Kysely<Database>,
  values: { tokenHash: string; userId: number; purpose: TokenPurpose; now: number; expiresAt: number },
): Promise<void> {
  await tx
    .insertInto('user_tokens')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      purpose: values.purpose,
      created_at: values.now,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findUserToken(db: Kysely<Database>, tokenHash: string, purpose: TokenPurpose): Promise<Selectable<UserTokensTable> | undefined> {
  return db.selectFrom('user_tokens').selectAll().where('token_hash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
}

/** Uses a token once: true only for the one caller that flips it from unused while unexpired. */
export async function consumeUserToken(tx: Kysely<Database>, tokenHash: string, purpose: TokenPurpose, now: number): Promise<boolean> {
  const result = await tx
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Voids every unused token of a purpose (a new link replaces older ones). */
export async function voidUserTokens(tx: Kysely<Database>, userId: number, purpose: TokenPurpose, now: number): Promise<void> {
  await tx
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
