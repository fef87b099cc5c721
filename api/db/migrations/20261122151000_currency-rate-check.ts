import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. A currency's rate (`value`, units per 1 EUR) must lie in [0.000001, 1000000]: rates are taken
// to six decimals, so a smaller one converts every price to 0 (and used to hang the price-range
// conversion); the upper bound also keeps NaN and Infinity out on PostgreSQL. The bounds repeat
// MIN_RATE and MAX_RATE of api/lib/money.ts as they were when this was written.
// PostgreSQL adds the constraint in place; SQLite cannot add one to an existing table, so the table is
// rebuilt in one transaction (nothing references currencies by foreign key).
const RATE_CHECK = sql`value >= 0.000001 and value <= 1000000`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('currencies').addCheckConstraint('currencies_value_check', RATE_CHECK).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('currencies_checked')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('symbol', 'text', (col) => col.notNull())
      .addColumn('value', 'double precision', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint('currencies_value_check', RATE_CHECK)
      .execute();
    await sql`insert into currencies_checked (code, symbol, value, position) select code, symbol, value, position from currencies`.execute(trx);
    await trx.schema.dropTable('currencies').execute();
    await trx.schema.alterTable('currencies_checked').renameTo('currencies').execute();
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('currencies').dropConstraint('currencies_value_check').execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('currencies_unchecked')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('symbol', 'text', (col) => col.notNull())
      .addColumn('value', 'double precision', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`insert into currencies_unchecked (code, symbol, value, position) select code, symbol, value, position from currencies`.execute(trx);
    await trx.schema.dropTable('currencies').execute();
    await trx.schema.alterTable('currencies_unchecked').renameTo('currencies').execute();
  });
}
