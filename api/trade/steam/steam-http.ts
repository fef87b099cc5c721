import http from 'node:http';
import https from 'node:https';
import request from 'request';

export const STEAM_COMMUNITY_URL = 'https://steamcommunity.com';
export const STEAM_API_URL = 'https://api.steampowered.com';

/** A 429 (or a 5xx carrying Retry-After): the libraries drop response headers, so the wait travels on the error. */
export class SteamHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly retryAfterMs?: number,
  ) {
    super(`HTTP error ${statusCode}`);
    this.name = 'SteamHttpError';
  }
}

export interface SteamHttp {
  /** The `request` instance to hand to `new SteamCommunity({ request })`: every library call goes through it. */
  request: request.RequestAPI<request.Request, request.CoreOptions, request.RequiredUriUrl>;
  close(): void;
}

type Requester = (options: request.Options, callback: request.RequestCallback) => request.Request;

/**
 * All of steamcommunity's and steam-tradeoffer-manager's HTTP passes here: URLs on steamcommunity.com and
 * api.steampowered.com are rewritten to `communityUrl` / `apiUrl` (a local fake in tests), with the
 * cookies the jar holds for the real host, over agents this adapter owns so `close()` can end them.
 */
export function createSteamHttp(communityUrl = STEAM_COMMUNITY_URL, apiUrl = STEAM_API_URL): SteamHttp {
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const bases: [string, string][] = [
    [STEAM_COMMUNITY_URL, communityUrl.replace(/\/+$/, '')],
    [STEAM_API_URL, apiUrl.replace(/\/+$/, '')],
  ];
  const rewrite = (url: string) => {
    for (const [from, to] of bases) if (url === from || url.startsWith(`${from}/`)) return to + url.slice(from.length);
    return url;
  };

  const requester: Requester = (options, callback) => {
    const { uri, url, ...rest } = options as request.CoreOptions & { uri?: unknown; url?: unknown };
    const original = String(uri ?? url);
    const target = rewrite(original);
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    const jar = options.jar as request.CookieJar | undefined;
    if (target !== original && jar && typeof jar === 'object') {
      const cookies = jar.getCookieString(original);
      if (cookies) headers.cookie = cookies;
    }
    const agent = new URL(target).protocol === 'https:' ? agents.https : agents.http;
    return request({ ...rest, uri: target, headers, forever: false, agent }, (err, response, body) => {
      const status = response?.statusCode ?? 0;
      const retryAfter = response ? retryAfterMs(response.headers['retry-after']) : undefined;
      if (!err && (status === 429 || (status >= 500 && retryAfter !== undefined))) err = new SteamHttpError(status, retryAfter);
      callback(err, response, body);
    });
  };

  return {
    // request.defaults(options, requester): documented by `request`, missing from @types/request.
    request: (request.defaults as unknown as (options: object, requester: Requester) => SteamHttp['request'])({}, requester),
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** Retry-After as delta-seconds or an HTTP date, in milliseconds. */
function retryAfterMs(header: string | undefined): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
