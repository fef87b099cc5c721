// The TradeBot port (DESIGN "edges"): one Steam account that holds stock and trades it. `sandbox` is
// built in (no Steam account, `npm start`); `steam` talks to Steam through DoctorMcKay's libraries.
// Jobs call it outside any database transaction: every method may be a network call.

export type SteamAppId = 730 | 570;

/** One item in a bot's inventory, as Steam's inventory reports it. */
export interface BotAsset {
  appId: SteamAppId;
  contextId: string;
  assetId: string;
  classId: string;
  instanceId: string;
  /** Steam's market_hash_name, e.g. "AK-47 | Redline (Field-Tested)": the shop's item title. */
  marketName: string;
  /** false while Steam's trade cooldown or protection holds it. */
  tradable: boolean;
  /** Unix seconds the asset becomes tradable again; null when tradable or unknown. */
  tradableAfter: number | null;
  /** CS2: unix seconds until which Steam's trade protection holds it (a trade may still be reversed), when Steam says so on the item. */
  protectedUntil?: number;
  /** CS2 only (asset_properties): wear 0..1, pattern seed, sticker names in slot order. */
  float: number | null;
  paintSeed: number | null;
  stickers: string[];
  /** A full URL of Steam's picture of it, when the inventory gives one. */
  iconUrl?: string | null;
  /** CS2: steam://rungame/730/… "Inspect in Game" link of this copy, when the inventory gives one. */
  inspectLink?: string | null;
}

/**
 * An item an accepted offer brought to the bot. `protectedUntil`: unix seconds until which the trade
 * can still be reversed, as Steam shows it on the item (a trade-protected item is not tradable until
 * then); null when Steam shows it as the bot's for good; undefined when Steam did not say (the shop then
 * assumes TRADE_PROTECTION_SECONDS). Whether a trade is final comes from this, never from the game:
 * Steam decides which items it protects.
 */
export interface ReceivedAsset {
  assetId: string;
  protectedUntil: number | null | undefined;
}

/** Which assets an offer gives (the bot's) or asks for (the partner's). */
export interface OfferAsset {
  appId: SteamAppId;
  contextId: string;
  assetId: string;
}

export interface SendOfferInput {
  /** The buyer's trade link: https://steamcommunity.com/tradeoffer/new/?partner=<account id>&token=<token>. */
  tradeLink: string;
  /** The buyer's SteamID64; the trade link's partner must be this account. */
  partnerSteamId: string;
  assets: OfferAsset[];
  /** The partner's assets the offer asks for (the shop buying a skin, issue 26). */
  receive?: OfferAsset[];
  /** Carries the order's or offer's short code (Steam keeps 128 characters). */
  message: string;
}

/**
 * An offer as the bot sees it. `sent`: waiting for the partner; `escrow`: accepted, Steam holds the
 * items until `holdEndsAt`; `accepted`: the items are the partner's; `declined`: the partner said no
 * (or, with a stolen Web API key, a scammer did it for them); `expired`: nobody answered in time;
 * `cancelled`: the bot (or the shop's operator) withdrew it; `invalid`: Steam voided it (items gone).
 */
export type OfferState = 'sent' | 'escrow' | 'accepted' | 'declined' | 'expired' | 'cancelled' | 'invalid';

export interface OfferView {
  offerId: string;
  state: OfferState;
  message: string;
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds of the last state change (a decline seconds after `createdAt` is the API-key scam's mark). */
  updatedAt: number;
  /** Unix seconds Steam's hold ends, for `escrow`. */
  holdEndsAt: number | null;
  /** Steam's trade id once accepted (its status reveals a trade-protection reversal). */
  tradeId: string | null;
}

export interface TradeBot {
  /** The bot's name as the operator configured it (shown to buyers: "offer from <name>"). */
  readonly name: string;
  /** The bot's CS2 and Dota 2 items, tradable or not. */
  inventory(): Promise<BotAsset[]>;
  /** Another account's CS2 and Dota 2 items (a seller's), tradable or not; TradeBotRefused when Steam will not show them (private). */
  partnerInventory(steamId: string): Promise<BotAsset[]>;
  /**
   * What an accepted offer's received items are in the bot's inventory now: their new asset ids (Steam
   * gives them new ones) and until when Steam's trade protection lets the partner reverse the trade.
   */
  receivedAssets(offerId: string): Promise<ReceivedAsset[]>;
  sendOffer(input: SendOfferInput): Promise<OfferView>;
  getOffer(offerId: string): Promise<OfferView>;
  /** An offer this bot sent since `since` (unix seconds) whose message contains `code`: heals a crash between "sent" and "recorded". */
  findSentOffer(code: string, since: number): Promise<OfferView | null>;
  /** Withdraws an offer still waiting for its partner (already answered: no effect). */
  cancelOffer(offerId: string): Promise<void>;
  /**
   * true once the accepted trade's items went back: the partner or the bot reversed it inside Steam's
   * trade protection window (or Steam failed it, and nothing moved); TradeBotPending while Steam does not show the trade.
   */
  tradeReversed(tradeId: string): Promise<boolean>;
  /** Unix seconds the refresh token the bot signs in with ends at (a Steam bot's ~200 days); absent or null without one. */
  refreshTokenEndsAt?(): number | null;
  /**
   * Makes sure the bot can sign in now, renewing its refresh token when it is due; TradeBotUnavailable when
   * Steam no longer takes the token (ended, refused). Absent for a bot without a session (the sandbox).
   */
  keepSession?(): Promise<void>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** Steam is busy, rate limiting (429) or unreachable: try again later; never fails an order by itself. */
export class TradeBotBusy extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TradeBotBusy';
  }
}

/**
 * Steam answered, but the trade shows no final state yet: missing from GetTradeStatus, still moving, no
 * new asset ids. Looked at again like TradeBotBusy, but only a bounded number of times
 * (retry-when-busy's MAX_PENDING_LOOKS): then the trade waits for a person.
 */
export class TradeBotPending extends TradeBotBusy {
  constructor(message: string) {
    super(message);
    this.name = 'TradeBotPending';
  }
}

/**
 * Steam refused because of the bot's own account, not the partner (a trade protection notice not
 * acknowledged, a new-device hold, a trade ban): every send would fail alike, so the shop pauses the
 * bot with this reason (its stock leaves the shop, its work waits) instead of refunding orders.
 */
export class TradeBotUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TradeBotUnavailable';
  }
}

/** Steam refused for good (a trade link that is not the buyer's or no longer valid, a partner who cannot trade, items gone). */
export class TradeBotRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TradeBotRefused';
  }
}

/** Steam refused an offer giving items the bot no longer holds (EResult 26): which ones, the bot's inventory tells. */
export class TradeBotItemsGone extends TradeBotRefused {
  constructor(message: string) {
    super(message);
    this.name = 'TradeBotItemsGone';
  }
}
