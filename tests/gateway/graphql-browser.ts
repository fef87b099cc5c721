import type { GqlResponse } from './gateway-helpers';

/**
 * A browser's view of the gateway: POSTs GraphQL as JSON with the cookies earlier answers set, and
 * keeps every Set-Cookie (an expired or emptied cookie is dropped), as a browser's cookie jar would.
 */
export class GraphQLBrowser {
  readonly cookies = new Map<string, string>();
  /** The Set-Cookie lines of the last answer. */
  lastSetCookies: string[] = [];

  constructor(private readonly origin: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const res = await fetch(`${this.origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    this.keep(res.headers.getSetCookie());
    return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResponse<T>['body'] };
  }

  private keep(lines: string[]): void {
    this.lastSetCookies = lines;
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
