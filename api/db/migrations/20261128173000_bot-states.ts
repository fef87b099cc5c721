import type { Kysely } from 'kysely';

// Frozen. Issue 43, the console's bots screen: each bot's state as operators set it and as the last
// sync left it. A paused bot sends no trade offer and its stock is off sale; `bot_paused_items` names
// the items its pause took off sale, so resuming puts back exactly those still unsold.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bot_states')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('paused_at', 'bigint')
    .addColumn('paused_reason', 'text')
    .addColumn('paused_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'bigint')
    .addColumn('last_sync_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('bot_paused_items')
    .addColumn('item_id', 'integer', (col) => col.primaryKey())
    .addColumn('bot_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bot_paused_items_bot_idx').on('bot_paused_items').column('bot_name').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bot_paused_items').execute();
  await db.schema.dropTable('bot_states').execute();
}
