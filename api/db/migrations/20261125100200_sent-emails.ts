import type { Kysely } from 'kysely';

// Frozen. The e-mails a job has handed to the mail server, by their Message-ID: a job that runs
// again after a crash (its lease ran out before it was marked done) does not send its e-mail twice.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sent_emails')
    .addColumn('message_id', 'text', (col) => col.primaryKey())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sent_emails').execute();
}
