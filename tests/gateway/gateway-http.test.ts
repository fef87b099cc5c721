import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../gateway/app';
import { listen, postGql } from './gateway-helpers';

// A stand-in REST API on a real port that answers what the real one cannot easily be made to:
// 401s, 500s, slow answers. The integration suite covers the real API.
let restStub: FastifyInstance;
let gateway: FastifyInstance;
let origin: string;
const received: { url: string; cookie?: string; language?: string }[] = [];

beforeAll(async () => {
  restStub = Fastify();
  restStub.addHook('onRequest', async (request) => {
    received.push({ url: request.url, cookie: request.headers.cookie });
  });
  restStub.get('/api/countries', async (_request, reply) =>
    reply.code(401).send({ status: 'ERROR', message: 'Unauthenticated' }),
  );
  restStub.get('/api/items/list', async (_request, reply) =>
    reply.code(401).send({ status: 'ERROR', message: 'Unauthenticated' }),
  );
  restStub.get('/api/items/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === '401') return reply.code(401).send({ status: 'ERROR', message: 'Unauthenticated' });
    if (id === '500') return reply.code(500).send({ status: 'ERROR', message: 'SQLITE_BUSY: database is locked at /srv/x.db' });
    return reply.code(404).send({ status: 'ERROR', message: 'Item not found' });
  });
  restStub.get('/api/currencies', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { status: 'OK', payload: [] };
  });
  restStub.get('/api/languages', async (_request, reply) => reply.type('text/html').send('<html>proxy error</html>'));
  // OK, but not the list the contract promises: the resolver itself fails.
  restStub.get('/api/social-links', async () => ({ status: 'OK', payload: { internal: '/srv/secret' } }));
  restStub.get('/api/is-auth', async (_request, reply) => {
    reply.header('set-cookie', ['sid=new; Path=/; HttpOnly; SameSite=Lax', 'seen=1; Path=/']);
    return { status: 'OK', authenticated: true };
  });
  restStub.get('/api/settings', async () => ({
    status: 'OK',
    payload: {
      payment_methods: { EUR: [{ code: 'card', title: 'Card' }], USD: [] },
      min_top_up: 5,
      requisites: 'Skins Ltd, Reg. 123, Tallinn',
      support_email: 'support@example.test',
      copyright: '© Skins',
      offer_enabled: false,
      google_tag: null,
      image_host: 'http://img.test',
    },
  }));
  const restOrigin = await listen(restStub);
  // Documents of its own, sent as text: these tests are about the resolvers and the endpoint's rules.
  gateway = await buildGatewayApp({ restBaseUrl: `${restOrigin}/api`, restTimeoutMs: 200, anyDocument: true });
  origin = await listen(gateway);
});

afterAll(async () => {
  await gateway?.close();
  await restStub?.close();
});

describe('gateway over a stand-in REST API', () => {
  it('reports a 401 on a product fetch as UnauthorizedError with the spec message', async () => {
    const res = await postGql(origin, `{ product(id: "401", currency: "EUR") {
      __typename ... on ErrorResult { errorCode message } } }`);
    expect(res.body).toEqual({
      data: {
        product: {
          __typename: 'UnauthorizedError',
          errorCode: 'UNAUTHORIZED',
          message: 'You are not authorized to access this product',
        },
      },
    });
  });

  it('reports not being signed in as an UNAUTHENTICATED GraphQL error', async () => {
    const res = await postGql(origin, '{ countries { id } }');
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ path: ['countries'], extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('reports a 401 on the product list (spec §4: new arrivals) as UNAUTHENTICATED too', async () => {
    const res = await postGql(origin, '{ products(filter: { currency: "EUR", newArrivals: true }) { __typename } }');
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ path: ['products'], extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('never leaks upstream internals of a 500', async () => {
    const res = await postGql(origin, '{ product(id: "500", currency: "EUR") { __typename } }');
    expect(JSON.stringify(res.body)).not.toContain('SQLITE');
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'An error occurred. Please try again later.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('turns a REST timeout into a safe GraphQL error', async () => {
    const res = await postGql(origin, '{ currencies { code } }');
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'An error occurred. Please try again later.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/REST|timeout|127\.0\.0\.1/);
  });

  it('turns a non-JSON upstream answer into a safe GraphQL error', async () => {
    const res = await postGql(origin, '{ languages { id } }');
    expect(res.body.errors?.[0]?.message).toBe('An error occurred. Please try again later.');
    expect(JSON.stringify(res.body)).not.toContain('proxy error');
  });

  it('hides a resolver failure behind the generic message and INTERNAL_SERVER_ERROR', async () => {
    const res = await postGql(origin, '{ socialLinks { id } }');
    expect(res.body).toEqual({
      data: null,
      errors: [
        {
          message: 'An error occurred. Please try again later.',
          path: ['socialLinks'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
  });

  it('a failed non-null root field nulls data; the same fields resolve beside healthy ones', async () => {
    const res = await postGql(origin, '{ isAuthenticated languages { id } }');
    expect(res.body.data).toBeNull(); // languages is non-null at the root, so data is null
    const partial = await postGql(origin, '{ isAuthenticated settings { minTopUp } }');
    expect(partial.body).toEqual({ data: { isAuthenticated: true, settings: { minTopUp: 5 } } });
  });

  it('relays every Set-Cookie and forwards the Cookie header', async () => {
    const res = await postGql(origin, '{ isAuthenticated }', undefined, { cookie: 'sid=old' });
    expect(res.body).toEqual({ data: { isAuthenticated: true } });
    expect(res.headers.getSetCookie()).toEqual(['sid=new; Path=/; HttpOnly; SameSite=Lax', 'seen=1; Path=/']);
    expect(received.at(-1)).toMatchObject({ url: '/api/is-auth', cookie: 'sid=old' });
  });

  it('maps settings: payment methods per currency and requisites split at the first comma', async () => {
    const res = await postGql(origin, `{ settings { paymentMethods { currency methods { code title } } minTopUp
      requisites { companyName companyNumber } supportEmail copyright offerEnabled googleTag imageHost } }`);
    expect(res.body.data).toEqual({
      settings: {
        paymentMethods: [
          { currency: 'EUR', methods: [{ code: 'card', title: 'Card' }] },
          { currency: 'USD', methods: [] },
        ],
        minTopUp: 5,
        requisites: { companyName: 'Skins Ltd', companyNumber: 'Reg. 123, Tallinn' },
        supportEmail: 'support@example.test',
        copyright: '© Skins',
        offerEnabled: false,
        googleTag: null,
        imageHost: 'http://img.test',
      },
    });
  });
});

describe('the /graphql endpoint', () => {
  it('rejects a POST that is not JSON (CSRF baseline)', async () => {
    const before = received.length;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ query: '{ isAuthenticated }' }),
      });
      expect(res.status, type).toBe(415);
    }
    expect(received.slice(before)).toEqual([]);
  });

  it('accepts application/json with a charset', async () => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ query: '{ isAuthenticated }' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { isAuthenticated: true } });
  });

  it('serves queries over GET, with variables', async () => {
    const query = encodeURIComponent('query Q($id: ID!) { product(id: $id, currency: "EUR") { __typename } }');
    const variables = encodeURIComponent(JSON.stringify({ id: 'missing' }));
    const res = await fetch(`${origin}/graphql?query=${query}&variables=${variables}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { product: { __typename: 'NotFoundError' } } });
  });

  it('refuses anything but a query over GET', async () => {
    const before = received.length;
    for (const query of ['mutation M { isAuthenticated }', 'subscription S { isAuthenticated }']) {
      const res = await fetch(`${origin}/graphql?query=${encodeURIComponent(query)}`);
      expect(res.status, query).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    expect(received.slice(before)).toEqual([]);
  });

  it('refuses a mutation over GET with an empty operationName too, before and after it is cached', async () => {
    const query = encodeURIComponent('mutation Empty { isAuthenticated }');
    for (const url of [`/graphql?query=${query}&operationName=`, `/graphql?query=${query}`]) {
      const res = await fetch(`${origin}${url}`);
      expect(res.status, url).toBe(405);
    }
  });

  it('answers 400 for a missing query, a syntax error or an invalid document', async () => {
    expect((await postGql(origin, '')).status).toBe(400);
    const syntax = await postGql(origin, '{ currencies { code }');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    const invalid = await postGql(origin, '{ currencies { nope } }');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.message).toContain('Cannot query field "nope"');
    const badVariables = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ isAuthenticated }', variables: [1] }),
    });
    expect(badVariables.status).toBe(400);
  });

  it('reports variables of the wrong type as a GraphQL error, not a crash', async () => {
    const res = await postGql(origin, 'query Q($id: Int!) { staticPage(id: $id) { __typename } }', { id: 'x' });
    expect(res.body.errors?.[0]?.message).toContain('Int cannot represent');
  });
});

describe('malformed requests', () => {
  it('answers a body that is not valid JSON with a GraphQL-shaped 400', async () => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ isAuthenticated }"',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0].message.length).toBeGreaterThan(0);
  });

  it('answers other methods with a GraphQL-shaped 405 and an Allow header', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(`${origin}/graphql`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST');
      expect(await res.json()).toEqual({ errors: [{ message: 'Only GET and POST are supported' }] });
    }
  });

  it('answers a batch (array body) with 400: one operation per request', async () => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ isAuthenticated }' }]),
    });
    expect(res.status).toBe(400);
  });
});

describe('expensive documents', () => {
  it('refuses more than 20 root fields (each is a REST call), counting aliases and fragments', async () => {
    const before = received.length;
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: isAuthenticated`).join(' ');
    const res = await postGql(origin, `{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe('An operation may select at most 20 root fields');
    const viaFragments = Array.from({ length: 21 }, (_, i) => `... on Query { f${i}: isAuthenticated }`).join(' ');
    expect((await postGql(origin, `{ ...F } fragment F on Query { ${viaFragments} }`)).status).toBe(400);
    expect(received.slice(before)).toEqual([]);
    const twenty = Array.from({ length: 20 }, (_, i) => `a${i}: isAuthenticated`).join(' ');
    expect((await postGql(origin, `{ ${twenty} }`)).body.errors).toBeUndefined();
  });

  it('stops parsing a document of more than 5000 tokens at once', async () => {
    const started = performance.now();
    const res = await postGql(origin, `{ settings { ${'minTopUp '.repeat(100_000)} } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/contains more \w+ 5000 tokens/);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
