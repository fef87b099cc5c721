// Issue 44: when the shop pauses a bot by itself (Steam's EResult 15 caused by the bot's own hold), each
// active staff member whose role may manage bots gets one e-mail naming the bot and Steam's reason;
// a bot paused again while paused sends nothing new. Real SMTP catcher, local Steam server, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliActor } from '../../api/admin/actor';
import { createStaffAuthService } from '../../api/admin/staff-auth.service';
import { revokeStaff } from '../../api/admin/staff.repository';
import { syncBotStock } from '../../api/catalogue/stock-sync';
import { writeTransaction } from '../../api/db/transaction';
import { botsScreenUrl } from '../../api/trade/bot-paused-notice';
import { findBotState, pauseBotForSteam } from '../../api/trade/bot-states.repository';
import type { TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot } from '../support/fake-steam/fake-steam-world';
import { MailCatcher } from '../support/mail-catcher';
import { SHOP_BOT_NAME, steamBotOn, steamShopOptions } from './support/steam-bot';
import { startTestApiWithMail, stopTestApi, type TestApi } from './api-harness';
import { adminConfigOf, invitedStaff } from './support/admin-staff';
import { newShopper, steamAccountIdOf } from './support/shopper';

const BOT_NAME = SHOP_BOT_NAME;
const HOLD = 'You have logged in from a new device. In order to protect the items in your inventory, you will be unable to trade from this device for 7 days.';
const fake = new FakeSteamServer();
const mail = new MailCatcher();
let api: TestApi;
let account: FakeBot;
let bot: TradeBot;

beforeAll(async () => {
  await fake.start();
  ({ account, bot } = steamBotOn(fake));
  api = await startTestApiWithMail(mail, steamShopOptions(bot));
  const title = (await api.db.selectFrom('items').select('title').where('category', '=', 'cs2').orderBy('id').limit(1).executeTakeFirstOrThrow()).title;
  account.items.push({ appId: 730, assetId: '9201', classId: 'c9201', marketName: title });
  await syncBotStock(api.db, bot);
});
afterAll(async () => {
  await stopTestApi(api, mail);
  await fake.stop();
});

const pausedMails = () => mail.messages.filter((message) => message.subject.includes('paused'));
/** bot-paused e-mails queued and not sent yet (a done job's payload is cleared). */
const pausedMailsWaiting = async () => (await api.db.selectFrom('jobs').select('payload').where('kind', '=', 'email').where('status', '!=', 'done').execute()).filter((job) => job.payload.includes('"bot-paused"')).length;
const pausedMailsSent = async () => Number((await api.db.selectFrom('sent_emails').select((eb) => eb.fn.countAll<number>().as('n')).where('template', '=', 'bot-paused').executeTakeFirstOrThrow()).n);
const emailJobsDone = async () => (await api.db.selectFrom('jobs').select('status').where('kind', '=', 'email').execute()).every((job) => job.status === 'done');

describe('a bot the shop pauses by itself', () => {
  it("e-mails each active operator who may manage bots once, naming the bot and Steam's reason", async () => {
    const catalogue = await invitedStaff(api, 'catalogue');
    const owner = await invitedStaff(api, 'owner');
    const support = await invitedStaff(api, 'support');
    const revoked = await invitedStaff(api, 'catalogue');
    await writeTransaction(api.db, (tx) => revokeStaff(tx, revoked.id, Math.floor(Date.now() / 1000)));
    const pending = 'not.yet.staff@example.com';
    await createStaffAuthService(api.db, adminConfigOf(api)).invite(cliActor(), pending, 'admin');

    account.tradeHold = HOLD;
    const shopper = await newShopper(api, { balanceCents: 10_000_000 });
    fake.world.addPartner((76561197960265728n + BigInt(steamAccountIdOf(shopper.id))).toString(), { token: 'abcDEF12' });
    const copy = await api.db.selectFrom('items').select('id').where('bot_name', '=', BOT_NAME).where('asset_id', '=', '9201').executeTakeFirstOrThrow();
    expect((await shopper.client.post('/api/cart/add', { id: copy.id })).status).toBe(200);
    expect((await shopper.client.post('/api/purchase/product', {})).status).toBe(200);

    await expect.poll(async () => (await findBotState(api.db, BOT_NAME))?.paused_at ?? null, { timeout: 15_000, interval: 100 }).not.toBeNull();
    for (const member of [catalogue, owner]) {
      const message = await mail.waitFor(member.email, (m) => m.subject.includes('paused'));
      expect(message.subject).toBe(`Bot ${BOT_NAME} paused: Steam will not let it trade`);
      expect(message.body).toContain(`The shop paused the trade bot ${BOT_NAME}`);
      expect(message.body).toContain('logged in from a new device');
      // The send job knows the shop's address: the e-mail leads to the console's Bots screen.
      expect(message.body).toContain(`${api.config.publicUrl}/admin/bots`);
    }
    await expect.poll(emailJobsDone, { timeout: 15_000 }).toBe(true);
    expect(await pausedMailsSent()).toBe(2);
    expect(pausedMails().map((message) => message.to).flat().sort()).toEqual([catalogue.email, owner.email].sort());
    expect(pausedMails().some((message) => message.to.includes(support.email) || message.to.includes(revoked.email) || message.to.includes(pending))).toBe(false);

    // Paused again while paused (another send job meeting the same hold): nothing new.
    expect(await pauseBotForSteam(api.db, BOT_NAME, HOLD, Math.floor(Date.now() / 1000), botsScreenUrl(api.config.publicUrl))).toBe(false);
    expect([await pausedMailsWaiting(), await pausedMailsSent()]).toEqual([0, 2]);
  });

  it("links the console's Bots screen at the shop's public address", async () => {
    const before = pausedMails().length;
    const operator = await invitedStaff(api, 'catalogue');
    expect(await pauseBotForSteam(api.db, 'Skin Shop Bot 2', 'Trade protection notice not acknowledged', Math.floor(Date.now() / 1000), botsScreenUrl(api.config.publicUrl))).toBe(true);
    const message = await mail.waitFor(operator.email, (m) => m.subject.includes('Skin Shop Bot 2'));
    expect(message.body).toContain('Steam said: Trade protection notice not acknowledged');
    expect(message.body).toContain(`${api.config.publicUrl}/admin/bots`);
    expect(message.body).toContain('Open Bots');
    expect(pausedMails().length).toBeGreaterThan(before);
  });
});
