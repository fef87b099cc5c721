import SteamCommunity from 'steamcommunity';
import TradeOfferManager from 'steam-tradeoffer-manager';
import { TradeBotBusy, TradeBotPending, TradeBotItemsGone, TradeBotRefused, TradeBotUnavailable, type BotAsset, type OfferView, type ReceivedAsset, type SendOfferInput, type SteamAppId, type TradeBot } from '../trade-bot';
import { createConfirmer } from './steam-confirmations';
import { toTradeBotError } from './steam-errors';
import { createSteamHttp } from './steam-http';
import { toBotAsset } from './steam-items';
import { createBotLimiters, NO_LIMITS, type SteamLimits } from './steam-limiter';
import { ACTIVE_STATES, toOfferView } from './steam-offers';
import { refreshTokenExpiry, webSession } from './steam-session-login';

/** One bot account, as the operator's bots file describes it (steam-bots-file.ts). */
export interface SteamBotOptions {
  name: string;
  accountName: string;
  /** SteamID64 of the bot account: the session must be this account's. */
  steamId: string;
  /** The mobile authenticator's identity_secret (base64): answers trade confirmations. */
  identitySecret: string;
  /** A MobileApp refresh token (JWT, ~200 days): the adapter derives and renews the web session from it. */
  refreshToken?: string;
  /** Or ready web cookies (steamLoginSecure=…, sessionid=…), for as long as Steam honours them. */
  cookies?: string[];
}

export interface SteamTradeBotOptions extends SteamBotOptions {
  /** Defaults https://steamcommunity.com and https://api.steampowered.com; tests point both at a fake. */
  communityUrl?: string;
  apiUrl?: string;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  /** A session from the refresh token is renewed after this long (default 6 h; Steam's access tokens last ~24 h). */
  sessionMaxAgeMs?: number;
  /** First wait between looks for a new offer's mobile confirmation, doubled each look (default 1 s). */
  confirmationRetryMs?: number;
  /** How long a send looks for its confirmation before leaving it to the offer's next looks (default 20 s). */
  confirmationWaitMs?: number;
  /** The smallest gaps between this bot's inventory reads, sends and confirmations (default none). */
  limits?: Partial<SteamLimits>;
  /** A login asks Steam for a new refresh token once the bot's has fewer than this many days left (default 30 of its ~200). */
  renewRefreshTokenDays?: number;
  /** Keeps a refresh token Steam renewed where the bot's token is kept (the bots file): the old one no longer works. */
  saveRefreshToken?: (token: string) => Promise<void> | void;
}

const APPS: SteamAppId[] = [730, 570];
/** ETradeOfferState 9 CreatedNeedsConfirmation. */
const NEEDS_CONFIRMATION = 9;
const CONTEXT = 2;

const callback = <T>(run: (done: (err: Error | null, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value as T))));

/** The `steam` TradeBot: steam-tradeoffer-manager and steamcommunity over the bot's web session (no steam-user). */
export function createSteamTradeBot(options: SteamTradeBotOptions): TradeBot {
  if (!options.refreshToken && !options.cookies?.length) throw new Error(`steam bot ${options.name}: needs a refreshToken or cookies`);
  const http = createSteamHttp(options.communityUrl, options.apiUrl);
  const community = new SteamCommunity({ request: http.request, timeout: options.timeoutMs ?? 30_000 });
  // No polling, no disk: the shop's jobs ask for each offer; no `language`, so no GetAssetClassInfo calls.
  const manager = new TradeOfferManager({ community, pollInterval: -1, dataDirectory: null, savePollData: false });
  // cancel() ends with a poll of every offer; the shop never reads the manager's events.
  (manager as unknown as { doPoll(): void }).doPoll = () => {};
  const limit = createBotLimiters({ ...NO_LIMITS, ...options.limits });
  const confirm = createConfirmer(community, options.identitySecret, options.confirmationRetryMs ?? 1000, limit.confirmation);
  const confirmationWaitMs = options.confirmationWaitMs ?? 20_000;
  const maxAge = options.sessionMaxAgeMs ?? 6 * 60 * 60 * 1000;
  const renewBeforeSeconds = (options.renewRefreshTokenDays ?? 30) * 86400;
  /** The bot's refresh token: the configured one until Steam renews it. */
  let refreshToken = options.refreshToken;
  /** A renewed token not yet saved (saving failed): saved at the next login. */
  let unsaved: string | null = null;
  const renewalDue = () => {
    const endsAt = refreshToken ? refreshTokenExpiry(refreshToken) : null;
    return endsAt !== null && endsAt - Date.now() / 1000 < renewBeforeSeconds;
  };

  let session: Promise<void> | null = null;
  let sessionAt = 0;
  let expiries = 0;
  community.on('sessionExpired', () => {
    session = null;
    expiries++;
  });

  const login = async () => {
    let cookies = options.cookies!;
    if (refreshToken) {
      const web = await sessionCookies(options.name, community, refreshToken, renewalDue());
      cookies = web.cookies;
      if (web.renewed) refreshToken = unsaved = web.renewed;
    }
    if (unsaved && options.saveRefreshToken) {
      try {
        await options.saveRefreshToken(unsaved);
        unsaved = null;
      } catch (err) {
        throw new Error(`steam bot ${options.name}: Steam renewed its refresh token but it could not be saved (${(err as Error).message}); it is kept in memory and saving is tried at the next login`);
      }
    }
    await callback<void>((done) => manager.setCookies(cookies, done));
    if (manager.steamID?.getSteamID64() !== options.steamId) {
      throw new Error(`steam bot ${options.name}: the session is not account ${options.steamId}'s`);
    }
    // Steam's trade protection notice (July 2025): an account that has not acknowledged it has its sends
    // refused or its confirmations never listed. Once per login costs one request and needs no state.
    await callback<void>((done) => community.acknowledgeTradeProtection(done));
  };
  const ready = () => {
    if (session && refreshToken && Date.now() - sessionAt > maxAge) session = null;
    if (!session) {
      sessionAt = Date.now();
      session = login().catch((err: unknown) => {
        session = null;
        throw err;
      });
    }
    return session;
  };
  /** One try of `work` on a live session; `expired` when Steam answered it as signed out. */
  const attempt = async <T>(work: () => Promise<T>, sending: boolean): Promise<{ value: T } | { expired: unknown }> => {
    try {
      await ready();
    } catch (err) {
      throw toTradeBotError(err);
    }
    const expiriesBefore = expiries;
    try {
      return { value: await work() };
    } catch (err) {
      // Steam ended the web session (the libraries say so with 'sessionExpired', or 'Not Logged In').
      const notLoggedIn = err instanceof Error && err.message === 'Not Logged In';
      if (notLoggedIn || expiries !== expiriesBefore) {
        session = null;
        // A send is tried again only when Steam refused that very send as signed out: another error (a
        // timeout) may hide an offer that was made, which the jobs find by its code instead.
        if (notLoggedIn || !sending) return { expired: err };
        if (refreshToken) throw new TradeBotBusy('Steam ended the session; the next call makes a new one');
      }
      throw toTradeBotError(err, sending);
    }
  };
  /**
   * Runs `work` on the bot's session. Signed out by Steam, the bot makes a new web session from its
   * refresh token and tries the call once more (what Steam refused as signed out did not happen: a send
   * answered 401 made no offer, and a send's confirmation is never retried this way, sendOffer keeps its errors).
   */
  const run = async <T>(work: () => Promise<T>, sending = false): Promise<T> => {
    const first = await attempt(work, sending);
    if ('value' in first) return first.value;
    if (!refreshToken) throw toTradeBotError(first.expired, sending);
    const second = await attempt(work, sending);
    if ('value' in second) return second.value;
    throw new TradeBotBusy('Steam ended the session again right after it was renewed');
  };
  /**
   * After an AccessDenied send: the trade link's page names what keeps the accounts apart. The partner's
   * (stale link, cannot trade, trade ban) refuses the offer; the bot's own (a new-device hold) makes the
   * bot unavailable; nothing named returns.
   */
  const whoseRefusal = async (tradeLink: string, refusal: Error): Promise<void> => {
    const problem = await new Promise<Error | null>((resolve) =>
      community.httpRequest({ uri: tradeLink, method: 'GET' }, (err) => resolve(err ?? null), 'steam-trade-bot'),
    );
    if (!problem) return;
    const mapped = toTradeBotError(problem);
    if (mapped instanceof TradeBotBusy || /^HTTP error/.test(problem.message) || problem.message === 'Not Logged In') throw mapped instanceof TradeBotBusy ? mapped : new TradeBotBusy(problem.message);
    if (PARTNER_PROBLEM.test(problem.message)) throw new TradeBotRefused(`Steam refused the offer: ${problem.message} (${refusal.message})`);
    throw new TradeBotUnavailable(`Steam will not let the bot trade: ${problem.message}`);
  };
  const fetchOffer = (offerId: string) => callback<TradeOfferManager.TradeOffer>((done) => manager.getOffer(offerId, done));
  /** IEconService/GetTradeStatus of one trade; undefined when Steam leaves it out of its answer. */
  const tradeStatus = async (tradeId: string) => {
    const body = await callback<unknown>((done) => manager._apiCall('GET', 'GetTradeStatus', 1, { tradeid: tradeId }, done));
    return (body as { response?: { trades?: TradeStatus[] } }).response?.trades?.find((t) => String(t.tradeid) === tradeId);
  };

  return {
    name: options.name,

    inventory: () =>
      run(async () => {
        const assets: BotAsset[] = [];
        for (const appId of APPS) {
          const items = await limit.inventory(() => callback<TradeOfferManager.EconItem[]>((done) => manager.getInventoryContents(appId, CONTEXT, false, done)));
          assets.push(...items.map((item) => toBotAsset(item, appId, options.steamId)));
        }
        return assets;
      }),

    partnerInventory: (steamId) =>
      run(async () => {
        const assets: BotAsset[] = [];
        for (const appId of APPS) {
          try {
            const items = await limit.inventory(() => callback<TradeOfferManager.EconItem[]>((done) => manager.getUserInventoryContents(steamId, appId, CONTEXT, false, done)));
            assets.push(...items.map((item) => toBotAsset(item, appId, steamId)));
          } catch (err) {
            // steamcommunity says so in words for a private profile or inventory (Steam answers 403).
            if (err instanceof Error && /private/i.test(err.message)) throw new TradeBotRefused(`The inventory of ${steamId} is private`);
            throw err;
          }
        }
        return assets;
      }),

    receivedAssets: (offerId) =>
      run(async (): Promise<ReceivedAsset[]> => {
        const offer = await fetchOffer(offerId);
        if (!offer.tradeID) throw new TradeBotPending(`Offer ${offerId} has no trade id yet`);
        const trade = await tradeStatus(offer.tradeID);
        if (!trade) throw new TradeBotPending(`Trade ${offer.tradeID} not in GetTradeStatus's answer`);
        if (!COMPLETE_STATUSES.has(Number(trade.status))) throw new TradeBotPending(`Trade ${offer.tradeID} has status ${trade.status}`);
        const received = trade.assets_received ?? [];
        // Steam names the new ids once the trade is complete; until then there is nothing to record yet.
        if (received.some((item) => !item.new_assetid)) throw new TradeBotPending(`Trade of offer ${offerId} has no new asset ids yet`);
        // Steam says on the item in the bot's inventory until when its trade protection holds it; CS2 keeps
        // protected items in context 16 (owner-only), which new_contextid names. An item not found there
        // leaves the protection unknown.
        const held = new Map<string, BotAsset>();
        const places = new Set(received.map((item) => `${item.appid}/${item.new_contextid ?? item.contextid ?? CONTEXT}`));
        for (const place of places) {
          const [appId, contextId] = place.split('/').map(Number) as [number, number];
          if (appId !== 730 && appId !== 570) continue;
          const items = await limit.inventory(() => callback<TradeOfferManager.EconItem[]>((done) => manager.getInventoryContents(appId, contextId, false, done)));
          for (const item of items) held.set(String(item.assetid), toBotAsset(item, appId, options.steamId));
        }
        return received.map((item) => ({ assetId: String(item.new_assetid), protectedUntil: protectionOfHeld(held.get(String(item.new_assetid))) }));
      }),

    sendOffer: (input: SendOfferInput) =>
      run(async () => {
        const send = () => {
          const offer = createOffer(manager, input);
          offer.addMyItems(input.assets.map((a) => ({ appid: a.appId, contextid: a.contextId, assetid: a.assetId })));
          offer.addTheirItems((input.receive ?? []).map((a) => ({ appid: a.appId, contextid: a.contextId, assetid: a.assetId })));
          offer.setMessage(input.message);
          return limit.send(() => callback<'sent' | 'pending'>((done) => offer.send(done))).then((status) => ({ offer, status }));
        };
        let sent: { offer: TradeOfferManager.TradeOffer; status: 'sent' | 'pending' };
        try {
          sent = await send();
        } catch (err) {
          if (input.assets.length > 0 && Number((err as Error & { eresult?: unknown }).eresult) === 26) {
            throw new TradeBotItemsGone(`Steam refused the offer: an item it gives is no longer the bot's (${(err as Error).message})`);
          }
          if (!isAccessDenied(err)) throw err;
          // AccessDenied (15) is the partner's (a stale trade link) or the bot's own: the trade page tells.
          await whoseRefusal(input.tradeLink, err as Error);
          // The page names nothing: acknowledge the trade protection notice again and try once more.
          await callback<void>((done) => community.acknowledgeTradeProtection(done));
          try {
            sent = await send();
          } catch (again) {
            if (!isAccessDenied(again)) throw again;
            throw new TradeBotUnavailable(
              `Steam refuses every send (AccessDenied, 15) though the trade link is good: the bot's account cannot trade now (trade protection notice, a new-device hold or a trade ban); ${(again as Error).message}`,
            );
          }
        }
        const { offer, status } = sent;
        // Steam can list a new confirmation seconds late. One not confirmed now is confirmed at a later
        // look (getOffer): withdrawing it and sending anew would only count twice toward Steam's limits.
        if (status === 'pending') await confirm(String(offer.id), confirmationWaitMs).catch(() => false);
        return { ...toOfferView(offer), state: 'sent' } satisfies OfferView;
      }, true),

    getOffer: (offerId) =>
      run(async () => {
        const offer = await fetchOffer(offerId);
        // Sent but not yet confirmed on the bot's side (its confirmation was listed late): confirm it now.
        if (offer.state === NEEDS_CONFIRMATION && offer.isOurOffer !== false && (await confirm(offerId).catch(() => false))) {
          return toOfferView(await fetchOffer(offerId));
        }
        return toOfferView(offer);
      }),

    findSentOffer: (code, since) =>
      run(async () => {
        // Active offers plus any offer updated since `since`: every offer sent since then is one of them.
        const [sent] = await new Promise<TradeOfferManager.TradeOffer[][]>((resolve, reject) =>
          manager.getOffers(TradeOfferManager.EOfferFilter.ActiveOnly, new Date(since * 1000), (err, mine, theirs) =>
            err ? reject(err) : resolve([mine, theirs]),
          ),
        );
        const views = sent!
          .filter((offer) => offer.isOurOffer !== false && (offer.message ?? '').includes(code))
          .map(toOfferView)
          .filter((view) => view.createdAt >= since)
          .sort((a, b) => b.createdAt - a.createdAt);
        return views[0] ?? null;
      }),

    cancelOffer: (offerId) =>
      run(async () => {
        const offer = await fetchOffer(offerId);
        if (!ACTIVE_STATES.has(offer.state)) return;
        try {
          await callback<void>((done) => offer.cancel(done));
        } catch (err) {
          // The partner may have answered in between: then there is nothing left to withdraw.
          if (ACTIVE_STATES.has((await fetchOffer(offerId)).state)) throw err;
        }
      }),

    tradeReversed: (tradeId) =>
      run(async () => {
        const trade = await tradeStatus(tradeId);
        if (!trade) throw new TradeBotPending(`Trade ${tradeId} not in GetTradeStatus's answer`);
        if (PARTLY_ROLLED_BACK.has(Number(trade.status))) throw new TradeBotPending(`Trade ${tradeId}: Steam's support gave part of it back (status ${trade.status}); a person decides what stands`);
        return REVERSED_STATUSES.has(Number(trade.status)) || Boolean(trade.rollback_trade && trade.rollback_trade !== '0');
      }),

    refreshTokenEndsAt: () => (refreshToken ? refreshTokenExpiry(refreshToken) : null),

    keepSession: async () => {
      // A new login each time: it proves Steam still takes the refresh token (and renews it when due),
      // which a session made hours ago does not.
      if (refreshToken) session = null;
      try {
        await ready();
      } catch (err) {
        throw toTradeBotError(err);
      }
    },

    close: async () => {
      manager.shutdown();
      http.close();
    },
  };
}

/**
 * The web session from the refresh token (renewing the token when `renew`). Busy and network errors as
 * TradeBotBusy; a token that has ended or that Steam no longer takes as TradeBotUnavailable: the bot
 * cannot trade until an operator logs it in again, so the shop pauses it.
 */
async function sessionCookies(name: string, community: SteamCommunity, refreshToken: string, renew: boolean): Promise<{ cookies: string[]; renewed: string | null }> {
  const endsAt = refreshTokenExpiry(refreshToken);
  const logInAgain = 'log the bot in again and put its new refresh token in STEAM_BOTS_FILE';
  if (endsAt !== null && endsAt * 1000 <= Date.now()) {
    throw new TradeBotUnavailable(`Steam bot ${name}: its refresh token ended on ${new Date(endsAt * 1000).toISOString().slice(0, 10)} without being renewed; ${logInAgain}`);
  }
  try {
    return await webSession(community, refreshToken, renew);
  } catch (err) {
    const mapped = toTradeBotError(err);
    if (mapped !== err || !(err instanceof Error)) throw mapped;
    throw new TradeBotUnavailable(`Steam bot ${name}: Steam refused its refresh token${renew ? ' and its renewal' : ''} (${err.message}); ${logInAgain}`);
  }
}

interface TradeStatus {
  tradeid: string;
  status: number;
  rollback_trade?: string;
  assets_received?: TradeOfferManager.ExchangedItem[];
}

// ETradeStatus 3 Complete, 10 InEscrow: the items moved (or are on their way).
const COMPLETE_STATUSES = new Set([3, 10]);

/**
 * Until when a received item can still be taken back, from what Steam shows on it: its trade protection
 * (context 16's "trade-protected … until"), else its trade lock; null when it is the bot's for good;
 * undefined when Steam did not say (not found, or protected with no date given).
 */
function protectionOfHeld(asset: BotAsset | undefined): number | null | undefined {
  if (!asset) return undefined;
  if (asset.protectedUntil !== undefined) return asset.protectedUntil;
  if (asset.contextId === '16') return asset.tradableAfter ?? undefined;
  return asset.tradable ? null : (asset.tradableAfter ?? undefined);
}

// ETradeStatus: 12 TradeProtectionRollback (undocumented: CS2's trade protection, the original trade
// takes this status and `rollback_trade` names the trade that gave the items back); 6 FullSupportRollback
// and 11 EscrowRollback also give every item back; after 4 Failed nothing moved. For the shop each means
// the same: the trade did not stand.
const REVERSED_STATUSES = new Set([4, 6, 11, 12]);
// 5 PartialSupportRollback and 7 SupportRollback_Selective give back only some items: refunding (or not
// paying) the whole trade would be wrong either way, so the trade stays pending until its bounded looks
// end and a person decides (the Today queue).
const PARTLY_ROLLED_BACK = new Set([5, 7]);

const isAccessDenied = (err: unknown) => err instanceof Error && Number((err as Error & { eresult?: unknown }).eresult) === 15;

/** What the trade page says when the partner, not the bot, is why: their link, their ability to trade. */
const PARTNER_PROBLEM = /Trade URL is no longer valid|is not available to trade|they have a trade ban|trade offer access token/i;

/** The offer to the trade link's account, refused unless that account is the buyer's and the link has its token. */
function createOffer(manager: TradeOfferManager, input: SendOfferInput): TradeOfferManager.TradeOffer {
  let link: URL;
  try {
    link = new URL(input.tradeLink);
  } catch {
    throw new TradeBotRefused('The trade link is not a URL');
  }
  if (!/^\d+$/.test(link.searchParams.get('partner') ?? '') || !link.searchParams.get('token')) {
    throw new TradeBotRefused('The trade link has no partner or no token');
  }
  let offer: TradeOfferManager.TradeOffer;
  try {
    offer = manager.createOffer(input.tradeLink);
  } catch (err) {
    throw new TradeBotRefused(`The trade link's partner is not an account: ${(err as Error).message}`);
  }
  if (offer.partner.getSteamID64() !== input.partnerSteamId) {
    throw new TradeBotRefused(`The trade link is account ${offer.partner.getSteamID64()}'s, not the buyer's (${input.partnerSteamId})`);
  }
  return offer;
}
