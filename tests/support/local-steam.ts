import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Steam stand-in speaking the real protocols: OpenID 2.0 (checkid_setup redirects back with
 * a positive assertion; check_authentication confirms each assertion it issued, once) and the Web
 * API's GetPlayerSummaries.
 */
export class LocalSteam {
  private server: Server | undefined;
  private issued = new Map<string, string>(); // response_nonce → sig
  url = '';
  /** The SteamID64 the next sign-in asserts. */
  steamId = '76561198000000123';
  checkAuthentications = 0;
  /** How check_authentication answers: 'confirm' as Steam does, 'error' a 503, 'hang-up' closes the connection unanswered. */
  checkAuthenticationMode: 'confirm' | 'error' | 'hang-up' = 'confirm';

  get openIdUrl(): string {
    return `${this.url}/openid/login`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.url || 'http://localhost');
      if (request.method === 'GET' && url.pathname === '/openid/login') {
        const returnTo = url.searchParams.get('openid.return_to') ?? '';
        if (url.searchParams.get('openid.mode') !== 'checkid_setup' || !returnTo) {
          response.writeHead(400).end('bad request');
          return;
        }
        const claimed = `https://steamcommunity.com/openid/id/${this.steamId}`;
        const nonce = `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}${randomBytes(4).toString('hex')}`;
        const sig = randomBytes(20).toString('base64');
        this.issued.set(nonce, sig);
        const back = new URL(returnTo);
        const assertion: Record<string, string> = {
          'openid.ns': 'http://specs.openid.net/auth/2.0',
          'openid.mode': 'id_res',
          'openid.op_endpoint': this.openIdUrl,
          'openid.claimed_id': claimed,
          'openid.identity': claimed,
          'openid.return_to': returnTo,
          'openid.response_nonce': nonce,
          'openid.assoc_handle': '1234567890',
          'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
          'openid.sig': sig,
        };
        for (const [key, value] of Object.entries(assertion)) back.searchParams.set(key, value);
        response.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (request.method === 'POST' && url.pathname === '/openid/login') {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          this.checkAuthentications++;
          if (this.checkAuthenticationMode === 'hang-up') {
            request.socket.destroy();
            return;
          }
          if (this.checkAuthenticationMode === 'error') {
            response.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
            return;
          }
          const form = new URLSearchParams(body);
          const nonce = form.get('openid.response_nonce') ?? '';
          const expectedSig = this.issued.get(nonce);
          const claimedOk = form.get('openid.claimed_id') === `https://steamcommunity.com/openid/id/${this.steamId}`;
          const valid = form.get('openid.mode') === 'check_authentication' && expectedSig !== undefined && expectedSig === form.get('openid.sig') && claimedOk;
          this.issued.delete(nonce); // a nonce is confirmed at most once
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`ns:http://specs.openid.net/auth/2.0\nis_valid:${valid}\n`);
        });
        return;
      }
      if (request.method === 'GET' && url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
        const ok = url.searchParams.get('key') === 'test-key';
        const id = url.searchParams.get('steamids');
        response.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            response: {
              players: [
                {
                  steamid: id,
                  communityvisibilitystate: 3,
                  profileurl: `https://steamcommunity.com/profiles/${id}/`,
                  avatarmedium: `https://avatars.steamstatic.com/${id}_medium.jpg`,
                  personaname: 'gamer',
                },
              ],
            },
          }),
        );
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
