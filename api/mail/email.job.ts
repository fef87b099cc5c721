import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import type { Mailer } from './mailer';
import { renderMail, type MailParams, type MailTemplate } from './templates';

export const EMAIL_JOB = 'email';

interface EmailJobPayload {
  to: string;
  template: MailTemplate;
  langId: number;
  params: MailParams;
}

/** Queues an e-mail in the caller's transaction; the job worker sends it after commit, with retries. */
export function queueEmail(tx: Tx, payload: EmailJobPayload): Promise<number> {
  return insertJob(tx, EMAIL_JOB, payload, Date.now());
}

export function emailJobHandler(db: Kysely<Database>, mailer: Mailer): JobHandler {
  return async (raw) => {
    const { to, template, langId, params } = raw as EmailJobPayload;
    const language = await db.selectFrom('languages').select('code').where('id', '=', langId).executeTakeFirst();
    const mail = renderMail(template, language?.code ?? 'en', params);
    await mailer.send({ to, ...mail, devHint: params.link ?? (params.code ? `code ${params.code}` : '') });
  };
}
