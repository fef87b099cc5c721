import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getConfirmationKey } from 'steam-totp';
import SteamID from 'steamid';
import { decodeStrings, decodeVarints, encodeStrings } from './fake-steam-protobuf';
import { inventoryPage, offerJson, tradeJson } from './fake-steam-shapes';
import { contextOf, FakeSteamWorld, type FakeBot, type FakeItem } from './fake-steam-world';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  cookies: Map<string, string>;
  headers: IncomingMessage['headers'];
}
type Reply = { status?: number; json?: unknown; body?: Buffer | string; headers?: Record<string, string> };

/** What the Web API answers a signed-out access token (steam-tradeoffer-manager reads it as the session's end). */
const UNAUTHORIZED = '<html><body><h1>Unauthorized</h1>Access is denied. Retrying will not help.</body></html>';
const SEND_ERROR = (eresult: number) => ({ strError: `There was an error sending your trade offer.  Please try again later. (${eresult})` });

/**
 * Steam for the steam TradeBot adapter, on 127.0.0.1: serves both steamcommunity.com (at `/`) and
 * api.steampowered.com (the `I…Service` paths), with the shapes steamcommunity 3.50 and
 * steam-tradeoffer-manager 2.13 parse. Community calls need the bot's steamLoginSecure cookie, API calls
 * its access_token, confirmations a valid identity-secret key, as Steam does. As strict as Steam where
 * bots meet it (issue 44): confirmations without a session answer `{success:false, needauth:true}`, a
 * send needs its trade page as Referer, public inventories (context 2) are readable without a session
 * while context 16 (trade-protected items) is the owner's only; the world's options add what Steam
 * does now and then (sends refused until the trade protection notice is acknowledged, confirmations
 * listed late, trades missing from GetTradeStatus, a trade reversed before the first look).
 */
export class FakeSteamServer {
  readonly world = new FakeSteamWorld();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // steamcommunity asks for //trade/new/acknowledge: Steam reads repeated slashes as one.
    const url = new URL(`http://fake${(request.url ?? '/').replace(/^\/+/, '/')}`);
    url.pathname = url.pathname.replace(/\/{2,}/g, '/');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const cookies = new Map(
      (request.headers.cookie ?? '').split(';').flatMap((pair) => {
        const at = pair.indexOf('=');
        return at > 0 ? [[pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim())] as [string, string]] : [];
      }),
    );
    const call: Call = { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, form: new URLSearchParams(Buffer.concat(chunks).toString()), cookies, headers: request.headers };
    this.world.requests.push(`${call.method} ${call.path}`);
    const failure = this.world.takeFailure(call.path);
    const reply: Reply = failure
      ? {
          status: failure.status,
          ...(failure.eresult ? { json: { response: {} } } : { body: failure.status === 401 ? UNAUTHORIZED : 'Too Many Requests' }),
          headers: { ...(failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}), ...(failure.eresult ? { 'x-eresult': String(failure.eresult) } : {}) },
        }
      : this.route(call);
    const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.body ?? '');
    const type = reply.json !== undefined ? 'application/json; charset=utf-8' : Buffer.isBuffer(reply.body) ? 'application/octet-stream' : 'text/html';
    response.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers }).end(body);
  }

  private route(call: Call): Reply {
    const { method, path } = call;
    if (method === 'POST' && path === '/IAuthenticationService/GenerateAccessTokenForApp/v1/') return this.generateAccessToken(call);
    if (method === 'POST' && path === '/ITwoFactorService/QueryTime/v1/') {
      return { json: { response: { server_time: String(Math.floor(Date.now() / 1000)), skew_tolerance_seconds: '60' } } };
    }
    if (path.startsWith('/IEconService/')) return this.econService(call);

    const bot = this.sessionBot(call);
    const inventory = /^\/inventory\/(\d+)\/(\d+)\/(\d+)$/.exec(path);
    if (method === 'GET' && inventory) return this.inventory(call, bot, inventory[1]!, Number(inventory[2]), inventory[3]!);
    // Signed out, the mobile confirmations answer this (steamcommunity then emits sessionExpired).
    if (!bot && path.startsWith('/mobileconf/')) return { json: { success: false, needauth: true } };
    if (!bot) return method === 'GET' ? { status: 403, json: null } : { status: 401, json: null };
    if (path.startsWith('/mobileconf/')) return this.mobileConf(call, bot);
    if (method === 'GET' && path === '/tradeoffer/new/') return this.tradePage(call, bot);
    if (method !== 'POST' || call.form.get('sessionid') !== call.cookies.get('sessionid')) return { status: 403, body: 'Forbidden' };
    if (path === '/trade/new/acknowledge') {
      bot.noticeAcknowledged = true;
      return { json: { success: 1 } };
    }
    if (path === '/tradeoffer/new/send') return this.send(call, bot);
    const cancel = /^\/tradeoffer\/(\d+)\/cancel$/.exec(path);
    if (cancel) {
      const offer = this.world.offers.get(cancel[1]!);
      if (!offer || offer.bot !== bot || ![2, 9].includes(offer.state)) return { status: 500, json: { success: false } };
      this.world.setState(offer, 6);
      return { json: { tradeofferid: offer.id } };
    }
    return { status: 404, body: 'Not Found' };
  }

  /** The bot whose steamLoginSecure cookie (steamid||access token) this is. */
  private sessionBot(call: Call): FakeBot | undefined {
    const [steamId, token] = (call.cookies.get('steamLoginSecure') ?? '').split('||');
    const bot = this.world.bots.get(steamId ?? '');
    return bot && bot.accessToken === token ? bot : undefined;
  }

  /**
   * An account's inventory: context 2 is public (no session needed) unless its owner made it private
   * (403, null body); context 16, its trade-protected items, only its owner sees.
   */
  private inventory(call: Call, bot: FakeBot | undefined, steamId: string, appId: number, context: string): Reply {
    const owner = this.world.bots.get(steamId) ?? this.world.partners.get(steamId);
    if (!owner || (context !== '2' && context !== '16')) return { status: 403, json: null };
    if (context === '16' && bot?.steamId !== steamId) return { status: 403, json: null };
    if ('privateInventory' in owner && owner.privateInventory && bot?.steamId !== steamId) return { status: 403, json: null };
    const count = Math.min(Number(call.query.get('count') ?? 75), this.world.inventoryPageSize);
    return { json: inventoryPage(owner.items, appId, call.query.get('start_assetid'), count, context) };
  }

  /** The "new trade offer" page for a trade link: Steam names there what keeps the two accounts from trading. */
  private tradePage(call: Call, bot: FakeBot): Reply {
    const partner = [...this.world.partners.values()].find((p) => String(new SteamID(p.steamId).accountid) === call.query.get('partner'));
    const error = (text: string) => ({ body: `<html><body><div id="error_msg">\n\t\t${text}\t</div></body></html>` });
    if (!partner) return error('There was an error sending your trade offer.');
    if (partner.token !== call.query.get('token')) return error(`This Trade URL is no longer valid for sending a trade offer to ${partner.steamId}.`);
    if (!partner.canTrade) return error(`${partner.steamId} is not available to trade. More information will be shown to ${partner.steamId} if they invite you to trade.`);
    if (bot.tradeHold) return error(bot.tradeHold);
    return { body: '<html><body><div class="trade_area">\n<script type="text/javascript">\n\tvar g_daysMyEscrow = 0;\n\tvar g_daysTheirEscrow = 0;\n</script></div></body></html>' };
  }

  private send(call: Call, bot: FakeBot): Reply {
    // Steam wants the trade page the offer was made on as Referer.
    if (!String(call.headers.referer ?? '').startsWith('https://steamcommunity.com/tradeoffer/new/')) return { status: 400, body: 'Bad Request' };
    // Steam says only "(15)" when sending; the trade page names the hold.
    if (bot.tradeHold) return { status: 500, json: SEND_ERROR(15) };
    if (this.world.requireProtectionNotice && !bot.noticeAcknowledged) return { status: 500, json: SEND_ERROR(15) };
    const partner = this.world.partners.get(call.form.get('partner') ?? '');
    const limits = this.world.activeOfferLimits;
    if (limits && partner) {
      const active = [...this.world.offers.values()].filter((offer) => offer.bot === bot && [2, 9].includes(offer.state));
      if (active.length >= limits.perBot || active.filter((offer) => offer.partner === partner).length >= limits.perPartner) {
        return { status: 500, json: { strError: `You have sent too many trade offers, or have too many outstanding trade offers with ${partner.steamId}. Please cancel some before sending more. (25)` } };
      }
    }
    const token = (JSON.parse(call.form.get('trade_offer_create_params') ?? '{}') as { trade_offer_access_token?: string }).trade_offer_access_token;
    if (!partner || partner.token !== token) return { status: 500, json: SEND_ERROR(15) };
    if (!partner.canTrade) {
      return { status: 500, json: { strError: `${partner.steamId} is not available to trade. More information will be shown to ${partner.steamId} if they invite you to trade.` } };
    }
    type Assets = { assets?: { appid: number; contextid: string; assetid: string }[] };
    const offerData = JSON.parse(call.form.get('json_tradeoffer') ?? '{}') as { me?: Assets; them?: Assets };
    const find = (from: FakeItem[], assets: Assets['assets']) =>
      (assets ?? []).map((asset) => from.find((item) => item.appId === Number(asset.appid) && item.assetId === asset.assetid && asset.contextid === '2' && contextOf(item) === '2'));
    const items = find(bot.items, offerData.me?.assets);
    const receive = find(partner.items, offerData.them?.assets);
    const all = [...items, ...receive];
    if (all.length === 0 || all.some((item) => !item || item.tradable === false)) return { status: 500, json: SEND_ERROR(26) };
    const offer = this.world.createOffer(bot, partner, items as FakeItem[], call.form.get('tradeoffermessage') ?? '', receive as FakeItem[]);
    return { json: { tradeofferid: offer.id, ...(offer.state === 9 ? { needs_mobile_confirmation: true, needs_email_confirmation: false, email_domain: '' } : {}) } };
  }

  private mobileConf(call: Call, bot: FakeBot): Reply {
    const q = call.query;
    const time = Number(q.get('t'));
    const keyOk = q.get('a') === bot.steamId && Math.abs(time - Date.now() / 1000) < 60 && q.get('k') === getConfirmationKey(bot.identitySecret, time, q.get('tag') ?? '');
    if (!keyOk) return { json: { success: false, message: 'Invalid authenticator' } };
    const listedBefore = Date.now() - this.world.confirmationDelayMs;
    const pending = [...this.world.offers.values()].filter((offer) => offer.bot === bot && offer.state === 9 && !this.world.hideConfirmations && offer.createdMs <= listedBefore);
    if (call.path === '/mobileconf/getlist') {
      const conf = pending.map((offer) => ({
        type: 2,
        type_name: 'Trade Offer',
        id: `9${offer.id}`,
        creator_id: offer.id,
        nonce: offer.confirmationNonce,
        creation_time: offer.created,
        cancel: 'Cancel',
        accept: 'Send Offer',
        icon: '',
        multi: false,
        headline: new SteamID(offer.partner.steamId).getSteamID64(),
        summary: [`You will give up your ${offer.items.length} item(s)`],
        warn: null,
      }));
      return { json: { success: true, conf } };
    }
    if (call.path === '/mobileconf/ajaxop' && q.get('op') === 'allow') {
      const offer = pending.find((o) => `9${o.id}` === q.get('cid') && o.confirmationNonce === q.get('ck'));
      if (!offer) return { json: { success: false, message: 'Invalid confirmation' } };
      this.world.setState(offer, 2);
      return { json: this.world.confirmationErrorsAfterDone ? { success: false, message: 'There was a problem confirming this trade.' } : { success: true } };
    }
    return { status: 404, body: 'Not Found' };
  }

  private econService(call: Call): Reply {
    const bot = [...this.world.bots.values()].find((b) => b.accessToken === call.query.get('access_token'));
    if (!bot) return { status: 401, body: UNAUTHORIZED };
    const reply = this.econMethod(call, bot);
    return { ...reply, headers: { 'x-eresult': '1', ...reply.headers } };
  }

  private econMethod(call: Call, bot: FakeBot): Reply {
    const mine = [...this.world.offers.values()].filter((offer) => offer.bot === bot);
    const q = call.query;
    if (call.path === '/IEconService/GetTradeOffer/v1/') {
      const offer = mine.find((o) => o.id === q.get('tradeofferid'));
      return { json: { response: offer ? { offer: offerJson(offer) } : {} } };
    }
    if (call.path === '/IEconService/GetTradeOffers/v1/') {
      const cutoff = Number(q.get('time_historical_cutoff') ?? 0);
      const active = (state: number) => [2, 9, 11].includes(state);
      const sent = mine.filter((offer) =>
        q.get('active_only') === '1' ? active(offer.state) || offer.updated >= cutoff : q.get('historical_only') === '1' ? !active(offer.state) : true,
      );
      return { json: { response: { trade_offers_sent: q.get('get_sent_offers') === '1' ? sent.map(offerJson) : [], next_cursor: 0 } } };
    }
    if (call.path === '/IEconService/GetTradeStatus/v1/') {
      const trade = this.world.hiddenTrades.has(q.get('tradeid') ?? '') ? undefined : this.world.trades.get(q.get('tradeid') ?? '');
      return { json: { response: { trades: trade ? [tradeJson(trade)] : [] } } };
    }
    return { status: 404, body: 'Not Found' };
  }

  /**
   * A new access token for a refresh token, as Steam's IAuthenticationService does: refused (AccessDenied)
   * for a token it does not know, one that has ended or one it revoked; with renewal_type 1 (Allow) it
   * may also issue a new refresh token (field 2), after which the old one no longer works.
   */
  private generateAccessToken(call: Call): Reply {
    const request = Buffer.from(call.form.get('input_protobuf_encoded') ?? '', 'base64');
    const refreshToken = decodeStrings(request).get(1);
    const renew = decodeVarints(request).get(3) === 1n;
    const bot = [...this.world.bots.values()].find((b) => b.refreshToken === refreshToken);
    const denied = { body: '', headers: { 'x-eresult': '15', 'x-error_message': 'AccessDenied' } };
    if (!bot || bot.refreshTokenRevoked || this.world.refreshTokenEnd(bot) <= Date.now() / 1000) return denied;
    if (renew && this.world.refreshTokenRenewal === 'refuse') return denied;
    if (renew) this.world.renewalRequests++;
    if (!renew || this.world.refreshTokenRenewal === 'keep') return { body: encodeStrings([[1, bot.accessToken]]), headers: { 'x-eresult': '1' } };
    this.world.renewRefreshToken(bot);
    return { body: encodeStrings([[1, bot.accessToken], [2, bot.refreshToken]]), headers: { 'x-eresult': '1' } };
  }
}
