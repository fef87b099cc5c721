import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, stable for one e-mail across retries. */
  messageId: string;
  /** The link or code a developer needs when there is no SMTP server; logged only in outbox mode. */
  devHint: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set. Otherwise each message is written as an .eml file
 * to `${dataDir}/outbox` and one log line carries the link or code, so a developer can sign up
 * locally without a mail server.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl, { from });
    return {
      async send({ to, subject, text, html, messageId }) {
        await transport.sendMail({ to, subject, text, html, messageId });
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, from } as StreamTransport.Options);
  return {
    async send({ to, subject, text, html, messageId, devHint }) {
      const info = await builder.sendMail({ to, subject, text, html, messageId });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(`mail to ${to}: "${subject}" ${devHint} (${file})`);
    },
    close: () => builder.close(),
  };
}
