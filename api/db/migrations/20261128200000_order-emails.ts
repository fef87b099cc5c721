import type { Kysely } from 'kysely';

// Frozen. Issue 43: an order's timeline in the console lists the e-mails sent about it. A sent e-mail
// keeps which template it was and, for an order's e-mails, the order (the job's payload, which holds
// the address and the words, is cleared once done).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sent_emails').addColumn('template', 'text').execute();
  await db.schema.alterTable('sent_emails').addColumn('order_id', 'bigint').execute();
  await db.schema.createIndex('sent_emails_order').on('sent_emails').column('order_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sent_emails_order').execute();
  await db.schema.alterTable('sent_emails').dropColumn('order_id').execute();
  await db.schema.alterTable('sent_emails').dropColumn('template').execute();
}
