const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
const TIMEOUT_MS = 5000;

/** Where to send the browser: Steam's OpenID 2.0 endpoint in checkid_setup mode. */
export function steamLoginUrl(endpoint: string, returnTo: string, realm: string): string {
  const url = new URL(endpoint);
  url.searchParams.set('openid.ns', OPENID_NS);
  url.searchParams.set('openid.mode', 'checkid_setup');
  url.searchParams.set('openid.return_to', returnTo);
  url.searchParams.set('openid.realm', realm);
  url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
  url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
  return url.toString();
}

export type Assertion = Record<string, string | undefined>;

/**
 * Checks a positive assertion at the return URL and asks the provider itself whether it signed it
 * (check_authentication), as OpenID 2.0 §11.4.2 allows for a relying party without associations.
 * Returns the SteamID64, or undefined for anything not genuine; throws when the provider cannot be
 * asked (unreachable, timeout, an error status).
 */
export async function verifySteamAssertion(endpoint: string, expectedReturnTo: string, query: Assertion): Promise<string | undefined> {
  if (query['openid.ns'] !== OPENID_NS || query['openid.mode'] !== 'id_res') return undefined;
  if (query['openid.op_endpoint'] !== endpoint || query['openid.return_to'] !== expectedReturnTo) return undefined;
  const claimed = CLAIMED_ID.exec(query['openid.claimed_id'] ?? '');
  if (!claimed || query['openid.identity'] !== query['openid.claimed_id']) return undefined;
  const signed = (query['openid.signed'] ?? '').split(',');
  for (const field of ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle']) {
    if (!signed.includes(field)) return undefined;
  }

  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (key.startsWith('openid.') && value !== undefined) form.set(key, value);
  form.set('openid.mode', 'check_authentication');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
    body: form.toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`check_authentication answered ${response.status}`);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  return lines.includes('is_valid:true') ? claimed[1] : undefined;
}
