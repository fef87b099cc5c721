import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { getVariableValues, GraphQLError, subscribe, type ExecutionResult } from './graphql-runtime';
import type { GatewayContext } from './context';
import { DocumentCache } from './document-cache';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { chooseDocument, loadPersistedDocuments, type PersistedDocuments } from './persisted-documents';
import {
  createInProcessRestConnection,
  createRestClient,
  createRestConnection,
  parseLanguageId,
  RestTransportError,
  type InProcessDispatch,
  type RestConnection,
} from './rest-client';
import { createGatewaySchema } from './schema';

export interface GatewayOptions {
  /**
   * The REST API's base, e.g. http://127.0.0.1:3000/api (a function is asked at the first request); or
   * the API in this very process, reached through `dispatch` (its server's inject) under `basePath`.
   */
  restBaseUrl: string | (() => string) | { dispatch: InProcessDispatch; basePath: string };
  /** Tests only: a shorter REST timeout than the spec's 5000 ms. */
  restTimeoutMs?: number;
  /** GRAPHQL_ANY_DOCUMENT=1: documents sent as text (introspection included) are run too, for developers and tools. */
  anyDocument?: boolean;
  /** The operations run by documentId; the app's manifest (machines/graphql/persisted-documents.json) by default. */
  persistedDocuments?: PersistedDocuments;
}

export interface GatewayAppOptions extends GatewayOptions {
  /** Which peers may set X-Forwarded-For/-Host (Fastify's trustProxy); loopback by default. */
  trustProxy?: boolean | string[];
}

/** Server-sent event streams one gateway process keeps open at most (each holds a REST request every few seconds). */
const MAX_OPEN_STREAMS = 2_000;
const STREAM_HEARTBEAT_MS = 15_000;

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
export const gatewayPlugin: FastifyPluginAsync<GatewayOptions> = async (fastify, options) => {
  // Answers of 1 KB and more go out compressed when the browser accepts it (start-up is ~17 KB of
  // JSON on a phone's connection); brotli at a quality that costs little CPU per answer.
  await fastify.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const schema = createGatewaySchema();
  const documents = new DocumentCache(schema);
  const persisted = options.persistedDocuments ?? loadPersistedDocuments();
  const anyDocument = options.anyDocument ?? false;
  if (anyDocument) fastify.log.warn('GRAPHQL_ANY_DOCUMENT=1: /graphql runs any document sent as text, introspection included (for developers and tools only)');
  const { restBaseUrl } = options;
  let connection: RestConnection | undefined;
  const restConnection = () =>
    (connection ??=
      typeof restBaseUrl === 'object'
        ? createInProcessRestConnection(restBaseUrl.dispatch, restBaseUrl.basePath, { timeoutMs: options.restTimeoutMs })
        : createRestConnection(typeof restBaseUrl === 'string' ? restBaseUrl : restBaseUrl(), { timeoutMs: options.restTimeoutMs }));
  fastify.addHook('onClose', async () => connection?.close());
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
    // graphql-js coerces variables by the book (an array is no input object); graphql-jit's own parser
    // does not, so it only ever sees variables that passed here.
    if (prepared.variables.length > 0) {
      const coerced = getVariableValues(schema, prepared.variables, (variables ?? {}) as Record<string, unknown>, { maxErrors: 10 });
      if (coerced.errors) {
        reply.code(200).send({ errors: coerced.errors.map(badUserInput) });
        return undefined;
      }
    }
    return { prepared, variables: (variables ?? null) as Record<string, unknown> | null };
  }

  /** The REST client of one browser request: request.ip and request.host honour TRUST_PROXY (the browser's own, never spoofed). */
  const restFor = (request: FastifyRequest) =>
    createRestClient(restConnection(), {
      cookie: request.headers.cookie,
      forwardedFor: request.ip,
      forwardedHost: request.host,
      forwardedProto: request.protocol,
      languageId: parseLanguageId(request.headers['x-language-id']),
    });

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
  // A stream would hold the server open: closing ends them all (the browser's poll carries on).
  fastify.addHook('preClose', async () => openStreams.forEach((stream) => stream.abort()));
  async function stream(request: FastifyRequest, reply: FastifyReply) {
    if (openStreams.size >= MAX_OPEN_STREAMS) return sendErrors(reply.header('retry-after', '10'), 503, 'Too many open streams; try again shortly');
    const ready = prepare(reply, request.query as GraphQLParams, 'stream');
    if (!ready) return reply;
    const gone = new AbortController();
    const context: GatewayContext = { rest: restFor(request), signal: gone.signal };
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
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), STREAM_HEARTBEAT_MS);
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
      clearInterval(heartbeat);
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
};

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
