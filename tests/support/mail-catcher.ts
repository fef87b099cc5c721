import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  subject: string;
  /** Text of the message with quoted-printable soft breaks and escapes undone. */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

// RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}

/** A real SMTP server on loopback (the `smtp-server` package) that keeps every message it receives. */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: (() => void)[] = [];
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = chunks.map((c) => c.toString('latin1')).join('');
          const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? '');
          this.messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, body: decodeQuotedPrintable(raw) });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first message to `to` (after `skip` earlier ones) matching `test`, waiting up to `timeoutMs`. */
  async waitFor(to: string, test: (mail: CaughtMail) => boolean = () => true, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => mail.to.includes(to.toLowerCase()) || mail.to.includes(to));
      const match = this.messages.find((mail) => (mail.to.includes(to.toLowerCase()) || mail.to.includes(to)) && test(mail));
      if (match) return match;
      if (Date.now() > deadline) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms (${found ? 'others arrived' : 'none arrived'})`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Messages to `to`, oldest first. */
  to(address: string): CaughtMail[] {
    return this.messages.filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address));
  }
}

export const linkIn = (mail: CaughtMail, path: string): string => {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_%-]+`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return match[0];
};

export const tokenIn = (mail: CaughtMail, path: string): string => decodeURIComponent(new URL(linkIn(mail, path)).searchParams.get('token') ?? '');

export const codeIn = (mail: CaughtMail): string => {
  const match = /code is (\d{6})/.exec(mail.body) ?? /code: (\d{6})/.exec(mail.subject);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
};
