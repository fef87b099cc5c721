// The client's start-up operation (machines/app/startup.actors.ts) against the real gateway and REST API:
// one request brings every start-up field; a part that fails costs one more request without it.
import { GraphQLClient } from 'graphql-request';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Gql } from '../../machines/graphql-client/graphql-client';
import { fetchStartup } from '../../machines/app/startup.actors';
import { StartupDocument, startupVariables } from '../../machines/app/startup.request';
import { documentText } from './gateway-helpers';
import { startShop, type Shop } from './shop-fixture';

let shop: Shop;
let operations: string[];
let client: Gql;

beforeEach(async () => {
  shop = await startShop();
  operations = [];
  const graphql = new GraphQLClient(`${shop.gatewayOrigin}/graphql`, {
    requestMiddleware: (request) => {
      operations.push(String(request.operationName));
      return request;
    },
  });
  client = (document, variables) => graphql.request({ document: documentText(document), variables } as Parameters<GraphQLClient['request']>[0]) as never;
});

afterEach(async () => {
  await shop?.close();
});

const visitor = { currencyCode: null, languageId: null, cookiesAccepted: false };

describe('start-up as one GraphQL operation', () => {
  it('brings social links, currencies, languages, translations, auth status and settings in one request', async () => {
    const answer = await fetchStartup(client, visitor);
    expect(operations).toEqual(['Startup']);
    expect(answer.socialLinks!.length).toBeGreaterThan(0);
    expect(answer.currencies![0]).toEqual({ code: 'EUR', symbol: '€', rate: 1 });
    expect(answer.languages).toContainEqual({ id: 10, title: 'English', code: 'en' });
    expect(answer.translationsLanguageId).toBe(10);
    expect(Object.keys(answer.translations!).length).toBeGreaterThan(10);
    expect(answer.isAuthenticated).toBe(false);
    expect(answer.settings!.imageHost).toBeTruthy();
  });

  it("asks for the saved language's translations", async () => {
    const english = await fetchStartup(client, visitor);
    const german = await fetchStartup(client, { ...visitor, languageId: 11 });
    expect(german.translationsLanguageId).toBe(11);
    expect(german.translations).not.toEqual(english.translations);
  });

  it('asks once more without a part that fails, and keeps every other part', async () => {
    await sql`drop table social_links`.execute(shop.db);
    const answer = await fetchStartup(client, visitor);
    expect(operations).toEqual(['Startup', 'Startup']);
    expect(answer.socialLinks).toBeUndefined();
    expect(answer.currencies!.length).toBeGreaterThan(0);
    expect(answer.settings).toBeDefined();
    expect(answer.translations).toBeDefined();
  });

  it('throws when the gateway cannot be reached at all', async () => {
    await shop.gateway.close();
    await expect(fetchStartup(client, visitor)).rejects.toThrow();
  });

  it('goes out brotli-compressed to a browser that accepts it, and reads the same', async () => {
    const encodings: (string | null)[] = [];
    const compressed = new GraphQLClient(`${shop.gatewayOrigin}/graphql`, {
      headers: { 'accept-encoding': 'br' },
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await fetch(input, init);
        encodings.push(response.headers.get('content-encoding'));
        return response;
      },
    });
    const compressedClient: Gql = (document, variables) =>
      compressed.request({ document: documentText(document), variables } as Parameters<GraphQLClient['request']>[0]) as never;
    const answer = await fetchStartup(compressedClient, visitor);
    expect(encodings).toEqual(['br']);
    expect(answer).toEqual(await fetchStartup(client, visitor));
  });

  it('answers the start-up operation as a GET too, marked never to be cached', async () => {
    const params = new URLSearchParams({ query: documentText(StartupDocument), variables: JSON.stringify(startupVariables(10)) });
    const response = await fetch(`${shop.gatewayOrigin}/graphql?${params}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data?: { languages: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.languages).toContainEqual({ id: 10, title: 'English', code: 'en' });
  });
});
