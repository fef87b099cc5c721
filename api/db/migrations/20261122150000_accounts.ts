import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Accounts: profile, password, verification and 2FA columns on users (e-mail becomes
// optional for Steam-only accounts and unique case-insensitively), the balance ledger, one-time
// tokens, two-factor challenges and the jobs queue.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', postgres ? 'bigint' : 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey());

  if (postgres) {
    await sql`alter table users alter column email drop not null`.execute(db);
  } else {
    // SQLite cannot drop NOT NULL: rebuild the table (no sessions exist before accounts do).
    await sql`create table users_new (id integer primary key, email text, created_at bigint not null)`.execute(db);
    await sql`insert into users_new (id, email, created_at) select id, email, created_at from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_new rename to users`.execute(db);
  }
  const columns: [string, 'text' | 'integer' | 'bigint', string?][] = [
    ['name', 'text'],
    ['surname', 'text'],
    ['phone', 'text'],
    ['phone_country_code', 'text'],
    ['country_id', 'integer'],
    ['city', 'text'],
    ['address', 'text'],
    ['zip', 'text'],
    ['steam_id', 'text'],
    ['steam_profile_url', 'text'],
    ['community_visibility_state', 'integer'],
    ['steam_trade_link', 'text'],
    ['avatar_medium', 'text'],
    ['password_hash', 'text'],
    ['email_verified_at', 'bigint'],
    ['two_factor_enabled', 'integer', '0'],
    ['balance', 'bigint', '0'],
    ['lang_id', 'integer', '10'],
  ];
  for (const [name, type, defaultValue] of columns) {
    await db.schema
      .alterTable('users')
      .addColumn(name, type, (col) => (defaultValue === undefined ? col : col.notNull().defaultTo(sql.raw(defaultValue))))
      .execute();
  }
  await db.schema.createIndex('users_email_lower_idx').unique().on('users').expression(sql`lower(email)`).execute();
  await db.schema.createIndex('users_steam_id_idx').unique().on('users').column('steam_id').execute();

  await id('balance_ledger')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('balance_ledger_user_id_idx').on('balance_ledger').column('user_id').execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('user_tokens_user_id_idx').on('user_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('two_factor_challenges_user_id_idx').on('two_factor_challenges').column('user_id').execute();

  await id('jobs')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (col) => col.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['jobs', 'two_factor_challenges', 'user_tokens', 'balance_ledger']) await db.schema.dropTable(table).execute();
}
