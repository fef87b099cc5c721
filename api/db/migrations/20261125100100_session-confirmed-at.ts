import { sql, type Kysely } from 'kysely';

// Frozen. When the session's owner last proved who they are (sign-in or password confirmation), for
// step-up ("sudo mode") before what moves value or control. Existing sessions count from their sign-in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('confirmed_at', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
  await sql`update sessions set confirmed_at = created_at`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('confirmed_at').execute();
}
