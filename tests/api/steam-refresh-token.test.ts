// Issue 44, sessions that last: a bot's refresh token (~200 days) is renewed well before it ends, as
// steam-session's renewRefreshToken asks Steam (GenerateAccessTokenForApp, renewal_type Allow), and
// the new token is saved in the bots file; shop_bot_refresh_token_days_left says how long each has. A
// token Steam no longer takes (ended, refused) pauses the bot through the shop's own pause: its stock
// leaves the shop (nothing lost), ops bots:list shows why, and the operators are e-mailed. On the local
// Steam server, both databases.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncBotStock } from '../../api/catalogue/stock-sync';
import { writeTransaction } from '../../api/db/transaction';
import { insertJob } from '../../api/jobs/jobs.repository';
import { BOT_SESSIONS_JOB } from '../../api/trade/bot-sessions.job';
import { findBotState, pausedItemCount, STEAM_PAUSE_ACTOR } from '../../api/trade/bot-states.repository';
import { actorLabel } from '../../contract/audit-actors';
import { loadSteamBots, saveRefreshToken } from '../../api/trade/steam/steam-bots-file';
import { TradeBotUnavailable, type TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot } from '../support/fake-steam/fake-steam-world';
import { MailCatcher } from '../support/mail-catcher';
import { SHOP_BOT_NAME, steamBotOn, steamShopOptions } from './support/steam-bot';
import { startTestApiWithMail, stopTestApi, type TestApi } from './api-harness';
import { invitedStaff } from './support/admin-staff';
import { runOps } from './support/ops-cli';

const DAY = 86400;
const fake = new FakeSteamServer();
const mail = new MailCatcher();
let api: TestApi;
let account: FakeBot;
let bot: TradeBot;
const saved: string[] = [];

beforeAll(async () => {
  await fake.start();
  ({ account, bot } = steamBotOn(fake, { saveRefreshToken: (token) => void saved.push(token) }));
  api = await startTestApiWithMail(mail, steamShopOptions(bot));
  const titles = (await api.db.selectFrom('items').select('title').where('category', '=', 'cs2').orderBy('id').limit(2).execute()).map((row) => row.title);
  account.items.push({ appId: 730, assetId: '9301', classId: 'c9301', marketName: titles[0]! }, { appId: 730, assetId: '9302', classId: 'c9302', marketName: titles[1]! });
  await syncBotStock(api.db, bot);
});
afterAll(async () => {
  await stopTestApi(api, mail);
  await fake.stop();
});

const daysLeftOf = (adapter: TradeBot) => (adapter.refreshTokenEndsAt!()! - Date.now() / 1000) / DAY;
const metricDaysLeft = async () => {
  const text = (await api.get('/metrics')).body as string;
  const line = text.split('\n').find((l) => l.startsWith(`shop_bot_refresh_token_days_left{bot="${SHOP_BOT_NAME}"}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};

describe("a bot's refresh token", () => {
  it('is not renewed while it has more than 30 days left', async () => {
    const { bot: other } = steamBotOn(fake, { steamId: '76561198000000077', name: 'Other bot' });
    const renewals = fake.world.renewalRequests;
    await other.keepSession!();
    expect(fake.world.renewalRequests).toBe(renewals);
    expect(daysLeftOf(other)).toBeGreaterThan(199);
    await other.close();
  });

  it('is renewed when fewer than 30 days are left: the new one saved, the old one refused by Steam, the days left in /metrics', async () => {
    const { account: near, bot: nearBot } = steamBotOn(fake, { steamId: '76561198000000078', name: 'Near bot', saveRefreshToken: (token) => void saved.push(token) });
    // The adapter took the token at creation; Steam's copy (and the adapter's) now ends in 10 days.
    fake.world.setRefreshTokenDaysLeft(near, 10);
    const { bot: tenDays } = steamBotOn(fake, { steamId: near.steamId, name: 'Near bot', refreshToken: near.refreshToken, saveRefreshToken: (token) => void saved.push(token) });
    await nearBot.close();
    const old = near.refreshToken;
    expect(daysLeftOf(tenDays)).toBeLessThan(11);
    const renewals = fake.world.renewalRequests;
    const before = saved.length;
    expect(await tenDays.inventory()).toEqual([]);
    expect(fake.world.renewalRequests).toBe(renewals + 1);
    expect(saved.slice(before)).toEqual([near.refreshToken]);
    expect(near.refreshToken).not.toBe(old);
    expect(daysLeftOf(tenDays)).toBeGreaterThan(199);
    // Steam no longer takes the old token: a bot still holding it is refused.
    const { bot: stale } = steamBotOn(fake, { steamId: near.steamId, name: 'Stale', refreshToken: old });
    await expect(stale.keepSession!()).rejects.toBeInstanceOf(TradeBotUnavailable);
    await Promise.all([stale.close(), tenDays.close()]);
  });

  it('is kept when Steam issues no new one, and tried again at the next login', async () => {
    const { account: keep, bot: first } = steamBotOn(fake, { steamId: '76561198000000079', name: 'Keep bot' });
    await first.close();
    fake.world.setRefreshTokenDaysLeft(keep, 5);
    fake.world.refreshTokenRenewal = 'keep';
    try {
      const { bot: keeping } = steamBotOn(fake, { steamId: keep.steamId, name: 'Keep bot', refreshToken: keep.refreshToken });
      const renewals = fake.world.renewalRequests;
      expect(await keeping.inventory()).toEqual([]);
      await keeping.keepSession!();
      expect(fake.world.renewalRequests).toBe(renewals + 2);
      expect(daysLeftOf(keeping)).toBeLessThan(6);
      await keeping.close();
    } finally {
      fake.world.refreshTokenRenewal = 'issue';
    }
  });

  it('renewed, is written into the bots file in place of the old one, every other field and the permissions kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bots-file-'));
    const path = join(dir, 'bots.json');
    const entry = { name: 'Shop bot 1', accountName: 'shopbot1', steamId: account.steamId, identitySecret: account.identitySecret, refreshToken: account.refreshToken };
    const other = { name: 'Shop bot 2', accountName: 'shopbot2', steamId: '76561198000000002', identitySecret: account.identitySecret, cookies: [`steamLoginSecure=${encodeURIComponent('76561198000000002||x')}`] };
    writeFileSync(path, JSON.stringify({ bots: [entry, other] }), { mode: 0o600 });
    fake.world.renewRefreshToken(account);
    return saveRefreshToken(path, 'Shop bot 1', account.refreshToken).then(() => {
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ bots: [{ ...entry, refreshToken: account.refreshToken }, other] });
      expect(loadSteamBots(path)[0]!.refreshToken).toBe(account.refreshToken);
    });
  });

  it('reads its days left in /metrics for each bot that signs in with one', async () => {
    const days = await metricDaysLeft();
    expect(days).toBeGreaterThan(199);
    expect(days).toBeLessThanOrEqual(200);
  });
});

describe('a refresh token Steam no longer takes', () => {
  it('pauses the bot with its reason at the session check: stock off sale and kept, bots:list says why, operators e-mailed', async () => {
    const operator = await invitedStaff(api, 'owner');
    const onSale = await api.db.selectFrom('items').select('id').where('bot_name', '=', SHOP_BOT_NAME).where('status', '=', 'available').execute();
    expect(onSale.length).toBe(2);
    // Steam revokes the token the shop's bot holds (a password change, a token ended in between).
    (fake.world.bots.get(account.steamId) as FakeBot).refreshTokenRevoked = true;
    fake.world.endSession(account);
    await writeTransaction(api.db, (tx) => insertJob(tx, BOT_SESSIONS_JOB, {}, Date.now()));

    await expect.poll(async () => (await findBotState(api.db, SHOP_BOT_NAME))?.paused_at ?? null, { timeout: 15_000, interval: 100 }).not.toBeNull();
    const state = (await findBotState(api.db, SHOP_BOT_NAME))!;
    expect([state.paused_by, actorLabel(state.paused_by!)]).toEqual([STEAM_PAUSE_ACTOR, 'Steam']);
    // The pause is an audit row of Steam's system actor, written with it.
    const rows = await api.db.selectFrom('audit_log').selectAll().where('entity', '=', 'bot').where('entity_id', '=', SHOP_BOT_NAME).execute();
    expect(rows.map((row) => [row.actor, row.action, row.reason, Number(row.at)])).toEqual([['system:steam', 'bot.pause', state.paused_reason, Number(state.paused_at)]]);
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ status: 'paused', on_sale: 0, unlisted: 2 });
    expect(state.paused_reason).toMatch(/Steam refused its refresh token .*AccessDenied.*log the bot in again/);
    // Its stock leaves the shop and is held for the resume (nothing lost).
    expect(await api.db.selectFrom('items').select('id').where('bot_name', '=', SHOP_BOT_NAME).where('status', '=', 'available').execute()).toEqual([]);
    expect(await pausedItemCount(api.db, SHOP_BOT_NAME)).toBe(2);

    const listed = await runOps(api, ['bots:list', '--json']);
    expect(listed.code).toBe(0);
    const paused = (JSON.parse(listed.stdout) as { paused: { bot: string; reason: string; paused_by: string }[] }).paused;
    expect(paused.find((p) => p.bot === SHOP_BOT_NAME)).toMatchObject({ paused_by: 'system:steam', reason: state.paused_reason });

    const message = await mail.waitFor(operator.email, (m) => m.subject.includes('paused'));
    expect(message.subject).toBe(`Bot ${SHOP_BOT_NAME} paused: Steam will not let it trade`);
    expect(message.body).toContain('Steam refused its refresh token');
    // The next check leaves a paused bot alone: no second e-mail.
    await writeTransaction(api.db, (tx) => insertJob(tx, BOT_SESSIONS_JOB, {}, Date.now()));
    await expect.poll(async () => (await api.db.selectFrom('jobs').select('status').where('kind', '=', BOT_SESSIONS_JOB).where('status', '=', 'done').execute()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(mail.messages.filter((m) => m.subject.includes('paused') && m.to.includes(operator.email)).length).toBe(1);
  });

  it('one that has ended is refused before asking Steam', async () => {
    const { account: ended } = steamBotOn(fake, { steamId: '76561198000000080', name: 'Ended bot' });
    fake.world.setRefreshTokenDaysLeft(ended, -1);
    const { bot: endedBot } = steamBotOn(fake, { steamId: ended.steamId, name: 'Ended bot', refreshToken: ended.refreshToken });
    const calls = fake.world.requests.length;
    await expect(endedBot.keepSession!()).rejects.toThrow(/its refresh token ended on \d{4}-\d{2}-\d{2} without being renewed/);
    expect(fake.world.requests.length).toBe(calls);
    await endedBot.close();
  });
});
