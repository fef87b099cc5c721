export interface SentEmailsTable {
  /** The Message-ID header, e.g. `<email-42@shop.example.com>`: one per e-mail job. */
  message_id: string;
  /** Unix milliseconds. */
  sent_at: number;
  /** Which e-mail it was (null for those sent before this was kept). */
  template: string | null;
  /** The order an order's e-mail (receipt, delivery) was about: the console's timeline lists it. */
  order_id: number | null;
}
