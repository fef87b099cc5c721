import { randomBytes } from 'node:crypto';
import SteamID from 'steamid';

/** An item in a fake bot's inventory; `float`/`paintSeed` become CS2 asset_properties. */
export interface FakeItem {
  appId: 730 | 570;
  assetId: string;
  classId: string;
  instanceId?: string;
  marketName: string;
  tradable?: boolean;
  /** Shown to the owner, e.g. "Tradable/Marketable After Oct 01, 2030 (7:00:00) GMT". */
  ownerDescriptions?: string[];
  float?: number;
  paintSeed?: number;
  stickers?: string[];
  /** Unix seconds until which Steam's CS2 trade protection holds it (a received item, `protectReceivedItems`): until then it is in context 16. */
  protectedUntil?: number;
  /** CS2's newer inspect action: `steam://run/730//+csgo_econ_action_preview%20%propid:6%`, this being asset property 6 ("Item Certificate"). */
  certificate?: string;
}

/** The context a CS2 item is served in now: 16 (owner-only) while trade-protected, else 2. */
export const contextOf = (item: FakeItem, at = Math.floor(Date.now() / 1000)): '2' | '16' =>
  item.protectedUntil !== undefined && item.protectedUntil > at ? '16' : '2';

export interface FakeBot {
  steamId: string;
  identitySecret: string;
  refreshToken: string;
  accessToken: string;
  items: FakeItem[];
  /** Whether the account acknowledged Steam's trade protection notice (POST /trade/new/acknowledge). */
  noticeAcknowledged: boolean;
  /** Steam holds the account's trades (a login from a new device): sends answer EResult 15, the trade page this text. */
  tradeHold?: string;
  /** Steam no longer takes the account's refresh token (revoked, a password change): AccessDenied. */
  refreshTokenRevoked?: boolean;
}

export interface FakePartner {
  steamId: string;
  token: string;
  /** Days Steam holds items after they accept (no authenticator): the offer goes InEscrow. */
  escrowDays: number;
  /** false: Steam refuses offers to them ("is not available to trade"). */
  canTrade: boolean;
  /** What their own inventory holds (a seller's, issue 26). */
  items: FakeItem[];
  /** true: Steam answers their inventory with 403 and a null body. */
  privateInventory: boolean;
}

export interface FakeOffer {
  id: string;
  bot: FakeBot;
  partner: FakePartner;
  message: string;
  state: number; // ETradeOfferState
  items: FakeItem[];
  /** The partner's items the offer asks for. */
  receive: FakeItem[];
  created: number;
  updated: number;
  tradeId: string | null;
  escrowEnds: number;
  confirmationNonce: string;
  /** Milliseconds: when Steam made it (confirmations are listed `confirmationDelayMs` after). */
  createdMs: number;
}

export interface FakeTrade {
  id: string;
  status: number; // ETradeStatus; 12 TradeProtectionRollback
  partner: FakePartner;
  timeInit: number;
  items: FakeItem[];
  /** The partner's items, with the asset ids they got in the bot's inventory. */
  received: { item: FakeItem; newAssetId: string }[];
  rollbackTrade?: string;
  bot?: FakeBot;
  /** The received items as they are in the bot's inventory. */
  arrived?: FakeItem[];
}

export interface FakeFailure {
  status: number;
  retryAfter?: string;
  /** An x-eresult header (Web API methods answer 200 with it, e.g. 84 RateLimitExceeded). */
  eresult?: number;
  /** Only requests whose path starts with this; all when absent. */
  pathPrefix?: string;
}

const now = () => Math.floor(Date.now() / 1000);
const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeJwt = (claims: object) => `${b64url({ typ: 'JWT', alg: 'EdDSA' })}.${b64url(claims)}.${randomBytes(32).toString('base64url')}`;

/** Steam's state as the fake server serves it; tests arrange it and play the partner's part. */
export class FakeSteamWorld {
  readonly bots = new Map<string, FakeBot>();
  readonly partners = new Map<string, FakePartner>();
  readonly offers = new Map<string, FakeOffer>();
  readonly trades = new Map<string, FakeTrade>();
  /** Every request the server saw, "GET /inventory/…" (path only): tests assert on calls. */
  readonly requests: string[] = [];
  /** Items per inventory page (Steam's is the `count` asked, at most 2000). */
  inventoryPageSize = 2000;
  /** Whether sent offers wait for the bot's mobile confirmation (Steam: yes whenever items leave). */
  requireConfirmation = true;
  /** The confirmation list leaves pending offers out (Steam sometimes lists them late). */
  hideConfirmations = false;
  /** Steam's limits on outstanding offers (30 per bot, 5 per partner): a send past either answers EResult 25; null, none. */
  activeOfferLimits: { perBot: number; perPartner: number } | null = null;
  /** Steam confirms the offer but answers the confirmation with an error ("accepted but errored"). */
  confirmationErrorsAfterDone = false;
  /** A new offer's confirmation is listed only this many milliseconds after the send (Steam: up to several seconds). */
  confirmationDelayMs = 0;
  /** Steam refuses every send (EResult 15) from an account that has not acknowledged the trade protection notice. */
  requireProtectionNotice = false;
  /**
   * CS2 trade protection (Steam since July 2025): received CS2 items stay in the owner-only context 16
   * until `protectionEnd(accepted at)`, their owner description saying until when; off, they go straight into 2.
   */
  protectReceivedItems = false;
  /** Steam's end of a trade's protection: the first 07:00 GMT after seven days. */
  protectionEnd = (acceptedAt: number) => {
    const day = 86400;
    const afterWeek = acceptedAt + 7 * day;
    const lastSevenAm = Math.floor((afterWeek - 7 * 3600) / day) * day + 7 * 3600;
    return lastSevenAm === afterWeek ? afterWeek : lastSevenAm + day;
  };
  /**
   * What Steam does when asked to renew a refresh token (renewal_type Allow): `issue` a new one (the old
   * one stops working), `keep` the old one (only a new access token), or `refuse` (AccessDenied).
   */
  refreshTokenRenewal: 'issue' | 'keep' | 'refuse' = 'issue';
  /** Renewals asked for (GenerateAccessTokenForApp with renewal_type Allow), refused ones included. */
  renewalRequests = 0;
  /** Trades GetTradeStatus leaves out of its answer (Steam does, now and then). */
  readonly hiddenTrades = new Set<string>();
  private failures: FakeFailure[] = [];
  private nextId = 5_000_000_000n;

  addBot(steamId: string, items: FakeItem[] = []): FakeBot {
    const bot: FakeBot = {
      steamId,
      identitySecret: randomBytes(20).toString('base64'),
      refreshToken: fakeJwt({ iss: 'steam', sub: steamId, aud: ['client', 'mobile', 'derive'], exp: now() + 200 * 86400 }),
      accessToken: fakeJwt({ iss: 'r:fake', sub: steamId, aud: ['client', 'mobile'], exp: now() + 86400 }),
      items,
      noticeAcknowledged: false,
    };
    this.bots.set(steamId, bot);
    return bot;
  }

  /** The bot's refresh token now ends in `days` days (a negative number: it ended that long ago). */
  setRefreshTokenDaysLeft(bot: FakeBot, days: number): void {
    bot.refreshToken = fakeJwt({ iss: 'steam', sub: bot.steamId, aud: ['client', 'mobile', 'derive'], exp: now() + Math.round(days * 86400) });
  }

  /** Unix seconds the bot's refresh token ends at (its JWT's exp). */
  refreshTokenEnd(bot: FakeBot): number {
    return (JSON.parse(Buffer.from(bot.refreshToken.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
  }

  /** Steam issues the bot a new refresh token (~200 days) and access token; the old refresh token no longer works. */
  renewRefreshToken(bot: FakeBot): void {
    this.setRefreshTokenDaysLeft(bot, 200);
    this.endSession(bot);
  }

  /** Steam ends the bot's web session: its access token no longer works; its refresh token gets a new one. */
  endSession(bot: FakeBot): void {
    bot.accessToken = fakeJwt({ iss: 'r:fake', sub: bot.steamId, aud: ['client', 'mobile'], exp: now() + 86400 });
  }

  /** The cookies a logged-in bot's browser would hold. */
  cookiesOf(bot: FakeBot): string[] {
    return [`steamLoginSecure=${encodeURIComponent(`${bot.steamId}||${bot.accessToken}`)}`, `sessionid=${randomBytes(12).toString('hex')}`];
  }

  addPartner(steamId: string, options: Partial<Omit<FakePartner, 'steamId'>> = {}): FakePartner {
    const partner: FakePartner = { steamId, token: randomBytes(4).toString('base64url').slice(0, 8), escrowDays: 0, canTrade: true, items: [], privateInventory: false, ...options };
    this.partners.set(steamId, partner);
    return partner;
  }

  tradeLinkOf(partner: FakePartner, token = partner.token): string {
    return `https://steamcommunity.com/tradeoffer/new/?partner=${new SteamID(partner.steamId).accountid}&token=${token}`;
  }

  /** The next `count` requests (optionally under `pathPrefix`) answer `status`, with Retry-After when given. */
  failNext(count: number, failure: FakeFailure = { status: 429 }): void {
    for (let i = 0; i < count; i++) this.failures.push(failure);
  }

  takeFailure(path: string): FakeFailure | undefined {
    const index = this.failures.findIndex((f) => !f.pathPrefix || path.startsWith(f.pathPrefix));
    return index < 0 ? undefined : this.failures.splice(index, 1)[0];
  }

  newId(): string {
    return String(this.nextId++);
  }

  createOffer(bot: FakeBot, partner: FakePartner, items: FakeItem[], message: string, receive: FakeItem[] = []): FakeOffer {
    const offer: FakeOffer = {
      id: this.newId(),
      bot,
      partner,
      message,
      // Steam asks the bot's authenticator only when items leave it.
      state: this.requireConfirmation && items.length > 0 ? 9 : 2,
      items,
      receive,
      created: now(),
      updated: now(),
      tradeId: null,
      escrowEnds: 0,
      confirmationNonce: randomBytes(8).readBigUInt64BE().toString(),
      createdMs: Date.now(),
    };
    this.offers.set(offer.id, offer);
    return offer;
  }

  private offer(id: string, states: number[]): FakeOffer {
    const offer = this.offers.get(id);
    if (!offer) throw new Error(`fake steam: no offer ${id}`);
    if (!states.includes(offer.state)) throw new Error(`fake steam: offer ${id} is in state ${offer.state}`);
    return offer;
  }

  setState(offer: FakeOffer, state: number): void {
    offer.state = state;
    offer.updated = now();
  }

  /** The partner accepts: the items move (or go on hold for the partner's escrow days) under a new trade id. */
  accept(offerId: string): FakeTrade {
    const offer = this.offer(offerId, [2]);
    const received = offer.receive.map((item) => ({ item, newAssetId: this.newId() }));
    const trade: FakeTrade = { id: this.newId(), status: 3, partner: offer.partner, timeInit: now(), items: offer.items, received, bot: offer.bot };
    offer.tradeId = trade.id;
    const protectedUntil = this.protectReceivedItems ? this.protectionEnd(now()) : undefined;
    const arrived = received.map(({ item, newAssetId }) => ({ ...item, assetId: newAssetId, ...(protectedUntil !== undefined && item.appId === 730 ? { protectedUntil } : {}) }));
    trade.arrived = arrived;
    offer.bot.items = [...offer.bot.items.filter((item) => !offer.items.includes(item)), ...arrived];
    offer.partner.items = offer.partner.items.filter((item) => !offer.receive.includes(item));
    if (offer.partner.escrowDays > 0) {
      offer.escrowEnds = now() + offer.partner.escrowDays * 86400;
      trade.status = 10;
    }
    this.setState(offer, offer.partner.escrowDays > 0 ? 11 : 3);
    this.trades.set(trade.id, trade);
    return trade;
  }

  decline(offerId: string): void {
    this.setState(this.offer(offerId, [2]), 7);
  }

  expire(offerId: string): void {
    this.setState(this.offer(offerId, [2, 9]), 5);
  }

  /** Any state change Steam may report (Countered, InvalidItems, CanceledBySecondFactor, …). */
  forceState(offerId: string, state: number): void {
    this.setState(this.offer(offerId, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), state);
  }

  /**
   * CS2 trade protection: the trade is reversed, its status becomes 12 and a new trade gives the items
   * back, under the asset ids they had (what the bot received leaves it, what it gave comes back).
   */
  rollBack(tradeId: string): void {
    const trade = this.trade(tradeId);
    trade.status = 12;
    trade.rollbackTrade = this.newId();
    if (trade.bot) {
      const arrived = trade.arrived ?? [];
      trade.bot.items = [...trade.bot.items.filter((item) => !arrived.includes(item)), ...trade.items.map((item) => ({ ...item, protectedUntil: undefined }))];
      trade.partner.items.push(...trade.received.map(({ item }) => item));
    }
  }

  /** The partner accepts and reverses the trade at once: before the shop's first look, Steam shows it reversed. */
  acceptThenReverse(offerId: string): FakeTrade {
    const trade = this.accept(offerId);
    this.rollBack(trade.id);
    return trade;
  }

  /** Steam reports the trade as Failed (4): nothing moved. */
  failTrade(tradeId: string): void {
    const trade = this.trade(tradeId);
    trade.status = 4;
    if (trade.bot) {
      const arrived = trade.arrived ?? [];
      trade.bot.items = [...trade.bot.items.filter((item) => !arrived.includes(item)), ...trade.items];
      trade.partner.items.push(...trade.received.map(({ item }) => item));
    }
  }

  private trade(tradeId: string): FakeTrade {
    const trade = this.trades.get(tradeId);
    if (!trade) throw new Error(`fake steam: no trade ${tradeId}`);
    return trade;
  }
}
