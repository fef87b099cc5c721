import { deleteChallengesOfUser } from './two-factor.repository';
import { consumeUserToken, findUserToken, insertUserToken, voidUserTokens } from './user-tokens.repository';
import { findUserByEmail, findUserById, markEmailVerified, updateUser, type UserRow } from './users.repository';
import { ApiError } from '../http/api-error';
import { queueEmail } from '../mail/email.job';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { nowSeconds, randomToken, sha256 } from '../lib/secrets';
import { transact, type ServiceContext } from '../lib/service-context';
import { link, RESET_TOKEN_MINUTES } from './account-limits';
import { isEmail, isStrongPassword, messages, RuleCheck } from './account-rules';
import type { AuthService } from './auth.service';

export type Verification = 'success' | 'already_verified' | 'error';
/** A link's outcome; `email`, the address it confirmed (success only), fills in the login in any browser (issue 45). */
export interface VerificationResult {
  verification: Verification;
  email?: string;
}

// Spec §8 where it has them.
export const verificationMessages: Record<Verification, string> = {
  success: 'Your email has been verified!',
  already_verified: 'Your email is already verified.',
  error: 'There was an error verifying your email. Please try again.',
};
export const RESENT_MESSAGE = 'Confirmation link has been resent.';
export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a link to reset the password.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Please log in with your new password.';
export const RESET_INVALID_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';
export const EMAIL_CHANGED_MESSAGE = 'Your email has been changed. Please log in again.';
export const NO_PASSWORD_MESSAGE = 'Your account has no password yet: use "Forgot password" to set one.';

/** E-mail confirmation, password reset and e-mail change: every link single-use and expiring. */
export function createAccountEmailService(context: ServiceContext, auth: AuthService) {
  const { db, config, sessions } = context;

  return {
    /**
     * The link is a GET (spec §7), so it is idempotent: the first use confirms the address, any
     * later use of the same link (a mail scanner's prefetch, a second click) answers
     * already_verified and changes nothing.
     */
    async verifyEmail(token: string): Promise<VerificationResult> {
      if (token.length > 512) return { verification: 'error' };
      const tokenHash = sha256(token);
      return transact(context, async (tx) => {
        const row = await findUserToken(tx, tokenHash, 'verify_email');
        if (!row) return { verification: 'error' };
        const user = await findUserById(tx, row.user_id);
        if (!user) return { verification: 'error' };
        if (user.email_verified_at !== null) return { verification: 'already_verified' };
        const now = nowSeconds();
        if (!(await consumeUserToken(tx, tokenHash, 'verify_email', now))) return { verification: 'error' };
        await markEmailVerified(tx, user.id, now);
        // The link went to this address: whoever holds it knows it already.
        return { verification: 'success', ...(user.email ? { email: user.email } : {}) };
      });
    },

    /** Always the same answer, so it never tells whether an address has an account. */
    async resendConfirmation(email: string): Promise<void> {
      if (!isEmail(email)) throw new ApiError('VALIDATION_FAILED', messages.email, { email: [messages.email] });
      const user = await findUserByEmail(db, email.trim());
      if (!user || user.email_verified_at !== null) return;
      await transact(context, async (tx) => {
        await voidUserTokens(tx, user.id, 'verify_email', nowSeconds());
        await auth.queueVerification(tx, user);
      });
    },

    async requestPasswordReset(email: string): Promise<void> {
      if (!isEmail(email)) throw new ApiError('VALIDATION_FAILED', messages.email, { email: [messages.email] });
      const user = await findUserByEmail(db, email.trim());
      if (!user?.email) return;
      const token = randomToken();
      const now = nowSeconds();
      await transact(context, async (tx) => {
        await voidUserTokens(tx, user.id, 'reset_password', now);
        await insertUserToken(tx, { tokenHash: sha256(token), userId: user.id, purpose: 'reset_password', now, expiresAt: now + RESET_TOKEN_MINUTES * 60 });
        await queueEmail(tx, {
          to: user.email as string,
          template: 'reset-password',
          langId: user.lang_id,
          params: { link: link(config, '/reset-password', token), minutes: RESET_TOKEN_MINUTES },
        });
      });
    },

    /** Sets the new password once per link and ends every session of the account. */
    async confirmPasswordReset(token: string, password: string, passConfirm: string | undefined): Promise<void> {
      const check = new RuleCheck();
      if (!isStrongPassword(password)) check.fail('password', messages.password);
      if (passConfirm !== undefined && password !== passConfirm) check.fail('passConfirm', messages.passConfirm);
      if (check.failed) throw new ApiError('VALIDATION_FAILED', check.first as string, check.errors);
      const tokenHash = sha256(token);
      const passwordHash = await hashPassword(password);
      await transact(context, async (tx) => {
        const row = token.length <= 512 ? await findUserToken(tx, tokenHash, 'reset_password') : undefined;
        const now = nowSeconds();
        if (!row || !(await consumeUserToken(tx, tokenHash, 'reset_password', now))) {
          throw new ApiError('INVALID_TOKEN', RESET_INVALID_MESSAGE);
        }
        await updateUser(tx, row.user_id, { password_hash: passwordHash });
        // The link reached the mailbox, which proves the address as well as a confirmation link would.
        await markEmailVerified(tx, row.user_id, now);
        await sessions.endAll(tx, row.user_id);
        await deleteChallengesOfUser(tx, row.user_id);
      });
    },

    /** Checks the password; the new address must be confirmed (when required) and every session ends. */
    async changeEmail(user: UserRow, rawEmail: string, password: string): Promise<void> {
      const email = rawEmail.trim();
      const check = new RuleCheck();
      if (email === '') check.fail('email', messages.newEmailRequired);
      else if (!isEmail(email)) check.fail('email', messages.email);
      if (password.trim() === '') check.fail('password', messages.passwordRequired);
      if (check.failed) throw new ApiError('VALIDATION_FAILED', check.first as string, check.errors);
      if (user.password_hash === null) throw new ApiError('NO_PASSWORD', NO_PASSWORD_MESSAGE, { password: [NO_PASSWORD_MESSAGE] });
      if (!(await verifyPassword(password, user.password_hash))) {
        throw new ApiError('WRONG_PASSWORD', messages.wrongPassword, { password: [messages.wrongPassword] });
      }
      await transact(context, async (tx) => {
        const owner = await findUserByEmail(tx, email);
        if (owner && owner.id !== user.id) throw new ApiError('EMAIL_TAKEN', messages.emailTaken, { email: [messages.emailTaken] });
        const changed = (user.email ?? '').toLowerCase() !== email.toLowerCase();
        const verifiedAt = changed && config.requireEmailVerification ? null : (user.email_verified_at ?? nowSeconds());
        await updateUser(tx, user.id, { email, email_verified_at: verifiedAt });
        await voidUserTokens(tx, user.id, 'verify_email', nowSeconds());
        await voidUserTokens(tx, user.id, 'reset_password', nowSeconds());
        if (verifiedAt === null) await auth.queueVerification(tx, { id: user.id, email, lang_id: user.lang_id });
        await sessions.endAll(tx, user.id);
      });
    },
  };
}

export type AccountEmailService = ReturnType<typeof createAccountEmailService>;
