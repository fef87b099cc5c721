import type { Kysely } from 'kysely';

// Frozen. Issue 45: when the customer last accepted the terms (registering, or saving personal
// information), so the personal-information form does not ask again on every save.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'bigint').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
}
