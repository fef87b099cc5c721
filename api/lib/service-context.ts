import type { Kysely } from 'kysely';
import type { SessionsService } from '../accounts/sessions.service';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { writeTransaction, type Tx } from '../db/transaction';
import type { CurrenciesService } from '../reference-data/currencies.service';

/** What the customer-facing services share: the database, config, sessions, currencies and the job queue's nudge. */
export interface ServiceContext {
  db: Kysely<Database>;
  config: ApiConfig;
  sessions: SessionsService;
  currencies: CurrenciesService;
  /** Wakes the job worker after a commit that queued a job (e-mail, a trade offer). */
  nudgeJobs: () => void;
}

/** A write transaction whose queued jobs are picked up right after commit. */
export async function transact<T>(context: ServiceContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await writeTransaction(context.db, work);
  context.nudgeJobs();
  return result;
}
