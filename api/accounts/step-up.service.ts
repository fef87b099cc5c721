import { markSessionConfirmed, spendSessionConfirmation } from './sessions.repository';
import type { UserRow } from './users.repository';
import { ApiError } from '../http/api-error';
import { verifyPassword } from '../lib/passwords';
import { nowSeconds } from '../lib/secrets';
import { transact, type ServiceContext } from '../lib/service-context';
import { messages } from './account-rules';

export const STEP_UP_REQUIRED_MESSAGE = 'For your security, please confirm your password to continue.';
export const PASSWORD_CONFIRMED_MESSAGE = 'Password confirmed';
export const NO_PASSWORD_TO_CONFIRM_MESSAGE = 'Your account has no password: sign in with Steam again to confirm it is you.';

/** With STEP_UP_MINUTES=0 a confirmation allows one action, and only if it is used this soon. */
const SINGLE_USE_SECONDS = 300;

export interface SessionProof {
  idHash: string | null;
  /** Unix seconds of the session's last sign-in or password confirmation. */
  confirmedAt: number;
}

export const stepUpRequired = () => new ApiError('STEP_UP_REQUIRED', STEP_UP_REQUIRED_MESSAGE);

/**
 * Step-up ("sudo mode", as GitHub has it): what moves value or control needs a sign-in or a password
 * confirmation within the last STEP_UP_MINUTES; with 0, one confirmation per action.
 */
export function createStepUpService(context: ServiceContext) {
  const { config } = context;

  return {
    async require({ idHash, confirmedAt }: SessionProof): Promise<void> {
      if (!idHash) throw stepUpRequired();
      const now = nowSeconds();
      if (config.stepUpMinutes > 0) {
        if (now - confirmedAt > config.stepUpMinutes * 60) throw stepUpRequired();
        return;
      }
      const spent = await transact(context, (tx) => spendSessionConfirmation(tx, idHash, now - SINGLE_USE_SECONDS));
      if (!spent) throw stepUpRequired();
    },

    /** A correct password confirms the session it came with; a wrong or missing one is a 422 on `password`. */
    async confirmPassword(user: UserRow, idHash: string, password: string): Promise<void> {
      const refuse = (code: 'WRONG_PASSWORD' | 'NO_PASSWORD' | 'VALIDATION_FAILED', message: string) => new ApiError(code, message, { password: [message] });
      if (password.trim() === '') throw refuse('VALIDATION_FAILED', messages.passwordRequired);
      if (user.password_hash === null) throw refuse('NO_PASSWORD', NO_PASSWORD_TO_CONFIRM_MESSAGE);
      if (!(await verifyPassword(password, user.password_hash))) throw refuse('WRONG_PASSWORD', messages.wrongPassword);
      await transact(context, (tx) => markSessionConfirmed(tx, idHash, nowSeconds()));
    },
  };
}

export type StepUpService = ReturnType<typeof createStepUpService>;
