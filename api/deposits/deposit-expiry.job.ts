import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { setDepositStatus } from './deposits.repository';
import { DEPOSIT_EXPIRED, DEPOSIT_PROCESSING } from './deposits.table';
import { writeTransaction, type Tx } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import { nowSeconds } from '../lib/secrets';

export const DEPOSIT_EXPIRY_JOB = 'deposit-expiry';

/** Queues, with the deposit, the job that expires it if it is still processing after `minutes`. */
export function queueDepositExpiry(tx: Tx, depositId: number, minutes: number): Promise<number> {
  return insertJob(tx, DEPOSIT_EXPIRY_JOB, { depositId }, Date.now() + minutes * 60_000);
}

/** A deposit still processing becomes expired (7); a paid, failed or expired one stays as it is. */
export function depositExpiryJobHandler(db: Kysely<Database>): JobHandler {
  return async (raw) => {
    const { depositId } = raw as { depositId: number };
    await writeTransaction(db, (tx) => setDepositStatus(tx, depositId, [DEPOSIT_PROCESSING], DEPOSIT_EXPIRED, nowSeconds()));
  };
}
