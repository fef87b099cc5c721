import { EAuthTokenPlatformType, LoginSession, type ApiRequest, type ApiResponse, type ITransport } from 'steam-session';
import type SteamCommunity from 'steamcommunity';

/**
 * The bot's web cookies (steamLoginSecure + sessionid) from its refresh token, through steam-session.
 * The token must be a MobileApp one (audience "mobile", as steam-session's mobile login or an
 * authenticator tool issues it): its access token then works both as the community session and for
 * IEconService calls, and the session may answer mobile confirmations. steam-session's own HTTP would go
 * to the real api.steampowered.com, so its requests ride the community's (redirectable) HTTP instead.
 */
export async function cookiesFromRefreshToken(community: SteamCommunity, refreshToken: string): Promise<string[]> {
  return (await webSession(community, refreshToken, false)).cookies;
}

/**
 * The web cookies, and with `renew` a new refresh token when Steam issues one (steam-session's
 * renewRefreshToken: IAuthenticationService/GenerateAccessTokenForApp with renewal_type Allow; Steam
 * decides whether to issue one, and once it has, the old token no longer works). `renewed` is null when
 * Steam kept the old token.
 */
export async function webSession(community: SteamCommunity, refreshToken: string, renew: boolean): Promise<{ cookies: string[]; renewed: string | null }> {
  const session = new LoginSession(EAuthTokenPlatformType.MobileApp, { transport: communityTransport(community) });
  session.refreshToken = refreshToken;
  // renewRefreshToken also sets a fresh access token, which getWebCookies then uses without another call.
  const renewed = renew && (await session.renewRefreshToken());
  const cookies = await session.getWebCookies();
  return { cookies, renewed: renewed ? session.refreshToken : null };
}

/** Unix seconds a Steam refresh token (a JWT) ends at, from its `exp` claim; null when it has none. */
export function refreshTokenExpiry(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** steam-session's WebApiTransport, over community.httpRequest (so the adapter's apiUrl applies). */
function communityTransport(community: SteamCommunity): ITransport {
  return {
    sendRequest: (request: ApiRequest) =>
      new Promise<ApiResponse>((resolve, reject) => {
        const data = request.requestData as Buffer | undefined;
        community.httpRequest(
          {
            uri: `https://api.steampowered.com/I${request.apiInterface}Service/${request.apiMethod}/v${request.apiVersion}/`,
            method: 'POST',
            qs: request.accessToken ? { access_token: request.accessToken } : {},
            form: data && data.length > 0 ? { input_protobuf_encoded: data.toString('base64') } : {},
            headers: request.headers as Record<string, string> | undefined,
            encoding: null,
            checkHttpError: false,
          },
          (err, response, body) => {
            if (err) return reject(err);
            if (!response || response.statusCode < 200 || response.statusCode >= 300) {
              return reject(Object.assign(new Error(`HTTP error ${response?.statusCode}`), { code: response?.statusCode }));
            }
            const eresult = response.headers['x-eresult'];
            const message = response.headers['x-error_message'];
            resolve({
              result: typeof eresult === 'string' ? Number(eresult) : undefined,
              errorMessage: typeof message === 'string' ? message : undefined,
              responseData: Buffer.isBuffer(body) && body.length > 0 ? body : undefined,
            });
          },
          'steam-session',
        );
      }),
    close() {},
  };
}
