import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient, createRestConnection, type RestConnection } from '../../gateway/rest-client';

/** The transport under test takes any path: a call naming its answer, as the console's do, is not checked against the shop's route table. */
type Raw = Record<string, unknown>;

// The REST client keeps the API's shareable GET answers and asks each time whether its copy is current
// (If-None-Match); only a 304 lets it use the copy. A local server speaks the HTTP of the real API.
let server: FastifyInstance;
let baseUrl: string;
/** The current version of every answer; a test bumps it to stand for a catalogue change. */
let version = 1;
const asked: { path: string; ifNoneMatch?: string }[] = [];

beforeAll(async () => {
  server = Fastify();
  server.addHook('onRequest', async (request) => {
    asked.push({ path: request.url, ifNoneMatch: request.headers['if-none-match'] });
  });
  const tagged = (headers: Record<string, string | string[]>) => async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const etag = `W/"v${version}"`;
    reply.headers({ etag, 'cache-control': 'no-cache', ...headers });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { status: 'OK', payload: { version, list: [{ id: 1 }] } };
  };
  server.get('/api/catalogue/*', tagged({}));
  server.get('/api/private', tagged({ 'cache-control': 'private, no-cache' }));
  server.get('/api/no-store', tagged({ 'cache-control': 'no-store' }));
  server.get('/api/sets-cookie', tagged({ 'set-cookie': 'sid=1; Path=/' }));
  server.get('/api/varies', tagged({ vary: 'accept-language' }));
  server.get('/api/untagged', async () => ({ status: 'OK', payload: { version } }));
  server.get('/api/gone', async (request, reply) => {
    if (version > 1) return reply.code(404).send({ status: 'ERROR', message: 'Item not found' });
    return tagged({})(request, reply);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}/api`;
});

afterAll(async () => {
  await server.close();
});

let connection: RestConnection;
afterEach(async () => {
  await connection?.close();
  version = 1;
  asked.length = 0;
});

const get = (path: string) => createRestClient(connection).get<{ payload: { version: number } }>(path);
const lastAsked = () => asked.at(-1)!;

describe('rest client revalidation', () => {
  it('asks with the stored validator and answers from its copy on a 304', async () => {
    connection = createRestConnection(baseUrl);
    const first = await get('/catalogue/list?page=1');
    expect(lastAsked().ifNoneMatch).toBeUndefined();
    const second = await get('/catalogue/list?page=1');
    expect(lastAsked()).toEqual({ path: '/api/catalogue/list?page=1', ifNoneMatch: 'W/"v1"' });
    expect(second).toEqual({ status: 200, body: first.body });
    // The copy is shared by every request: frozen, so no resolver can change it for the next one.
    expect(Object.isFrozen(second.body.payload)).toBe(true);
  });

  it('uses the new answer, and keeps it, when the API says the copy is old', async () => {
    connection = createRestConnection(baseUrl);
    await get('/catalogue/list?page=1');
    version = 2;
    expect((await get('/catalogue/list?page=1')).body.payload.version).toBe(2);
    expect(lastAsked().ifNoneMatch).toBe('W/"v1"');
    expect((await get('/catalogue/list?page=1')).body.payload.version).toBe(2);
    expect(lastAsked().ifNoneMatch).toBe('W/"v2"');
  });

  it('keeps a copy per path, query included', async () => {
    connection = createRestConnection(baseUrl);
    await get('/catalogue/list?page=1');
    await get('/catalogue/list?page=2');
    expect(lastAsked().ifNoneMatch).toBeUndefined();
  });

  it('keeps nothing private, no-store, cookie-setting, varying or without a validator', async () => {
    connection = createRestConnection(baseUrl);
    for (const path of ['/private', '/no-store', '/sets-cookie', '/varies', '/untagged']) {
      await get(path);
      await get(path);
      expect(lastAsked().ifNoneMatch, path).toBeUndefined();
    }
    expect(connection.answers.size).toBe(0);
  });

  it('drops its copy when the API answers with an error', async () => {
    connection = createRestConnection(baseUrl);
    await get('/gone');
    version = 2;
    expect((await get('/gone')).status).toBe(404);
    version = 1;
    await get('/gone');
    expect(lastAsked().ifNoneMatch).toBeUndefined();
  });

  it('keeps at most storedAnswers copies, dropping the least recently used', async () => {
    connection = createRestConnection(baseUrl, { storedAnswers: 2 });
    await get('/catalogue/a');
    await get('/catalogue/b');
    await get('/catalogue/a');
    await get('/catalogue/c');
    expect(connection.answers.size).toBe(2);
    await get('/catalogue/a');
    expect(lastAsked().ifNoneMatch).toBe('W/"v1"');
    await get('/catalogue/b');
    expect(lastAsked().ifNoneMatch).toBeUndefined();
  });

  it('sends a POST to the same path without a validator, and keeps the copy', async () => {
    connection = createRestConnection(baseUrl);
    await get('/catalogue/list');
    await createRestClient(connection).post<Raw>('/catalogue/list', {});
    expect(lastAsked()).toEqual({ path: '/api/catalogue/list', ifNoneMatch: undefined });
    await get('/catalogue/list');
    expect(lastAsked().ifNoneMatch).toBe('W/"v1"');
  });
});
