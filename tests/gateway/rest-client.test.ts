import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRestClient,
  createRestConnection,
  parseLanguageId,
  REST_TIMEOUT_MS,
  RestTransportError,
  type RestConnection,
} from '../../gateway/rest-client';

/** The transport under test takes any path: a call naming its answer, as the console's do, is not checked against the shop's route table. */
type Raw = Record<string, unknown>;

interface Seen {
  method: string;
  url: string;
  cookie?: string;
  body: unknown;
  remotePort?: number;
}

let server: FastifyInstance;
let baseUrl: string;
let connections = 0;
const seen: Seen[] = [];

beforeAll(async () => {
  server = Fastify();
  server.server.on('connection', () => connections++);
  const record = async (request: import('fastify').FastifyRequest) => {
    seen.push({
      method: request.method,
      url: request.url,
      cookie: request.headers.cookie,
      body: request.body,
      remotePort: request.socket.remotePort,
    });
    return { status: 'OK', payload: { echoed: true } };
  };
  server.get('/api/*', record);
  server.post('/api/*', record);
  server.put('/api/*', record);
  server.patch('/api/*', record);
  server.get('/api-cookies', async (_request, reply) => {
    reply.header('set-cookie', ['sid=abc; Path=/; HttpOnly', 'pref=1; Path=/']);
    return { status: 'OK', payload: {} };
  });
  server.get('/api-slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { status: 'OK' };
  });
  server.get('/api-big', async () => ({ status: 'OK', payload: '€'.repeat(200_000) }));
  server.get('/api-html', async (_request, reply) => reply.type('text/html').send('<h1>Bad gateway</h1>'));
  server.get('/api-422', async (_request, reply) =>
    reply.code(422).send({ status: 'ERROR', message: 'Invalid', errors: { page: ['Too small'] } }),
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
});

function connect(path = '/api', timeoutMs?: number): RestConnection {
  return createRestConnection(`${baseUrl}${path}`, { timeoutMs });
}

describe('rest client', () => {
  it('uses the spec timeout of 5000 ms by default', () => {
    const connection = connect();
    expect(REST_TIMEOUT_MS).toBe(5000);
    expect(connection.timeoutMs).toBe(5000);
    return connection.close();
  });

  it('forwards the browser cookie and builds the query string', async () => {
    const connection = connect();
    const rest = createRestClient(connection, { cookie: 'sid=xyz; pref=2' });
    const res = await rest.get<Raw>('/items/list', { currency: 'EUR', search: 'ak 47', page: 2, empty: '', none: undefined });
    expect(res).toEqual({ status: 200, body: { status: 'OK', payload: { echoed: true } } });
    const last = seen.at(-1)!;
    expect(last.url).toBe('/api/items/list?currency=EUR&search=ak%2047&page=2');
    expect(last.cookie).toBe('sid=xyz; pref=2');
    await connection.close();
  });

  it("fills a route's path params in, encoded", async () => {
    const connection = connect();
    const rest = createRestClient(connection);
    await rest.get('/items/:id', { currency: 'EUR' }, { id: 'a b/c' });
    expect(seen.at(-1)!.url).toBe('/api/items/a%20b%2Fc?currency=EUR');
    await rest.post('/purchase/:id/resume', { currency: 'EUR' }, { id: 7 });
    expect(seen.at(-1)!.url).toBe('/api/purchase/7/resume');
    await connection.close();
  });

  it('refuses a lone surrogate in a query value as the caller\'s mistake, sending nothing', async () => {
    const connection = connect();
    const before = seen.length;
    await expect(createRestClient(connection).get('/items/list', { search: 'a\ud800' })).rejects.toMatchObject({
      message: 'search must be valid Unicode text',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(seen.length).toBe(before);
    await connection.close();
  });

  it('forwards the browser\'s address, host and protocol', async () => {
    const headers: Record<string, unknown>[] = [];
    server.server.once('request', (request: { headers: Record<string, unknown> }) => headers.push(request.headers));
    const connection = connect();
    await createRestClient(connection, { forwardedFor: '203.0.113.7', forwardedHost: 'shop.example', forwardedProto: 'https' }).get('/currencies');
    expect(headers[0]).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' });
    await connection.close();
  });

  it('sends no cookie header when the browser sent none', async () => {
    const connection = connect();
    await createRestClient(connection, {}).get('/currencies');
    expect(seen.at(-1)!.cookie).toBeUndefined();
    await connection.close();
  });

  it('adds lang_id to POST, PUT and PATCH bodies but not to GET nor /items/list', async () => {
    const connection = connect();
    const rest = createRestClient(connection, { languageId: 12 });
    await rest.post('/cart/add', { id: 5, count: 1 });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: { id: 5, count: 1, lang_id: 12 } });
    await rest.put<Raw>('/user/profile', { name: 'Ann' });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: { name: 'Ann', lang_id: 12 } });
    await rest.patch<Raw>('/user/thing', { a: 1 });
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', body: { a: 1, lang_id: 12 } });
    await rest.post('/cart/clear');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: { lang_id: 12 } });
    await rest.post<Raw>('/items/list', { page: 1 });
    expect(seen.at(-1)!.body).toEqual({ page: 1 });
    await rest.get('/settings');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/settings' });
    expect(seen.at(-1)!.body).toBeFalsy();
    await connection.close();
  });

  it('defaults lang_id to 10 and keeps an explicit lang_id', async () => {
    const connection = connect();
    await createRestClient(connection).post<Raw>('/register', { email: 'a@b.c' });
    expect(seen.at(-1)!.body).toEqual({ email: 'a@b.c', lang_id: 10 });
    await createRestClient(connection, { languageId: 11 }).post('/purchase/product', { lang_id: 14, currency: 'EUR' });
    expect(seen.at(-1)!.body).toEqual({ lang_id: 14, currency: 'EUR' });
    await connection.close();
  });

  it('collects every Set-Cookie to relay back', async () => {
    const connection = connect('');
    const rest = createRestClient(connection);
    await rest.get<Raw>('/api-cookies');
    await rest.get<Raw>('/api-cookies');
    expect(rest.setCookies).toEqual([
      'sid=abc; Path=/; HttpOnly',
      'pref=1; Path=/',
      'sid=abc; Path=/; HttpOnly',
      'pref=1; Path=/',
    ]);
    await connection.close();
  });

  it('returns non-2xx envelopes as data', async () => {
    const connection = connect('');
    const res = await createRestClient(connection).get<Raw>('/api-422');
    expect(res).toEqual({ status: 422, body: { status: 'ERROR', message: 'Invalid', errors: { page: ['Too small'] } } });
    await connection.close();
  });

  it('turns a slow answer into a typed timeout error', async () => {
    const connection = connect('', 200);
    const started = Date.now();
    const error = await createRestClient(connection).get<Raw>('/api-slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestTransportError);
    expect((error as RestTransportError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1200);
    await connection.close();
  });

  it('keeps working after a timeout', async () => {
    const connection = createRestConnection(`${baseUrl}`, { timeoutMs: 200, connections: 1 });
    const rest = createRestClient(connection);
    await expect(rest.get<Raw>('/api-slow')).rejects.toMatchObject({ kind: 'timeout' });
    await expect(rest.get<Raw>('/api-cookies')).resolves.toMatchObject({ status: 200 });
    await connection.close();
  });

  it('reassembles a large answer with multi-byte characters split across chunks', async () => {
    const connection = connect('');
    const res = await createRestClient(connection).get<{ payload: string }>('/api-big');
    expect(res.body.payload).toBe('€'.repeat(200_000));
    await connection.close();
  });

  it('turns a refused connection into a typed unavailable error', async () => {
    const probe = Fastify();
    await probe.listen({ port: 0, host: '127.0.0.1' });
    const { port } = probe.server.address() as { port: number };
    await probe.close();
    const connection = createRestConnection(`http://127.0.0.1:${port}/api`);
    const error = await createRestClient(connection).get('/currencies').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestTransportError);
    expect((error as RestTransportError).kind).toBe('unavailable');
    await connection.close();
  });

  it('turns a body that is not JSON into a typed error', async () => {
    const connection = connect('');
    const error = await createRestClient(connection).get<Raw>('/api-html').catch((e: unknown) => e);
    expect((error as RestTransportError).kind).toBe('bad-response');
    await connection.close();
  });

  it('reuses one keep-alive socket across requests and request scopes', async () => {
    const connection = createRestConnection(`${baseUrl}/api`, { connections: 1 });
    const before = connections;
    await createRestClient(connection, { cookie: 'a=1' }).get<Raw>('/one');
    await createRestClient(connection, { cookie: 'b=2' }).get<Raw>('/two');
    await createRestClient(connection).post<Raw>('/three', {});
    const ports = seen.slice(-3).map((s) => s.remotePort);
    expect(new Set(ports).size).toBe(1);
    expect(connections - before).toBe(1);
    await connection.close();
  });

  it('keeps the shared pool small for sequential traffic', async () => {
    const connection = connect();
    const before = connections;
    for (let i = 0; i < 20; i++) await createRestClient(connection).get<Raw>(`/n${i}`);
    expect(connections - before).toBeLessThanOrEqual(2);
    await connection.close();
  });

  it('reads the language header, defaulting to 10', () => {
    expect(parseLanguageId('12')).toBe(12);
    expect(parseLanguageId(undefined)).toBe(10);
    expect(parseLanguageId('abc')).toBe(10);
    expect(parseLanguageId('-3')).toBe(10);
    expect(parseLanguageId(['11', '12'])).toBe(11);
    // The API's lang_id is a 32-bit id: a larger number would turn every POST into a 422.
    expect(parseLanguageId('99999999999999999999')).toBe(10);
    expect(parseLanguageId('2147483648')).toBe(10);
    expect(parseLanguageId('1e1')).toBe(10);
    expect(parseLanguageId(' 11 ')).toBe(10);
  });
});
