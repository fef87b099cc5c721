import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/common.contract';
import type { StaticPageAnswer } from '../../contract/reference-data.contract';
import type { SettingsAnswer } from '../../contract/settings.contract';
import { postGql } from './gateway-helpers';
import { startShop, type Shop } from './shop-fixture';

let shop: Shop;
const gql = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
  postGql<T>(shop.gatewayOrigin, query, variables, headers);

beforeAll(async () => {
  shop = await startShop();
});

afterAll(async () => {
  await shop?.close();
});

describe('reference data through the gateway (real REST API)', () => {
  it('currencies: EUR € rate 1 first, every REST currency with its value as rate', async () => {
    const rest = await shop.rest<Envelope<{ code: string; symbol: string; value: number }[]>>('/currencies');
    const res = await gql<{ currencies: { code: string; symbol: string; rate: number }[] }>('{ currencies { code symbol rate } }');
    expect(res.status).toBe(200);
    expect(res.body.data?.currencies[0]).toEqual({ code: 'EUR', symbol: '€', rate: 1 });
    expect(res.body.data?.currencies).toEqual(rest.body.payload!.map((c) => ({ code: c.code, symbol: c.symbol, rate: c.value })));
    expect(res.body.data!.currencies.length).toBeGreaterThanOrEqual(5);
  });

  it('languages: English is id 10', async () => {
    const res = await gql<{ languages: { id: number; title: string; code: string }[] }>('{ languages { id title code } }');
    expect(res.body.data?.languages).toContainEqual({ id: 10, title: 'English', code: 'en' });
    expect(res.body.data!.languages.length).toBeGreaterThanOrEqual(6);
  });

  it('translations: the localizations object as key/text pairs, per language', async () => {
    const rest = await shop.rest<Envelope<Record<string, string>>>('/localizations?lang_id=10');
    const res = await gql<{ translations: { key: string; text: string }[] }>(
      'query T($id: Int!) { translations(languageId: $id) { key text } }',
      { id: 10 },
    );
    const pairs = res.body.data!.translations;
    expect(pairs.length).toBe(Object.keys(rest.body.payload!).length);
    expect(Object.fromEntries(pairs.map((p) => [p.key, p.text]))).toEqual(rest.body.payload);
    const german = await gql<{ translations: { key: string; text: string }[] }>('{ translations(languageId: 11) { key text } }');
    expect(german.body.data!.translations.length).toBe(pairs.length);
    expect(german.body.data!.translations).not.toEqual(pairs);
  });

  it("translations of a language that does not exist: the API's message and a client-side code, not an outage", async () => {
    const missing = await gql('{ translations(languageId: 999) { key } }');
    expect(missing.body.data).toBeNull();
    expect(missing.body.errors).toMatchObject([{ message: 'Language not found', extensions: { code: 'NOT_FOUND' } }]);
    const invalid = await gql('{ translations(languageId: 0) { key } }');
    expect(invalid.body.errors).toMatchObject([
      {
        message: 'Validation failed',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'languageId', messages: ['Must be at least 1'] }] },
      },
    ]);
  });

  it('countries and phone codes (flattened to iso and code)', async () => {
    const res = await gql<{ countries: { id: number; iso: string; title: string }[]; phoneCodes: { iso: string; code: string }[] }>(
      '{ countries { id iso title } phoneCodes { iso code } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.countries).toContainEqual(expect.objectContaining({ iso: 'DE', title: 'Germany' }));
    expect(res.body.data!.phoneCodes).toContainEqual({ iso: 'DE', code: '+49' });
    for (const phone of res.body.data!.phoneCodes) {
      expect(phone.iso).toMatch(/^[A-Z]{2}$/);
      expect(phone.code).toMatch(/^\+\d+$/);
    }
  });

  it('social links', async () => {
    const res = await gql<{ socialLinks: { id: number; name: string; url: string; icon: string }[] }>(
      '{ socialLinks { id name url icon } }',
    );
    expect(res.body.data!.socialLinks.length).toBeGreaterThan(0);
    for (const link of res.body.data!.socialLinks) expect(link.url).toMatch(/^https:\/\//);
  });

  it('settings: camelCase, payment methods per currency, requisites split at the first comma', async () => {
    const rest = (await shop.rest<Envelope<SettingsAnswer>>('/settings')).body.payload!;
    const res = await gql<{ settings: Record<string, unknown> }>(`{ settings {
      paymentMethods { currency methods { code title } } minTopUp requisites { companyName companyNumber }
      supportEmail copyright offerEnabled googleTag imageHost } }`);
    const comma = rest.requisites.indexOf(',');
    expect(res.body.data!.settings).toEqual({
      paymentMethods: Object.entries(rest.payment_methods).map(([currency, methods]) => ({ currency, methods })),
      minTopUp: rest.min_top_up,
      requisites: {
        companyName: rest.requisites.slice(0, comma).trim(),
        companyNumber: rest.requisites.slice(comma + 1).trim(),
      },
      supportEmail: rest.support_email,
      copyright: rest.copyright,
      offerEnabled: rest.offer_enabled,
      googleTag: rest.google_tag,
      imageHost: rest.image_host,
    });
    expect(comma).toBeGreaterThan(0);
  });

  it("settings: the support address names the shop's PUBLIC_URL host, never the host the browser sent", async () => {
    const res = await gql<{ settings: { supportEmail: string } }>('{ settings { supportEmail } }', undefined, {
      'x-forwarded-host': 'evil.example:8443',
    });
    expect(res.body.data!.settings.supportEmail).toBe('support@localhost');
    // fetch() cannot set Host, so this goes through node:http.
    const body = JSON.stringify({ query: '{ settings { supportEmail } }' });
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(`${shop.gatewayOrigin}/graphql`, {
        method: 'POST',
        headers: { host: 'evil.example:3000', 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(JSON.parse(answer)).toEqual({ data: { settings: { supportEmail: 'support@localhost' } } });
  });
});

describe('static pages through the gateway', () => {
  it('lists the four pages with slugs derived from their titles', async () => {
    const res = await gql<{ staticPages: { id: number; title: string; slug: string }[] }>('{ staticPages { id title slug } }');
    expect(res.body.data!.staticPages.map((p) => p.slug).sort()).toEqual([
      'cookie-notice',
      'cookie-policy',
      'privacy-policy',
      'terms-and-conditions',
    ]);
  });

  it('serves a page that exists', async () => {
    const rest = (await shop.rest<Envelope<StaticPageAnswer>>('/static-pages/2')).body.payload!;
    const res = await gql('{ staticPage(id: 2) { __typename ... on StaticPage { id title slug header content } } }');
    expect(res.body.data).toEqual({
      staticPage: {
        __typename: 'StaticPage',
        id: 2,
        title: rest.title,
        slug: rest.slug,
        header: rest.header,
        content: rest.content,
      },
    });
  });

  it("serves the browser's language (x-language-id) with the slug the API stores, not one rebuilt from the title", async () => {
    const rest = (await shop.rest<Envelope<StaticPageAnswer>>('/static-pages/2?lang_id=11')).body.payload!;
    expect(rest.title).toBe('Datenschutzerklärung');
    const query = '{ staticPage(id: 2) { ... on StaticPage { title slug header content } } staticPages { id title slug } }';
    const res = await gql<{ staticPage: StaticPageAnswer; staticPages: { id: number; title: string; slug: string }[] }>(
      query,
      undefined,
      { 'x-language-id': '11' },
    );
    expect(res.body.data!.staticPage).toEqual({ title: rest.title, slug: 'privacy-policy', header: rest.header, content: rest.content });
    expect(res.body.data!.staticPages).toContainEqual({ id: 2, title: 'Datenschutzerklärung', slug: 'privacy-policy' });
  });

  it('answers NotFoundError with the server message for a page that does not exist', async () => {
    const rest = await shop.rest<Envelope<unknown>>('/static-pages/9999');
    expect(rest.status).toBe(404);
    const res = await gql('{ staticPage(id: 9999) { __typename ... on ErrorResult { errorCode message } } }');
    expect(res.body.data).toEqual({
      staticPage: { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: rest.body.message },
    });
  });
});

describe('cookies end to end', () => {
  it('a visitor is not authenticated', async () => {
    const res = await gql('{ isAuthenticated }');
    expect(res.body).toEqual({ data: { isAuthenticated: false } });
  });

  it("forwards the browser's Cookie header so the API sees the session", async () => {
    const forwarded: (string | undefined)[] = [];
    const listener = (request: { url?: string; headers: { cookie?: string } }) => {
      if (request.url?.startsWith('/api/is-auth')) forwarded.push(request.headers.cookie);
    };
    shop.api.server.on('request', listener);
    try {
      const sessionId = randomBytes(32).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const user = await shop.db
        .insertInto('users')
        .values({ email: `gw-${now}@example.test`, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await shop.db
        .insertInto('sessions')
        .values({
          id: createHash('sha256').update(sessionId).digest('hex'),
          user_id: user.id,
          created_at: now,
          expires_at: now + 3600,
        })
        .execute();
      const cookie = `theme=dark; sid=${sessionId}`;
      const signedIn = await gql('{ isAuthenticated }', undefined, { cookie });
      expect(signedIn.body).toEqual({ data: { isAuthenticated: true } });
      const otherBrowser = await gql('{ isAuthenticated }', undefined, { cookie: 'sid=someone-else' });
      expect(otherBrowser.body).toEqual({ data: { isAuthenticated: false } });
      expect(forwarded).toEqual([cookie, 'sid=someone-else']);
    } finally {
      shop.api.server.off('request', listener);
    }
  });
});

describe('CSRF baseline end to end', () => {
  it('rejects a form or text POST before anything reaches the API', async () => {
    let apiRequests = 0;
    const listener = () => apiRequests++;
    shop.api.server.on('request', listener);
    try {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await fetch(`${shop.gatewayOrigin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': type },
          body: JSON.stringify({ query: '{ isAuthenticated }' }),
        });
        expect(res.status, type).toBe(415);
      }
      expect(apiRequests).toBe(0);
    } finally {
      shop.api.server.off('request', listener);
    }
  });
});
