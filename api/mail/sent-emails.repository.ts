import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export async function wasSent(db: Kysely<Database>, messageId: string): Promise<boolean> {
  return (await db.selectFrom('sent_emails').select('message_id').where('message_id', '=', messageId).executeTakeFirst()) !== undefined;
}

export async function recordSent(db: Kysely<Database>, messageId: string, now: number, about: { template: string; orderId: number | null }): Promise<void> {
  await db
    .insertInto('sent_emails')
    .values({ message_id: messageId, sent_at: now, template: about.template, order_id: about.orderId })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .execute();
}

/** The e-mails sent about an order, oldest first: when (unix ms) and which. */
export async function emailsOfOrder(db: Kysely<Database>, orderId: number): Promise<{ sent_at: number; template: string }[]> {
  const rows = await db.selectFrom('sent_emails').select(['sent_at', 'template']).where('order_id', '=', orderId).orderBy('sent_at').execute();
  return rows.map((row) => ({ sent_at: Number(row.sent_at), template: row.template ?? 'e-mail' }));
}
