import type { Kysely } from 'kysely';

// Frozen. Which copy, at which price, a price alert last e-mailed (issue 41: saving an alert again
// re-armed it, and 30 saves sent 30 e-mails about the same copy): the same copy at the same or a
// higher price is never e-mailed twice, whatever the saves in between.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('price_alerts').addColumn('notified_item_id', 'integer').execute();
  await db.schema.alterTable('price_alerts').addColumn('notified_cents', 'bigint').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('price_alerts').dropColumn('notified_cents').execute();
  await db.schema.alterTable('price_alerts').dropColumn('notified_item_id').execute();
}
