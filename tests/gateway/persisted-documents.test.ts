import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../gateway/app';
import { createGateway } from '../../gateway/gateway';
import { loadGatewayConfig } from '../../gateway/config';
import { DocumentCache } from '../../gateway/document-cache';
import { loadPersistedDocuments } from '../../gateway/persisted-documents';
import { createGatewaySchema } from '../../gateway/schema';
import { documentIdOf, operationName as operationOf } from '../../machines/graphql-client/graphql-client';
import * as generated from '../../machines/graphql/graphql';
import { LogoutDocument, StartupDocument } from '../../machines/graphql/graphql';
import { startupVariables } from '../../machines/app/startup.request';
import { ListingFilterDataQuery, ListingProductsQuery } from '../../machines/catalogue/listing.queries';
import { aBrowserRequest, listen, postDocument, postGql } from './gateway-helpers';
import { startShop, type Shop } from './shop-fixture';

// The browser sends only the operations the app was built with, by document id (the manifest
// codegen.ts writes); a document sent as text, introspection included, is refused before it is parsed,
// unless GRAPHQL_ANY_DOCUMENT=1.
let shop: Shop;
/** A second gateway in front of the same REST API, started with GRAPHQL_ANY_DOCUMENT=1. */
let anyDocumentGateway: FastifyInstance;
let anyDocumentOrigin: string;
const restCalls: string[] = [];

beforeAll(async () => {
  shop = await startShop({ anyDocument: false });
  shop.api.server.on('request', (request: { url?: string }) => restCalls.push(request.url ?? ''));
  const { anyDocument } = loadGatewayConfig({ GRAPHQL_ANY_DOCUMENT: '1' });
  anyDocumentGateway = await buildGatewayApp({ restBaseUrl: shop.restBase, anyDocument });
  anyDocumentOrigin = await listen(anyDocumentGateway);
});

afterAll(async () => {
  await anyDocumentGateway?.close();
  await shop?.close();
});

async function restCallsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const before = restCalls.length;
  await action();
  return restCalls.slice(before);
}

const NOT_FOUND = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
const ID_REQUIRED = {
  errors: [{ message: "Only the app's own operations are run here: send one by its documentId", extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } }],
};
const INTROSPECTION = '{ __schema { queryType { name } } }';
/** 4,990 fields: within the parser's 5,000 tokens, so before it was parsed and validated in full to be refused. */
const HUGE = `{ ${Array.from({ length: 4_990 }, () => 'isAuthenticated').join(' ')} }`;

const get = (origin: string, params: Record<string, string>) => fetch(`${origin}/graphql?${new URLSearchParams(params)}`);

describe("the app's operations, by document id", () => {
  it('answers the operation a documentId names, as the browser posts it', async () => {
    const res = await postDocument<{ currencies: { code: string }[] }>(shop.gatewayOrigin, StartupDocument, startupVariables(10));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.currencies.map((currency) => currency.code)).toContain('EUR');
  });

  it('runs the document an id names whatever operation name comes with it', async () => {
    for (const operationName of ['Startup', 'Another', undefined]) {
      const res = await fetch(`${shop.gatewayOrigin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ documentId: documentIdOf(StartupDocument), variables: startupVariables(10), operationName }),
      });
      expect(res.status, operationName).toBe(200);
      expect(((await res.json()) as { data: { languages: unknown[] } }).data.languages.length, operationName).toBeGreaterThan(0);
    }
  });

  it("answers a query's documentId over GET too, and refuses a mutation's", async () => {
    const query = await get(shop.gatewayOrigin, { documentId: documentIdOf(StartupDocument), variables: JSON.stringify(startupVariables(10)) });
    expect(query.status).toBe(200);
    expect(((await query.json()) as { data: { languages: unknown[] } }).data.languages.length).toBeGreaterThan(0);
    const mutation = await get(shop.gatewayOrigin, { documentId: documentIdOf(LogoutDocument) });
    expect(mutation.status).toBe(405);
  });

  it('answers an unknown document id with PersistedQueryNotFound, without calling REST', async () => {
    const unknown = `sha256:${'0'.repeat(64)}`;
    const calls = await restCallsDuring(async () => {
      for (const documentId of [unknown, 42, documentIdOf(StartupDocument).toUpperCase()]) {
        const res = await fetch(`${shop.gatewayOrigin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ documentId, variables: {} }),
        });
        expect(res.status, String(documentId)).toBe(404);
        expect(await res.json(), String(documentId)).toEqual(NOT_FOUND);
      }
      const overGet = await get(shop.gatewayOrigin, { documentId: unknown });
      expect([overGet.status, await overGet.json()]).toEqual([404, NOT_FOUND]);
    });
    expect(calls).toEqual([]);
  });

  it('refuses a request that sends both a documentId and a query', async () => {
    const res = await fetch(`${shop.gatewayOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: documentIdOf(StartupDocument), query: '{ isAuthenticated }' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'Send a documentId or a query, not both' }] });
  });
});

describe('an operation run in process (runPersisted: the pages\' first views)', () => {
  const inProcess = () => createGateway({ restBaseUrl: shop.restBase });

  it('answers as POST /graphql does for the same document id and variables', async () => {
    const gateway = inProcess();
    try {
      const variables = { category: 'CS2' };
      const result = await gateway.runPersisted(await aBrowserRequest(), documentIdOf(ListingFilterDataQuery), variables);
      const posted = await postDocument(shop.gatewayOrigin, ListingFilterDataQuery, variables);
      expect(result.errors).toBeUndefined();
      expect(JSON.parse(JSON.stringify(result.data))).toEqual(posted.body.data);
    } finally {
      await gateway.close();
    }
  });

  it('checks variables by the book (graphql-js) before running, without calling REST', async () => {
    const gateway = inProcess();
    try {
      const request = await aBrowserRequest();
      const refused = [
        [{ filter: [] }, /^Variable "\$filter" got invalid value \[\]; Expected type "ProductFilter" to be an object\.$/],
        [{ filter: [{ currency: 'EUR' }] }, /^Variable "\$filter" got invalid value \[.*\]; Expected type "ProductFilter" to be an object\.$/],
        [{}, /^Variable "\$filter" of required type "ProductFilter!" was not provided\.$/],
        [{ filter: { currency: 'EUR', page: 'one' } }, /^Variable "\$filter" got invalid value "one" at "filter\.page"; Int cannot represent non-integer value: "one"$/],
      ] as const;
      for (const [variables, message] of refused) {
        let result: Awaited<ReturnType<typeof gateway.runPersisted>> | undefined;
        const calls = await restCallsDuring(async () => (result = await gateway.runPersisted(request, documentIdOf(ListingProductsQuery), variables)));
        expect(result!.errors?.[0]?.message, JSON.stringify(variables)).toMatch(message);
        expect(result!.data, JSON.stringify(variables)).toBeUndefined();
        expect(calls, JSON.stringify(variables)).toEqual([]);
      }
    } finally {
      await gateway.close();
    }
  });

  it('refuses a document id the app does not have, without calling REST', async () => {
    const gateway = inProcess();
    try {
      const request = await aBrowserRequest();
      const calls = await restCallsDuring(() => expect(gateway.runPersisted(request, 'sha256:unknown', null)).rejects.toThrow('PersistedQueryNotFound'));
      expect(calls).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});

describe('a document sent as text', () => {
  it('is refused before it is parsed: valid, broken and 5,000-field documents get the same answer, and REST is never called', async () => {
    const calls = await restCallsDuring(async () => {
      for (const query of ['{ currencies { code } }', '{ currencies {', HUGE, '']) {
        const res = await postGql(shop.gatewayOrigin, query);
        expect(res.status, query.slice(0, 30)).toBe(400);
        expect(res.body, query.slice(0, 30)).toEqual(ID_REQUIRED);
      }
      const overGet = await get(shop.gatewayOrigin, { query: '{ currencies { code } }' });
      expect([overGet.status, await overGet.json()]).toEqual([400, ID_REQUIRED]);
    });
    expect(calls).toEqual([]);
  });

  it('is refused when it is introspection', async () => {
    const res = await postGql(shop.gatewayOrigin, INTROSPECTION);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(ID_REQUIRED);
  });

  it('is run with GRAPHQL_ANY_DOCUMENT=1, introspection included, beside the documents sent by id', async () => {
    const text = await postGql(anyDocumentOrigin, '{ currencies { code } }');
    expect(text.status).toBe(200);
    expect(text.body.data).toMatchObject({ currencies: expect.arrayContaining([{ code: 'EUR' }]) });
    const introspection = await postGql(anyDocumentOrigin, INTROSPECTION);
    expect(introspection.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const byId = await postDocument(anyDocumentOrigin, StartupDocument, startupVariables(10));
    expect(byId.body.errors).toBeUndefined();
    // The limits still apply to text: the 5,000-field document is parsed, validated and refused.
    const huge = await postGql(anyDocumentOrigin, HUGE);
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.map((error) => error.message)).toContain('An operation may select at most 20 root fields');
  });
});

describe('the manifest the gateway loads', () => {
  const manifest = loadPersistedDocuments();
  const operations = Object.entries(generated).filter(
    ([name, document]) => name.endsWith('Document') && operationOf(document) !== undefined,
  );

  it('holds every operation of machines/graphql, the documents the web app is built with', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const [name, document] of operations) expect(manifest.has(documentIdOf(document)), name).toBe(true);
    expect(manifest.size).toBe(operations.length);
  });

  it('names each document by the sha256 of its text, and each passes the schema and the limits', () => {
    const documents = new DocumentCache(createGatewaySchema());
    for (const [id, text] of manifest) {
      expect(id).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
      expect(documents.get(text).errors, text.slice(0, 60)).toBeUndefined();
    }
  });

  const assets = new URL('../../dist/assets/', import.meta.url);
  it.skipIf(!existsSync(assets))('holds every document id the built web app sends (dist/, as `npm run build` made it)', () => {
    const sent = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(new URL(file, assets), 'utf8').matchAll(/sha256:[0-9a-f]{64}/g)].map(([id]) => id));
    expect(sent.length).toBeGreaterThan(30);
    for (const id of sent) expect(manifest.has(id), id).toBe(true);
  });
});
