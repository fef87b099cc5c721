export interface SentEmailsTable {
  /** The Message-ID header, e.g. `<email-42@shop.example.com>`: one per e-mail job. */
  message_id: string;
  /** Unix milliseconds. */
  sent_at: number;
}
