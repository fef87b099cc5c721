import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. A failed payout may be requested again (issue 23: the seller has already traded the skin
// away), so an offer keeps every attempt: payouts.offer_id is no longer unique; instead at most one
// payout per offer is not failed (a partial unique index), so an offer is still paid at most once.
// SQLite cannot drop a column's UNIQUE, so there the table is rebuilt with the same rows, in a
// transaction of its own (Kysely runs SQLite's migrations outside one; PostgreSQL's inside one).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table payouts drop constraint payouts_offer_id_key`.execute(db);
    await indexAttempts(db);
  } else {
    await db.transaction().execute(async (tx) => {
      await rebuildWithoutUnique(tx);
      await indexAttempts(tx);
    });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function indexAttempts(db: Kysely<any>): Promise<void> {
  await sql`create unique index payouts_one_open_per_offer on payouts (offer_id) where status <> 'failed'`.execute(db);
  await db.schema.createIndex('payouts_offer_idx').on('payouts').columns(['offer_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildWithoutUnique(db: Kysely<any>): Promise<void> {
  await sql`
    create table payouts_next (
      id integer primary key,
      offer_id integer not null references offers (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      method text not null check (method in ('iban', 'card')),
      status text not null check (status in ('awaiting_card', 'pending', 'paid', 'failed')),
      amount_minor bigint not null check (amount_minor > 0),
      currency text not null,
      reference text unique,
      first_name text,
      last_name text,
      iban text,
      contact text,
      card_last4 text,
      message text,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  const columns = sql.raw('id, offer_id, user_id, method, status, amount_minor, currency, reference, first_name, last_name, iban, contact, card_last4, message, created_at, updated_at');
  await sql`insert into payouts_next (${columns}) select ${columns} from payouts`.execute(db);
  await sql`drop table payouts`.execute(db);
  await sql`alter table payouts_next rename to payouts`.execute(db);
  await db.schema.createIndex('payouts_status_created_idx').on('payouts').columns(['status', 'created_at']).execute();
}

/** Fails (and changes nothing) once an offer has more than one payout: which attempt to keep is not ours to pick. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const repeated = await sql<{ offer_id: number }>`select offer_id from payouts group by offer_id having count(*) > 1 limit 1`.execute(db);
  if (repeated.rows.length > 0) throw new Error(`offer ${repeated.rows[0].offer_id} has more than one payout: keep one per offer before migrating down`);
  await db.schema.dropIndex('payouts_offer_idx').execute();
  await db.schema.dropIndex('payouts_one_open_per_offer').execute();
  if (dialectOf(db) === 'postgres') await sql`alter table payouts add constraint payouts_offer_id_key unique (offer_id)`.execute(db);
  else await sql`create unique index payouts_offer_id_key on payouts (offer_id)`.execute(db);
}
