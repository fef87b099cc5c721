import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Issue 43: an item that comes back on sale while its bot is paused (a refunded delivery, a
// failed order) stays off sale with the rest of the bot's stock, and its resume lists it again: every
// path that puts an item back on sale is covered here, not in each of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create function items_hold_for_paused_bot() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from bot_states where name = new.bot_name and paused_at is not null) then
          new.status := 'sold';
          new.gone_at := extract(epoch from now())::bigint;
          insert into bot_paused_items (item_id, bot_name) values (new.id, new.bot_name) on conflict (item_id) do nothing;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger items_hold_for_paused_bot before update of status on items for each row
      when (new.status = 'available' and old.status <> 'available' and new.bot_name is not null)
      execute function items_hold_for_paused_bot()`.execute(db);
    return;
  }
  await sql`create trigger items_hold_for_paused_bot after update of status on items
    when new.status = 'available' and old.status <> 'available' and new.bot_name is not null
      and exists (select 1 from bot_states where name = new.bot_name and paused_at is not null)
    begin
      update items set status = 'sold', gone_at = unixepoch() where id = new.id;
      insert into bot_paused_items (item_id, bot_name) values (new.id, new.bot_name) on conflict (item_id) do nothing;
    end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger items_hold_for_paused_bot on items`.execute(db);
    await sql`drop function items_hold_for_paused_bot()`.execute(db);
  } else await sql`drop trigger items_hold_for_paused_bot`.execute(db);
}
