import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { writeTransaction, type Tx } from '../db/transaction';
import type { CurrenciesService } from '../reference-data/currencies.service';
import type { SessionsService } from './sessions.service';

/** What the account services share: the database, config, sessions and the job queue's nudge. */
export interface AccountContext {
  db: Kysely<Database>;
  config: ApiConfig;
  sessions: SessionsService;
  currencies: CurrenciesService;
  /** Wakes the job worker after a commit that queued a job (e-mail). */
  nudgeJobs: () => void;
}

/** A write transaction whose queued jobs are picked up right after commit. */
export async function transact<T>(context: AccountContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await writeTransaction(context.db, work);
  context.nudgeJobs();
  return result;
}

export { TWO_FACTOR_CONFIG } from '../../contract/rules/two-factor';
export const MAX_CODE_ATTEMPTS = 5;
export const VERIFY_TOKEN_HOURS = 24;
export const RESET_TOKEN_MINUTES = 60;
/** How long after login a challenge may still get a new code by resend. */
export const CHALLENGE_RESEND_MINUTES = 30;

export const link = (config: ApiConfig, path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
