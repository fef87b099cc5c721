import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import type { Mailer } from './mailer';
import { recordSent, wasSent } from './sent-emails.repository';
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

/**
 * Sends a queued e-mail once. Its Message-ID comes from the job, so a retry after a crash between the
 * mail server's "accepted" and our record of it carries the same ID (mail servers and clients drop the
 * copy); once recorded as sent, a job that runs again sends nothing.
 */
export function emailJobHandler(db: Kysely<Database>, mailer: Mailer, publicUrl: string): JobHandler {
  const domain = new URL(publicUrl).hostname;
  return async (raw, job) => {
    const messageId = `<email-${job.id}@${domain}>`;
    if (await wasSent(db, messageId)) return;
    const { to, template, langId, params } = raw as EmailJobPayload;
    const language = await db.selectFrom('languages').select('code').where('id', '=', langId).executeTakeFirst();
    const mail = renderMail(template, language?.code ?? 'en', params);
    await mailer.send({ to, ...mail, messageId, devHint: params.link ?? (params.code ? `code ${params.code}` : '') });
    await recordSent(db, messageId, Date.now());
  };
}
