// Minimal types for DoctorMcKay's steamcommunity and steam-tradeoffer-manager (neither ships any; the
// @types packages lag behind and pull in steam-user's types). Only what the steam adapter uses.

declare module 'steamcommunity' {
  type SteamID = import('steamid');
  type Callback<T = void> = (err: Error | null, result: T) => void;

  namespace SteamCommunity {
    interface Options {
      request?: unknown;
      timeout?: number;
      userAgent?: string;
    }
    interface Confirmation {
      id: string;
      key: string;
      creator: string;
      type: number;
    }
    interface TaggedKey {
      tag: string;
      key: string;
    }
    interface HttpRequestOptions {
      uri: string;
      method?: 'GET' | 'POST';
      qs?: Record<string, unknown>;
      form?: Record<string, unknown>;
      json?: boolean;
      encoding?: null;
      headers?: Record<string, string>;
      checkHttpError?: boolean;
    }
    interface HttpResponse {
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
    }
  }

  class SteamCommunity {
    constructor(options?: SteamCommunity.Options);
    steamID: SteamID | null;
    setCookies(cookies: string[]): void;
    getSessionID(): string;
    /** POST /trade/new/acknowledge: Steam's trade protection notice, which an account must acknowledge once before it can trade. */
    acknowledgeTradeProtection(callback: (err: Error | null) => void): void;
    getConfirmations(time: number, key: SteamCommunity.TaggedKey, callback: Callback<SteamCommunity.Confirmation[]>): void;
    respondToConfirmation(
      id: string,
      confKey: string,
      time: number,
      key: SteamCommunity.TaggedKey,
      accept: boolean,
      callback: (err: Error | null) => void,
    ): void;
    httpRequest(
      options: SteamCommunity.HttpRequestOptions,
      callback: (err: Error | null, response: SteamCommunity.HttpResponse | undefined, body: unknown) => void,
      source?: string,
    ): void;
    on(event: 'sessionExpired', listener: (err: Error) => void): this;
  }

  export = SteamCommunity;
}

declare module 'steam-tradeoffer-manager' {
  type SteamID = import('steamid');
  type SteamCommunity = import('steamcommunity');

  namespace TradeOfferManager {
    interface Options {
      community?: SteamCommunity;
      domain?: string;
      language?: string;
      pollInterval?: number;
      dataDirectory?: string | null;
      savePollData?: boolean;
      useAccessToken?: boolean;
    }
    interface ItemRef {
      appid: number;
      contextid: string;
      assetid: string;
    }
    interface AssetProperty {
      propertyid: number;
      int_value?: string;
      float_value?: string;
      string_value?: string;
      name?: string;
    }
    interface Description {
      type?: string;
      value: string;
      name?: string;
    }
    /** steamcommunity's CEconItem, as getInventoryContents returns it. */
    interface EconItem {
      appid: number;
      contextid: string;
      assetid: string;
      classid: string;
      instanceid: string;
      market_hash_name?: string;
      icon_url?: string;
      tradable: boolean;
      descriptions?: Description[];
      owner_descriptions?: Description[];
      cache_expiration?: string;
      item_expiration?: string;
      asset_properties?: AssetProperty[];
      actions?: { link?: string; name?: string }[];
    }
    interface ExchangedItem {
      appid: number;
      contextid?: string;
      assetid: string;
      new_assetid?: string;
      new_contextid?: string;
    }
    interface TradeOffer {
      id: string | null;
      partner: SteamID;
      message: string | null;
      state: number;
      isOurOffer: boolean | null;
      created: Date | null;
      updated: Date | null;
      tradeID: string | null;
      escrowEnds: Date | null;
      addMyItems(items: ItemRef[]): number;
      addTheirItems(items: ItemRef[]): number;
      /** IEconService/GetTradeStatus of an accepted offer's trade: the items with the asset ids they have now (new_assetid). */
      getExchangeDetails(
        getDetailsIfFailed: boolean,
        callback: (err: Error | null, status: number, tradeInitTime: Date, receivedItems: ExchangedItem[], sentItems: ExchangedItem[]) => void,
      ): void;
      setMessage(message: string): void;
      send(callback: (err: Error | null, status: 'sent' | 'pending') => void): void;
      cancel(callback: (err: Error | null) => void): void;
    }
  }

  class TradeOfferManager {
    constructor(options?: TradeOfferManager.Options);
    steamID: SteamID | null;
    setCookies(cookies: string[], callback: (err: Error | null) => void): void;
    shutdown(): void;
    getInventoryContents(
      appid: number,
      contextid: number | string,
      tradableOnly: boolean,
      callback: (err: Error | null, items: TradeOfferManager.EconItem[]) => void,
    ): void;
    getUserInventoryContents(
      steamID: string,
      appid: number,
      contextid: number | string,
      tradableOnly: boolean,
      callback: (err: Error | null, items: TradeOfferManager.EconItem[]) => void,
    ): void;
    createOffer(tradeLink: string): TradeOfferManager.TradeOffer;
    getOffer(id: string, callback: (err: Error | null, offer: TradeOfferManager.TradeOffer) => void): void;
    getOffers(
      filter: number,
      historicalCutoff: Date,
      callback: (err: Error | null, sent: TradeOfferManager.TradeOffer[], received: TradeOfferManager.TradeOffer[]) => void,
    ): void;
    /** Internal, but the one way to reach an IEconService method with the manager's access token and eresult checks. */
    _apiCall(
      httpMethod: 'GET' | 'POST',
      method: string,
      version: number,
      input: Record<string, unknown>,
      callback: (err: Error | null, body: unknown) => void,
    ): void;

    static EOfferFilter: { ActiveOnly: number; HistoricalOnly: number; All: number };
  }

  export = TradeOfferManager;
}
