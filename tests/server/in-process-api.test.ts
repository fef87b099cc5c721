import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInProcessRestConnection, createRestClient } from '../../gateway/rest-client';
import { inProcessApi } from '../../server/in-process-api';
import type { InProcessDispatch } from '../../gateway/rest-client';

/** The transport under test takes any path: a call naming its answer is not checked against the shop's route table. */
type Raw = Record<string, unknown>;

// The gateway reaches the API of its own server through its router (inject for a request with a body);
// the route's answer object is handed over instead of its JSON. Everything else (status, headers, 304s,
// routes sending text) stays as over HTTP.
let app: FastifyInstance;
let dispatch: InProcessDispatch;
const catalogue = { status: 'OK', payload: [{ id: 1, title: 'AK-47 | Redline', price: 12.5 }] };
let version = 1;
let answered = 0;

beforeAll(async () => {
  app = Fastify();
  dispatch = inProcessApi(app);
  // A stand-in for the API's own hooks (rate limits, the current user, metrics): they run for every call.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-limited']) return reply.code(429).send({ status: 'ERROR', message: 'slow down' });
  });
  app.addHook('onResponse', async () => {
    answered++;
  });
  app.post('/api/echo', async (request) => ({ status: 'OK', payload: request.body }));
  app.get('/api/ip', async (request) => ({ ip: request.ip, host: request.host, query: request.query }));
  app.get('/api/list', async (request, reply) => {
    const etag = `W/"v${version}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return catalogue;
  });
  app.get('/api/text', async (_request, reply) => reply.type('text/plain').send('plain'));
  app.get('/api/refused', async (_request, reply) => reply.code(422).send({ status: 'ERROR', message: 'no' }));
  app.get('/api/cookie', async (_request, reply) => reply.header('set-cookie', 'sid=1; Path=/').send({ status: 'OK' }));
  await app.ready();
});

afterAll(() => app.close());

describe('the API handed to the gateway in process', () => {
  it("hands over the route's answer object, with its status and headers, and sends no JSON", async () => {
    const answer = await dispatch({ method: 'GET', url: '/api/list', headers: {} });
    expect(answer.statusCode).toBe(200);
    expect(answer.value).toBe(catalogue);
    expect(answer.body).toBe('');
    expect(answer.headers.etag).toBe('W/"v1"');
  });

  it('hands over error answers too, and sends a 304 or a text answer as before', async () => {
    expect(await dispatch({ method: 'GET', url: '/api/refused', headers: {} })).toMatchObject({ statusCode: 422, value: { status: 'ERROR', message: 'no' } });
    const notModified = await dispatch({ method: 'GET', url: '/api/list', headers: { 'if-none-match': 'W/"v1"' } });
    expect(notModified).toMatchObject({ statusCode: 304, body: '', value: undefined });
    expect(await dispatch({ method: 'GET', url: '/api/text', headers: {} })).toMatchObject({ statusCode: 200, body: 'plain', value: undefined });
  });

  it("runs the server's hooks and routing for every call, bodiless or not, as over HTTP", async () => {
    const before = answered;
    expect(await dispatch({ method: 'GET', url: '/api/list', headers: { 'x-limited': '1' } })).toMatchObject({ statusCode: 429, value: { status: 'ERROR', message: 'slow down' } });
    expect(await dispatch({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":1}' })).toMatchObject({ statusCode: 200, value: { status: 'OK', payload: { a: 1 } } });
    expect(await dispatch({ method: 'GET', url: '/api/ip?x=1', headers: {} })).toMatchObject({ statusCode: 200, value: { ip: '127.0.0.1', host: 'localhost:80', query: { x: '1' } } });
    expect(await dispatch({ method: 'GET', url: '/api/none', headers: {} })).toMatchObject({ statusCode: 404 });
    expect(answered - before).toBe(4);
  });

  it("sends a bodiless call of the ready server straight to its router, and one with a body through inject", async () => {
    const inject = vi.spyOn(app, 'inject');
    try {
      expect(await dispatch({ method: 'GET', url: '/api/list', headers: {} })).toMatchObject({ statusCode: 200, value: catalogue });
      expect(await dispatch({ method: 'GET', url: '/api/none', headers: {} })).toMatchObject({ statusCode: 404 });
      expect(inject).not.toHaveBeenCalled();
      expect(await dispatch({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{"b":2}' })).toMatchObject({ value: { payload: { b: 2 } } });
      expect(inject).toHaveBeenCalledTimes(1);
    } finally {
      inject.mockRestore();
    }
  });

  it('answers an outside request naming a hand-over of its own with the JSON as ever', async () => {
    const outside = await app.inject({ method: 'GET', url: '/api/list', headers: { 'x-in-process-answer': 'guessed.0' } });
    expect(JSON.parse(outside.body)).toEqual(catalogue);
  });

  it('gives the gateway the same answers as its JSON would, revalidated and kept unfrozen', async () => {
    const connection = createInProcessRestConnection(dispatch, '/api');
    const rest = createRestClient(connection);
    const first = await rest.get<Raw>('/list');
    expect(first).toEqual({ status: 200, body: catalogue });
    expect(Object.isFrozen(catalogue)).toBe(false);
    expect((await rest.get<Raw>('/list')).body).toBe(first.body);
    version = 2;
    expect((await rest.get<Raw>('/list')).body).toEqual(catalogue);
    expect(await rest.get<Raw>('/refused')).toEqual({ status: 422, body: { status: 'ERROR', message: 'no' } });
    await rest.get<Raw>('/cookie');
    expect(rest.setCookies).toEqual(['sid=1; Path=/']);
  });
});
