import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export async function wasSent(db: Kysely<Database>, messageId: string): Promise<boolean> {
  return (await db.selectFrom('sent_emails').select('message_id').where('message_id', '=', messageId).executeTakeFirst()) !== undefined;
}

export async function recordSent(db: Kysely<Database>, messageId: string, now: number): Promise<void> {
  await db.insertInto('sent_emails').values({ message_id: messageId, sent_at: now }).onConflict((oc) => oc.column('message_id').doNothing()).execute();
}
