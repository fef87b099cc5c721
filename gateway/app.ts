import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { GraphQLError, subscribe, type ExecutionResult } from './graphql-runtime';
import type { GatewayContext } from './context';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { createGateway, type Gateway, type GatewayOptions } from './gateway';
import { chooseDocument } from './persisted-documents';
import { RestTransportError } from './rest-client';
import { createAdminGateway } from './admin/admin-gateway';

export type { GatewayOptions } from './gateway';

export interface GatewayAppOptions extends GatewayOptions {
  /** Which peers may set X-Forwarded-For/-Host (Fastify's trustProxy); loopback by default. */
  trustProxy?: boolean | string[];
}

/** Server-sent event streams one gateway process keeps open at most. */
const MAX_OPEN_STREAMS = 2_000;
/** Under the 60 s a proxy commonly waits on a quiet response (nginx's proxy_read_timeout) before closing it. */
const STREAM_HEARTBEAT_MS = 30_000;

interface GraphQLParams {
  documentId?: unknown;
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * POST /graphql (application/json only, the CSRF baseline) and GET /graphql for queries. Browsers name
 * the app's operation by `documentId` (GraphQL over HTTP, Appendix A); text only with `anyDocument`.
 */
export const gatewayPlugin: FastifyPluginAsync<GatewayOptions | { gateway: Gateway }> = async (fastify, options) => {
  // Answers of 1 KB and more go out compressed when the browser accepts it (start-up is ~17 KB of
  // JSON on a phone's connection); brotli at a quality that costs little CPU per answer.
  await fastify.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // A gateway of its own, or the one the server shares with its pages' first views (server/shop-server.ts).
  const gateway = 'gateway' in options ? options.gateway : createGateway(options);
  await graphqlRoutes(fastify, gateway);
  // The operator console's schema at /admin/graphql, on the same REST connection (gateway/admin/).
  await fastify.register(async (scope) => graphqlRoutes(scope, createAdminGateway(gateway)), { prefix: '/admin' });
};

/** POST and GET /graphql and GET /graphql/stream for one gateway, under the prefix of `fastify`. */
async function graphqlRoutes(fastify: FastifyInstance, gateway: Gateway) {
  const { schema, documents, persisted, anyDocument, restFor, changes } = gateway;
  if (anyDocument) fastify.log.warn('GRAPHQL_ANY_DOCUMENT=1: /graphql runs any document sent as text, introspection included (for developers and tools only)');
  fastify.addHook('onClose', () => gateway.close());
  // Bad JSON, a body too large, a wrong media type: GraphQL-shaped errors; anything else stays opaque.
  fastify.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) return sendErrors(reply, statusCode, error.message);
    request.log.error({ err: error }, 'gateway request failed');
    return sendErrors(reply, 500, GENERIC_ERROR_MESSAGE);
  });

  /**
   * The persisted operation and its coerced variables, or undefined once a refusal has been sent. GET
   * /graphql runs queries only, POST anything but a subscription, and /graphql/stream subscriptions only.
   */
  function prepare(reply: FastifyReply, params: GraphQLParams, mode: 'get' | 'post' | 'stream') {
    const isGet = mode !== 'post';
    const chosen = chooseDocument(params, persisted, anyDocument);
    if ('refused' in chosen) {
      reply.code(chosen.refused.statusCode).send({ errors: [chosen.refused.error] });
      return undefined;
    }
    const { operationName } = params;
    let variables = params.variables;
    if (isGet && typeof variables === 'string') {
      try {
        variables = JSON.parse(variables);
      } catch {
        sendErrors(reply, 400, 'Variables are not valid JSON');
        return undefined;
      }
    }
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
      sendErrors(reply, 400, 'Variables must be an object');
      return undefined;
    }
    if (operationName != null && typeof operationName !== 'string') {
      sendErrors(reply, 400, 'Operation name must be a string');
      return undefined;
    }
    // A persisted document holds one operation, found without the name sent beside its id; that name never
    // reaches the cache, where every new one would cost a parse.
    const prepared = documents.get(chosen.text, chosen.persisted ? undefined : (operationName as string | null | undefined));
    const refusal =
      mode === 'get' && prepared.operation && prepared.operation !== 'query'
        ? sendErrors(reply.header('allow', 'POST'), 405, 'Only queries may be sent with GET')
        : mode === 'stream' && prepared.operation !== 'subscription'
          ? sendErrors(reply, 400, 'Only subscriptions are streamed')
          : mode === 'post' && prepared.operation === 'subscription'
            ? sendErrors(reply, 400, 'Subscriptions are streamed: GET /graphql/stream')
            : undefined;
    if (refusal) return undefined;
    if (prepared.errors) {
      reply.code(400).send({ errors: prepared.errors });
      return undefined;
    }
    const checked = (variables ?? null) as Record<string, unknown> | null;
    const errors = gateway.variableErrors(prepared, checked);
    if (errors) {
      reply.code(200).send({ errors: errors.map(badUserInput) });
      return undefined;
    }
    return { prepared, variables: checked };
  }

  async function run(request: FastifyRequest, reply: FastifyReply, params: GraphQLParams, isGet: boolean) {
    const ready = prepare(reply, params, isGet ? 'get' : 'post');
    if (!ready) return reply;
    const rest = restFor(request);
    const context: GatewayContext = { rest };
    const result = await ready.prepared.compiled.query(undefined, context, ready.variables);
    if (rest.setCookies.length > 0) reply.header('set-cookie', rest.setCookies);
    reply.code(200).type('application/json; charset=utf-8');
    // A GET answer (the start-up index.html preloads) depends on the visitor's cookie: never cached.
    if (isGet) reply.header('cache-control', 'no-store');
    if (result.errors) return reply.send(JSON.stringify(maskErrors(result, request)));
    return reply.send(ready.prepared.compiled.stringify(result));
  }

  /** GET /graphql/stream: a subscription as server-sent events (issue 23; graphql-sse's distinct connections mode). */
  const openStreams = new Set<AbortController>();
  // One timer for every open stream's keep-alive, not one each: 2,000 idle streams are one wake-up per beat.
  const heartbeats = new Set<() => void>();
  const beat = setInterval(() => heartbeats.forEach((keepAlive) => keepAlive()), STREAM_HEARTBEAT_MS);
  beat.unref();
  fastify.addHook('onClose', async () => clearInterval(beat));
  // A stream would hold the server open: closing ends them all (the browser's poll carries on).
  fastify.addHook('preClose', async () => openStreams.forEach((stream) => stream.abort()));
  async function stream(request: FastifyRequest, reply: FastifyReply) {
    if (openStreams.size >= MAX_OPEN_STREAMS) return sendErrors(reply.header('retry-after', '10'), 503, 'Too many open streams; try again shortly');
    const ready = prepare(reply, request.query as GraphQLParams, 'stream');
    if (!ready) return reply;
    const gone = new AbortController();
    const context: GatewayContext = { rest: restFor(request), signal: gone.signal, changes };
    // graphql-js runs subscriptions: graphql-jit hands a subscribe resolver the variables instead of its arguments.
    const subscribed = await subscribe({ schema, document: ready.prepared.document, contextValue: context, variableValues: ready.variables });
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    // The browser learns the stream is open now, not with its first event (accountChanged may say nothing for long).
    raw.flushHeaders();
    // Once the stream is closed (the browser left, the server stops) nothing more is written.
    const write = (text: string) => raw.writableEnded || raw.write(text);
    const send = (event: 'next' | 'complete', data: unknown) => write(`event: ${event}\ndata: ${data === undefined ? '' : JSON.stringify(data)}\n\n`);
    if (!(Symbol.asyncIterator in subscribed)) {
      send('next', maskErrors(subscribed, request));
      send('complete', undefined);
      return raw.end();
    }
    openStreams.add(gone);
    // A comment now and then keeps proxies from closing a quiet stream.
    const keepAlive = () => write(': keep-alive\n\n');
    heartbeats.add(keepAlive);
    raw.once('close', () => gone.abort());
    gone.signal.addEventListener('abort', () => {
      raw.end();
      void subscribed.return?.(undefined);
    });
    try {
      for await (const result of subscribed) {
        if (gone.signal.aborted) break;
        send('next', maskErrors(result, request));
      }
      if (!gone.signal.aborted) send('complete', undefined);
    } catch (error) {
      // A GraphQLError of ours (UNAUTHENTICATED, NOT_FOUND) reaches the browser as it is; anything else is masked.
      if (!gone.signal.aborted) {
        send('next', maskErrors({ errors: [error instanceof GraphQLError ? error : new GraphQLError('stream failed', { originalError: error as Error })] }, request));
        send('complete', undefined);
      }
    } finally {
      heartbeats.delete(keepAlive);
      openStreams.delete(gone);
      raw.end();
    }
  }

  fastify.post('/graphql', (request, reply) => {
    if (!isJson(request.headers['content-type'])) {
      return sendErrors(reply, 415, 'Content-Type must be application/json');
    }
    return run(request, reply, (request.body ?? {}) as GraphQLParams, false);
  });
  fastify.get('/graphql', (request, reply) => run(request, reply, request.query as GraphQLParams, true));
  fastify.get('/graphql/stream', stream);
  fastify.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/graphql',
    handler: (_request, reply) => sendErrors(reply.header('allow', 'GET, POST'), 405, 'Only GET and POST are supported'),
  });
}

/** A Fastify app serving only the gateway, for tests. */
export async function buildGatewayApp({ trustProxy = ['loopback'], ...options }: GatewayAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy });
  await app.register(gatewayPlugin, options);
  return app;
}

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const semicolon = contentType.indexOf(';');
  const mediaType = (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return mediaType === 'application/json';
}

function badUserInput(error: GraphQLError) {
  return { message: error.message, locations: error.locations, extensions: { code: 'BAD_USER_INPUT' } };
}

function sendErrors(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ errors: [{ message }] });
}

/** Errors we raised on purpose pass through; anything else (REST down, a bug) gets the generic message. */
function maskErrors(result: ExecutionResult, request: FastifyRequest): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((error) => {
    const original = error.originalError;
    if (!original || original instanceof GraphQLError) return error;
    const unavailable = original instanceof RestTransportError;
    if (unavailable) request.log.warn({ err: original }, 'REST API unavailable');
    else request.log.error({ err: original }, 'gateway resolver failed');
    return new GraphQLError(GENERIC_ERROR_MESSAGE, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR' },
    });
  });
  return { ...result, errors };
}
