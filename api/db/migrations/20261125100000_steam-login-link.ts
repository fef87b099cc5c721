import { sql, type Kysely } from 'kysely';

// Steam IDs are proven, not typed. users.steam_id used to be both the Steam ID the user typed in the
// profile and the link 'Login with Steam' signs in through, so typing someone else's SteamID64 took
// over their next Steam sign-in. From here on users.steam_login_id is the login link, written only by a
// completed Steam sign-in (unique); users.steam_id is what the user typed, a delivery address that
// never signs anyone in (still unique, as before).
//
// Which existing IDs are trusted as verified: those of accounts without a password. Registration
// always sets a password and nothing removes one, so a password-less account was created by Steam
// sign-in with that SteamID (an e-mail it may have added later in the profile changes nothing). Such
// an account could still have typed another ID over its own: when its Steam profile URL, written by
// Steam sign-in, names a different SteamID64 (/profiles/<id>/), its ID is not trusted either. A
// password account's ID is trusted when its Steam profile URL names that very ID: only Steam sign-in
// (with the Web API) ever wrote that URL, so that account linked Steam for real. Every other ID stays
// in steam_id as typed; its owner links again by signing in with Steam once while signed in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('steam_login_id', 'text').execute();
  await sql`
    update users set steam_login_id = steam_id, steam_id = null
    where steam_id is not null
      and (steam_profile_url like ('%/profiles/' || steam_id || '/%')
           or (password_hash is null and (steam_profile_url is null or steam_profile_url not like '%/profiles/%')))
  `.execute(db);
  await db.schema.createIndex('users_steam_login_id_idx').unique().on('users').column('steam_login_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_steam_login_id_idx').execute();
  await sql`update users set steam_id = steam_login_id where steam_login_id is not null`.execute(db);
  await db.schema.alterTable('users').dropColumn('steam_login_id').execute();
}
