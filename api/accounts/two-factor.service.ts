import { timingSafeEqual } from 'node:crypto';
import { countWrongAttempt, deleteChallenge, findChallenge, replaceChallenge } from './two-factor.repository';
import { findUserById, updateUser, type UserRow } from './users.repository';
import { ApiError } from '../http/api-error';
import { queueEmail } from '../mail/email.job';
import { nowSeconds, randomDigits, randomToken, sha256 } from '../lib/secrets';
import { transact, type ServiceContext } from '../lib/service-context';
import { CHALLENGE_RESEND_MINUTES, MAX_CODE_ATTEMPTS, TWO_FACTOR_CONFIG } from './account-limits';

// Spec §8.
export const INVALID_CODE_MESSAGE = 'Invalid verification code';
export const INVALID_CODE_RETRY_MESSAGE = 'Invalid verification code. Please try again.';
export const CODE_VOID_MESSAGE = 'Too many wrong codes. Please request a new code.';
export const CODE_EXPIRED_MESSAGE = 'The verification code has expired. Please request a new code.';
export const RESEND_FAILED_MESSAGE = 'Could not resend verification code. Please try again later.';
export const CODE_SENT_MESSAGE = 'A verification code has been sent to your email.';

const codeHash = (challengeIdHash: string, code: string) => sha256(`${challengeIdHash}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Two-factor by e-mail: a login creates a challenge (id in the `tfa` cookie, code e-mailed); the code
 * is 6 digits, stored hashed, valid 10 minutes; 5 wrong codes void it until a new one is sent.
 */
export function createTwoFactorService(context: ServiceContext) {
  const { db, sessions } = context;

  async function issue(user: Pick<UserRow, 'id' | 'email' | 'lang_id'>): Promise<string> {
    const challengeId = randomToken();
    const idHash = sha256(challengeId);
    const code = randomDigits(TWO_FACTOR_CONFIG.code_length);
    const now = nowSeconds();
    await transact(context, async (tx) => {
      await replaceChallenge(tx, {
        id: idHash,
        user_id: user.id,
        code_hash: codeHash(idHash, code),
        created_at: now,
        expires_at: now + TWO_FACTOR_CONFIG.expiry_minutes * 60,
      });
      await queueEmail(tx, {
        to: user.email as string,
        template: 'two-factor-code',
        langId: user.lang_id,
        params: { code, minutes: TWO_FACTOR_CONFIG.expiry_minutes },
      });
    });
    return challengeId;
  }

  return {
    challenge: issue,

    /** The user a challenge cookie belongs to (for per-account rate limits), if it is still open. */
    async userIdOf(challengeId: string | undefined): Promise<number | undefined> {
      if (!challengeId || challengeId.length > 512) return undefined;
      return (await findChallenge(db, sha256(challengeId)))?.user_id;
    },

    async verify(challengeId: string | undefined, code: string, previousSession: string | null) {
      const idHash = challengeId && challengeId.length <= 512 ? sha256(challengeId) : '';
      return transact(context, async (tx) => {
        const challenge = idHash ? await findChallenge(tx, idHash) : undefined;
        if (!challenge) throw new ApiError('CODE_INVALID', INVALID_CODE_RETRY_MESSAGE);
        if (challenge.attempts >= MAX_CODE_ATTEMPTS) throw new ApiError('CODE_VOID', CODE_VOID_MESSAGE);
        if (challenge.expires_at <= nowSeconds()) throw new ApiError('CODE_EXPIRED', CODE_EXPIRED_MESSAGE);
        if (!sameHash(codeHash(idHash, code), challenge.code_hash)) {
          const attempts = await countWrongAttempt(tx, idHash);
          if (attempts >= MAX_CODE_ATTEMPTS) return { ok: false as const, error: new ApiError('CODE_VOID', CODE_VOID_MESSAGE) };
          return { ok: false as const, error: new ApiError('CODE_INVALID', INVALID_CODE_MESSAGE) };
        }
        await deleteChallenge(tx, idHash);
        const user = (await findUserById(tx, challenge.user_id)) as UserRow;
        return { ok: true as const, user, sessionId: await sessions.start(tx, user.id, previousSession) };
      }).then((result) => {
        // A wrong code must be counted (committed), so the error is thrown after the transaction.
        if (!result.ok) throw result.error;
        return result;
      });
    },

    /** A new code (and challenge id) for an open login; the old code stops working. */
    async resend(challengeId: string | undefined): Promise<string> {
      const challenge = challengeId && challengeId.length <= 512 ? await findChallenge(db, sha256(challengeId)) : undefined;
      if (!challenge || challenge.created_at + CHALLENGE_RESEND_MINUTES * 60 <= nowSeconds()) {
        throw new ApiError('NO_CHALLENGE', RESEND_FAILED_MESSAGE);
      }
      const user = await findUserById(db, challenge.user_id);
      if (!user?.email) throw new ApiError('NO_CHALLENGE', RESEND_FAILED_MESSAGE);
      return issue(user);
    },

    async setEnabled(userId: number, enabled: boolean): Promise<void> {
      await transact(context, (tx) => updateUser(tx, userId, { two_factor_enabled: enabled ? 1 : 0 }));
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
