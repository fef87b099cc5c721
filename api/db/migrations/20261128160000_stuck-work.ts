import type { Kysely } from 'kysely';

// Frozen. Issue 44, nothing stuck: what the sweeper requeued (a delivery's trade offer or a sell trade
// left waiting on Steam with no live job), how often, and when it gave up and asked for a person.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stuck_work')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('requeues', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('needs_person_since', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('stuck_work_pk', ['kind', 'entity_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stuck_work').execute();
}
