// The local Steam server is as strict as Steam where bots meet it (issue 44), by raw HTTP: what it
// answers signed out, without a Referer, for context 16, before the trade protection notice is
// acknowledged, for a confirmation listed late and for a trade reversed before anyone looked.
import { getConfirmationKey } from 'steam-totp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot, FakePartner } from '../support/fake-steam/fake-steam-world';

const BOT_ID = '76561198000000001';
const BUYER_ID = '76561198000000002';
const now = () => Math.floor(Date.now() / 1000);

let fake: FakeSteamServer;
let bot: FakeBot;
let buyer: FakePartner;

beforeEach(async () => {
  fake = new FakeSteamServer();
  await fake.start();
  bot = fake.world.addBot(BOT_ID, [{ appId: 730, assetId: '101', classId: '11', marketName: 'AK-47 | Redline (Field-Tested)' }]);
  buyer = fake.world.addPartner(BUYER_ID, { items: [{ appId: 730, assetId: '901', classId: '91', marketName: 'AWP | Asiimov (Battle-Scarred)' }] });
});
afterEach(() => fake.stop());

/** The bot's browser: its cookies and session id. */
const session = () => {
  const cookies = fake.world.cookiesOf(bot);
  return { cookie: cookies.join('; '), sessionid: cookies[1]!.split('=')[1]! };
};
const get = (path: string, cookie?: string) => fetch(`${fake.url}${path}`, { headers: cookie ? { cookie } : {} });
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${fake.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() });

const sendForm = (sessionid: string, partner = buyer, token = partner.token) => ({
  sessionid,
  partner: partner.steamId,
  tradeoffermessage: 'Order ABC',
  json_tradeoffer: JSON.stringify({ me: { assets: [{ appid: 730, contextid: '2', assetid: '101' }] }, them: { assets: [] } }),
  trade_offer_create_params: JSON.stringify({ trade_offer_access_token: token }),
});
const referer = (partner = buyer) => `https://steamcommunity.com/tradeoffer/new/?partner=${Number(BigInt(partner.steamId) - 76561197960265728n)}&token=${partner.token}`;
const confirmationList = (cookie?: string) => {
  const t = now();
  return get(`/mobileconf/getlist?p=android&a=${BOT_ID}&k=${encodeURIComponent(getConfirmationKey(bot.identitySecret, t, 'list'))}&t=${t}&m=react&tag=list`, cookie);
};

describe('the local Steam server, as strict as Steam', () => {
  it('answers confirmations without a session with {success:false, needauth:true}', async () => {
    const response = await confirmationList();
    expect([response.status, await response.json()]).toEqual([200, { success: false, needauth: true }]);
    expect(await (await confirmationList(session().cookie)).json()).toEqual({ success: true, conf: [] });
  });

  it('refuses a send without its trade page as Referer', async () => {
    const { cookie, sessionid } = session();
    expect((await post('/tradeoffer/new/send', sendForm(sessionid), { cookie })).status).toBe(400);
    const sent = await post('/tradeoffer/new/send', sendForm(sessionid), { cookie, referer: referer() });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ tradeofferid: expect.any(String), needs_mobile_confirmation: true });
  });

  it('serves public inventories without a session, and context 16 to its owner only', async () => {
    fake.world.protectReceivedItems = true;
    const offer = fake.world.createOffer(bot, buyer, [], 'Offer #1', [buyer.items[0]!]);
    const trade = fake.world.accept(offer.id);
    const newId = trade.received[0]!.newAssetId;
    const seller = await (await get(`/inventory/${BUYER_ID}/730/2?count=100`)).json();
    expect(seller).toMatchObject({ total_inventory_count: 0, success: 1 });
    const publicPart = await (await get(`/inventory/${BOT_ID}/730/2?count=100`)).json();
    expect(publicPart.assets.map((a: { assetid: string }) => a.assetid)).toEqual(['101']);
    expect((await get(`/inventory/${BOT_ID}/730/16?count=100`)).status).toBe(403);
    const owned = await (await get(`/inventory/${BOT_ID}/730/16?count=100`, session().cookie)).json();
    expect(owned.assets).toEqual([expect.objectContaining({ assetid: newId, contextid: '16' })]);
    const until = fake.world.protectionEnd(trade.timeInit);
    expect(new Date(until * 1000).getUTCHours()).toBe(7);
    expect(until).toBeGreaterThan(trade.timeInit + 7 * 86400);
    expect(owned.descriptions[0].owner_descriptions[0].value).toMatch(/^⇆ This item is trade-protected and cannot be consumed, modified, or transferred until \w{3} \d{2}, \d{4} \(7:00:00\) GMT$/);
    const status = await (await get(`/IEconService/GetTradeStatus/v1/?access_token=${bot.accessToken}&tradeid=${trade.id}`)).json();
    expect(status.response.trades[0].assets_received[0]).toMatchObject({ contextid: '2', new_assetid: newId, new_contextid: '16' });
  });

  it('refuses sends (EResult 15) until the account acknowledged the trade protection notice', async () => {
    fake.world.requireProtectionNotice = true;
    const { cookie, sessionid } = session();
    const refused = await post('/tradeoffer/new/send', sendForm(sessionid), { cookie, referer: referer() });
    expect([refused.status, (await refused.json()).strError]).toEqual([500, expect.stringMatching(/\(15\)$/)]);
    expect((await post('//trade/new/acknowledge', { sessionid, message: '1' }, { cookie })).status).toBe(200);
    expect(bot.noticeAcknowledged).toBe(true);
    expect((await post('/tradeoffer/new/send', sendForm(sessionid), { cookie, referer: referer() })).status).toBe(200);
  });

  it("names on the trade page what keeps the accounts from trading: a stale token, or the bot's own hold", async () => {
    const { cookie } = session();
    const page = (token: string) => get(`/tradeoffer/new/?partner=${Number(BigInt(BUYER_ID) - 76561197960265728n)}&token=${token}`, cookie).then((r) => r.text());
    expect(await page('stale')).toMatch(/<div id="error_msg">\s*This Trade URL is no longer valid/);
    expect(await page(buyer.token)).not.toContain('error_msg');
    bot.tradeHold = 'You have logged in from a new device. In order to protect the items in your inventory, you will be unable to trade from this device for 7 days.';
    expect(await page(buyer.token)).toContain('logged in from a new device');
  });

  it('lists a new confirmation late when told to', async () => {
    fake.world.confirmationDelayMs = 400;
    const { cookie, sessionid } = session();
    await post('/tradeoffer/new/send', sendForm(sessionid), { cookie, referer: referer() });
    expect((await (await confirmationList(cookie)).json()).conf).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await (await confirmationList(cookie)).json()).conf).toHaveLength(1);
  });

  it('shows a trade reversed before the first look, gives the items back, and can leave a trade out of GetTradeStatus', async () => {
    const offer = fake.world.createOffer(bot, buyer, [], 'Offer #2', [buyer.items[0]!]);
    const trade = fake.world.acceptThenReverse(offer.id);
    const status = async () => (await (await get(`/IEconService/GetTradeStatus/v1/?access_token=${bot.accessToken}&tradeid=${trade.id}`)).json()).response.trades;
    expect(await status()).toEqual([expect.objectContaining({ status: 12, rollback_trade: expect.any(String) })]);
    expect(bot.items.map((item) => item.assetId)).toEqual(['101']);
    expect(buyer.items.map((item) => item.assetId)).toEqual(['901']);
    fake.world.hiddenTrades.add(trade.id);
    expect(await status()).toEqual([]);
  });
});
