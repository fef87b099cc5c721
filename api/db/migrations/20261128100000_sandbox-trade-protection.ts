import type { Kysely } from 'kysely';

// Frozen. Whether a sandbox trade holds an item Steam's trade protection covers (CS2's): only such a
// trade can be reversed, as on Steam (issue 41: the sandbox reversed Dota 2 trades too). Offers sent
// before this column keep the old answer (1: reversible).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_trade_offers').addColumn('protected', 'integer', (col) => col.notNull().defaultTo(1)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_trade_offers').dropColumn('protected').execute();
}
