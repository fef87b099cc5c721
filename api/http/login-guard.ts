import { ApiError } from './api-error';
import type { FailureCounter } from './failure-counter';
import { rateLimited } from './rate-limited';

export interface LoginGuardRule {
  /** Failed logins from one address, whatever the account, before that address gets 429. */
  perIp: number;
  /** Failed logins for one account from one address before that pair gets 429. */
  perAccount: number;
  windowMs: number;
}

/** Failed logins for one account, from any address, past which even its right password needs an e-mailed code. */
export const DEFAULT_LOGIN_CODE_AFTER = 5;

export interface LoginGuard {
  /**
   * Runs one login: `signIn` checks the password (throwing INVALID_CREDENTIALS when it is wrong) and
   * is told whether the account has failed so often that the right password must be confirmed by a code.
   */
  attempt<T extends { kind: string }>(ip: string, account: string, signIn: (needsCode: boolean) => Promise<T>): Promise<T>;
  /** A completed sign-in (e.g. by the e-mailed code): the account's failures are forgotten. */
  signedIn(account: string): Promise<void>;
}

/**
 * Brute force without lock-out: failures slow the attacker per address and per (account, address),
 * but the account itself is never refused; past `codeAfter` failures from anywhere, its right
 * password answers with the two-factor step instead, so only the mailbox's owner gets in.
 */
export function createLoginGuard(counter: FailureCounter, rule: LoginGuardRule, codeAfter: number): LoginGuard {
  const accountKey = (account: string) => `login-failures:account:${account.trim().toLowerCase()}`;

  return {
    async attempt(ip, account, signIn) {
      const keys = [`login-failures:ip:${ip}`, `login-failures:pair:${account.trim().toLowerCase()}|${ip}`, accountKey(account)];
      // Counted as a failure before the password is checked and taken back when it was right, so
      // that parallel guesses cannot all pass the check before the first failure is counted.
      const [byIp, byPair, byAccount] = await Promise.all(keys.map((key) => counter.add(key, rule.windowMs)));
      const over = byIp.count > rule.perIp ? byIp : byPair.count > rule.perAccount ? byPair : undefined;
      const takeBack = () => Promise.all(keys.map((key) => counter.takeBack(key)));
      if (over) {
        await takeBack();
        throw rateLimited(over.resetInMs);
      }
      try {
        const result = await signIn(byAccount.count - 1 >= codeAfter);
        await takeBack();
        if (result.kind === 'signed-in') await counter.clear(accountKey(account));
        return result;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'INVALID_CREDENTIALS')) await takeBack();
        throw error;
      }
    },
    async signedIn(account) {
      await counter.clear(accountKey(account));
    },
  };
}

/** RATE_LIMITS=off: every login is only its password. */
export const unguardedLogin: LoginGuard = {
  attempt: (_ip, _account, signIn) => signIn(false),
  signedIn: async () => {},
};
