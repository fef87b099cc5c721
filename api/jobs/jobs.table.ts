import type { Generated } from 'kysely';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON; cleared once the job is done, so e-mailed links and codes do not linger. */
  payload: string;
  status: JobStatus;
  attempts: number;
  /** Unix milliseconds: not before. */
  run_at: number;
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}
