import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One .eml the API wrote to `${DATA_DIR}/outbox` (no SMTP_URL), with its quoted-printable undone. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The API's outbox folder as a mailbox: every message to one address, oldest first. */
export class Outbox {
  constructor(private readonly dataDir: string) {}

  async to(address: string): Promise<OutboxMail[]> {
    const folder = join(this.dataDir, 'outbox');
    const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const mails: OutboxMail[] = [];
    for (const file of files) {
      const raw = (await readFile(join(folder, file))).toString('latin1');
      const to = /^To: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
      if (to.toLowerCase() !== address.toLowerCase()) continue;
      mails.push({ file, to, subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '', body: decodeQuotedPrintable(raw) });
    }
    return mails;
  }

  /** The first message to `address` after the first `skip` ones, waiting for the API's job worker. */
  async waitFor(address: string, skip = 0, timeoutMs = 10_000): Promise<OutboxMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await this.to(address))[skip];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail #${skip + 1} to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The token of the first `${path}?token=…` link in a mail. */
export function tokenIn(mail: OutboxMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

/** The six-digit login code of a two-factor mail. */
export function codeIn(mail: OutboxMail): string {
  const match = /code is (\d{6})/.exec(mail.body);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}
