import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Issue 42's change feed on SQLite: each committed change is a row here, read by every
// process on the same file when PRAGMA data_version says the file changed (api/changes/). Rows are
// kept a minute. PostgreSQL carries the same changes by NOTIFY at commit and needs no table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await db.schema
    .createTable('account_changes')
    .addColumn('seq', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'integer', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await db.schema.dropTable('account_changes').execute();
}
