import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, shopMigrator } from '../../api/db/migrate';
import { migrationProvider } from '../../api/db/migration-provider';
import { createTestDatabase, type TestDatabase } from './api-harness';

// Its own file: one test database per file (PostgreSQL's migration lock table is looked up by name).
let database: TestDatabase | undefined;
afterAll(async () => database?.destroy());

const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';

describe('migration 20261125100000_steam-login-link', () => {
  it('moves typed Steam IDs out of the login link and keeps those only Steam sign-in could have written', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const all = Object.keys(await migrationProvider.getMigrations());
    const { error } = await (await shopMigrator(db)).migrateTo(all[all.indexOf('20261125100000_steam-login-link') - 1]);
    expect(error).toBeUndefined();

    const rows: [number, string | null, string | null, string, string | null][] = [
      // id, email, password_hash, steam_id, steam_profile_url
      [1, 'typer@example.com', HASH, '76561198000002001', null],
      [2, null, null, '76561198000002002', 'https://steamcommunity.com/profiles/76561198000002002/'],
      [3, 'added@example.com', null, '76561198000002003', 'https://steamcommunity.com/id/custom-name/'],
      [4, null, null, '76561198000002004', null],
      [5, null, null, '76561198000002005', 'https://steamcommunity.com/profiles/76561198000002999/'],
      [6, 'linked@example.com', HASH, '76561198000002006', 'https://steamcommunity.com/profiles/76561198000002006/'],
      [7, 'swapped@example.com', HASH, '76561198000002007', 'https://steamcommunity.com/profiles/76561198000002998/'],
    ];
    for (const [id, email, hash, steamId, profileUrl] of rows) {
      await sql`insert into users (id, email, created_at, password_hash, steam_id, steam_profile_url) values (${id}, ${email}, 1, ${hash}, ${steamId}, ${profileUrl})`.execute(db);
    }
    await migrateToLatest(db);

    const after = await db.selectFrom('users').select(['id', 'steam_id', 'steam_login_id']).orderBy('id').execute();
    expect(after).toEqual([
      { id: 1, steam_id: '76561198000002001', steam_login_id: null }, // a password account: typed
      { id: 2, steam_id: null, steam_login_id: '76561198000002002' }, // Steam-only, its profile URL agrees
      { id: 3, steam_id: null, steam_login_id: '76561198000002003' }, // Steam-made, e-mail added later
      { id: 4, steam_id: null, steam_login_id: '76561198000002004' }, // Steam-only, no Web API data
      { id: 5, steam_id: '76561198000002005', steam_login_id: null }, // Steam-made, typed over its own ID
      { id: 6, steam_id: null, steam_login_id: '76561198000002006' }, // a password account Steam sign-in linked: its profile URL agrees
      { id: 7, steam_id: '76561198000002007', steam_login_id: null }, // a password account that typed over its linked ID
    ]);
    await expect(sql`insert into users (id, email, created_at, steam_login_id) values (8, null, 1, '76561198000002002')`.execute(db)).rejects.toThrow(/steam_login_id/);
  });
});
