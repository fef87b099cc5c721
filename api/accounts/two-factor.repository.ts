import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { TwoFactorChallengesTable } from './users.table';

export type ChallengeRow = Selectable<TwoFactorChallengesTable>;

/** One open challenge per user: a new login or resend replaces the old one. */
export async function replaceChallenge(tx: Kysely<Database>, row: Omit<ChallengeRow, 'attempts'>): Promise<void> {
  await tx.deleteFrom('two_factor_challenges').where('user_id', '=', row.user_id).execute();
  await tx.insertInto('two_factor_challenges').values({ ...row, attempts: 0 }).execute();
}

export function findChallenge(db: Kysely<Database>, id: string): Promise<ChallengeRow | undefined> {
  return db.selectFrom('two_factor_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts a wrong code; the returned number is the attempts made so far. */
export async function countWrongAttempt(tx: Kysely<Database>, id: string): Promise<number> {
  await tx
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await tx.selectFrom('two_factor_challenges').select('attempts').where('id', '=', id).executeTakeFirst();
  return row?.attempts ?? 0;
}

/** Ends every open challenge of the user (a password reset). */
export async function deleteChallengesOfUser(tx: Kysely<Database>, userId: number): Promise<void> {
  await tx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
}

export async function deleteChallenge(tx: Kysely<Database>, id: string): Promise<void> {
  await tx.deleteFrom('two_factor_challenges').where('id', '=', id).execute();
}
