import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import type { Mailer } from './mailer';
import { findLanguageCode } from '../reference-data/languages.repository';
import { recordSent, wasSent } from './sent-emails.repository';
import { renderMail, type MailParams, type MailTemplate } from './templates';

export const EMAIL_JOB = 'email';

/** An e-mail about an order (its receipt, its delivery): params.orderId names the order. A deposit receipt's orderId is the top-up's. */
const aboutAnOrder = (template: MailTemplate) => template === 'order-receipt' || template.startsWith('delivery-');

interface EmailJobPayload {
  /** Random, chosen when the e-mail is queued: the local part of its Message-ID on every attempt. */
  messageKey?: string;
  to: string;
  template: MailTemplate;
  langId: number;
  params: MailParams;
}

/** Queues an e-mail in the caller's transaction; the job worker sends it after commit, with retries. */
export function queueEmail(tx: Tx, payload: Omit<EmailJobPayload, 'messageKey'>): Promise<number> {
  return insertJob(tx, EMAIL_JOB, { messageKey: `email-${randomBytes(16).toString('base64url')}`, ...payload }, Date.now());
}

/**
 * Sends a queued e-mail once. Its Message-ID is chosen when it is queued, so a retry after a crash
 * between the mail server's "accepted" and our record of it carries the same ID (a reader's mail client
 * can then tell the copy for what it is); once recorded as sent, a job that runs again sends nothing.
 */
export function emailJobHandler(db: Kysely<Database>, mailer: Mailer, publicUrl: string): JobHandler {
  const domain = new URL(publicUrl).hostname;
  return async (raw, job) => {
    const { messageKey = `email-job-${job.id}`, to, template, langId, params } = raw as EmailJobPayload;
    const messageId = `<${messageKey}@${domain}>`;
    if (await wasSent(db, messageId)) return;
    const mail = renderMail(template, (await findLanguageCode(db, langId)) ?? 'en', params);
    await mailer.send({ to, ...mail, messageId, devHint: params.link ?? (params.code ? `code ${params.code}` : '') });
    await recordSent(db, messageId, Date.now(), { template, orderId: aboutAnOrder(template) ? (params.orderId ?? null) : null });
  };
}
