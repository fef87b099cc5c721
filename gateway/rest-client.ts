import { Pool, type Dispatcher } from 'undici';
import type { QueryValue, RouteAt, RouteMethod, RoutePath } from '../contract/routes';
import { GraphQLError } from './graphql-runtime';
import { isShareable, RevalidationCache } from './revalidation-cache';

/** Spec §7: every REST call gives up after 5000 ms. */
export const REST_TIMEOUT_MS = 5000;
/** Spec §9: the language used when the browser sends none. */
export const DEFAULT_LANGUAGE_ID = 10;

export type RestQuery = Record<string, QueryValue>;
/** A path's params (`:name`), filled in encoded. */
type PathParams = Record<string, string | number>;

/** The HTTP status and the parsed JSON body of one REST answer (any status). */
export interface RestResponse<T> {
  status: number;
  body: T;
}

/** The REST API could not be reached, did not answer in time, or answered with something not JSON. */
export class RestTransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'bad-response',
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`REST ${kind} on ${path}`, options);
    this.name = 'RestTransportError';
  }
}

/** One keep-alive connection pool to the REST API, shared by every GraphQL request. */
export interface RestConnection {
  readonly basePath: string;
  readonly timeoutMs: number;
  /** Shareable GET answers, revalidated with If-None-Match on every use. */
  readonly answers: RevalidationCache;
  request(method: string, path: string, headers: Record<string, string>, body: string | null): Promise<RawResponse>;
  close(): Promise<void>;
}

interface RawResponse {
  status: number;
  text: string;
  /** The answer already as an object (an API in this process): no text to parse. */
  value?: unknown;
  setCookies: string[];
  /** The answer's validator when it may be kept for everyone (revalidation-cache.ts). */
  shareableEtag?: string;
}

export interface RestConnectionOptions {
  timeoutMs?: number;
  /** Most sockets kept open to the REST API. */
  connections?: number;
  /** Most answers kept for revalidation. */
  storedAnswers?: number;
}

export function createRestConnection(baseUrl: string, options: RestConnectionOptions = {}): RestConnection {
  const url = new URL(baseUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REST_TIMEOUT_MS;
  const pool = new Pool(url.origin, { connections: options.connections ?? 128, keepAliveTimeout: 30_000 });

  // The low-level dispatch API: no Readable stream per answer, just the chunks, on the hot path of
  // every GraphQL request.
  function request(method: string, path: string, headers: Record<string, string>, body: string | null) {
    return new Promise<RawResponse>((resolve, reject) => {
      let status = 0;
      let setCookies: string[] = [];
      let shareableEtag: string | undefined;
      let chunks: Buffer[] = [];
      let controller: Dispatcher.DispatchController | undefined;
      let settled = false;
      const fail = (kind: 'timeout' | 'unavailable', cause: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(new RestTransportError(kind, path, { cause }));
      };
      const timer = setTimeout(() => {
        const error = new Error(`no answer within ${timeoutMs} ms`);
        fail('timeout', error);
        controller?.abort(error);
      }, timeoutMs);
      const handler: Dispatcher.DispatchHandler = {
        onRequestStart(started) {
          controller = started;
          if (settled) started.abort(new Error('timed out while queued'));
        },
        onResponseStart(_controller, statusCode, responseHeaders) {
          status = statusCode;
          chunks = [];
          const raw = responseHeaders['set-cookie'];
          setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
          const etag = headerText(responseHeaders.etag);
          const shareable = isShareable({
            etag,
            cacheControl: headerText(responseHeaders['cache-control']),
            vary: headerText(responseHeaders.vary),
            setsCookie: setCookies.length > 0,
          });
          shareableEtag = shareable ? etag : undefined;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
          resolve({ status, text, setCookies, shareableEtag });
        },
        onResponseError(_controller, error) {
          fail('unavailable', error);
        },
      };
      try {
        pool.dispatch({ method: method as Dispatcher.HttpMethod, path, headers, body }, handler);
      } catch (error) {
        fail('unavailable', error);
      }
    });
  }

  const answers = new RevalidationCache(options.storedAnswers);
  return { basePath, timeoutMs, answers, request, close: () => pool.close() };
}

function headerText(value: string | string[] | number | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
}

/** One request handed to a REST API in the same process, and its answer (server/in-process-api.ts). */
export interface InProcessRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}
export interface InProcessAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The route's answer as it returned it, when the dispatch hands it over unserialized (`body` is then empty). */
  value?: unknown;
}
export type InProcessDispatch = (request: InProcessRequest) => Promise<InProcessAnswer>;

/**
 * The REST API of this very process, reached through its own request handling (routing, validation,
 * limits, hooks: the same contract as over HTTP) without a socket: `dispatch` hands the request to
 * the API server's router (server/in-process-api.ts), which hands over the route's answer object
 * instead of its JSON when it can. The same timeout, validators and shared-answer cache as over HTTP. A handed-over answer
 * is not checked against the route's schema: the route's return type is that schema's at compile time,
 * and the API itself produced it; nor frozen when kept, since the API may still hold it (its caches):
 * neither side changes an answer once sent.
 */
export function createInProcessRestConnection(dispatch: InProcessDispatch, basePath: string, options: RestConnectionOptions = {}): RestConnection {
  const timeoutMs = options.timeoutMs ?? REST_TIMEOUT_MS;
  function request(method: string, path: string, headers: Record<string, string>, body: string | null): Promise<RawResponse> {
    // One promise and one timer a call: this runs twice for every listing operation.
    return new Promise<RawResponse>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        reject(new RestTransportError('timeout', path, { cause: new Error(`no answer within ${timeoutMs} ms`) }));
      }, timeoutMs);
      const finish = (settle: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        settle();
      };
      const unavailable = (error: unknown) => finish(() => reject(new RestTransportError('unavailable', path, { cause: error })));
      try {
        dispatch({ method, url: path, headers, ...(body === null ? {} : { payload: body }) }).then((answer) => finish(() => resolve(toRawResponse(answer))), unavailable);
      } catch (error) {
        unavailable(error);
      }
    });
  }
  const answers = new RevalidationCache(options.storedAnswers);
  return { basePath, timeoutMs, answers, request, close: async () => {} };
}

function toRawResponse(answer: InProcessAnswer): RawResponse {
  const raw = answer.headers['set-cookie'];
  const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const etag = headerText(answer.headers.etag);
  const shareable = isShareable({ etag, cacheControl: headerText(answer.headers['cache-control']), vary: headerText(answer.headers.vary), setsCookie: setCookies.length > 0 });
  return { status: answer.statusCode, text: answer.body, value: answer.value, setCookies, shareableEtag: shareable ? etag : undefined };
}

/** What a route's call takes after its path: its query (GET) or body, then its params when its path has any. */
type RouteArgs<R, Part extends 'query' | 'body'> = R extends { params: infer P }
  ? [part: R extends Record<Part, infer T> ? T : undefined, params: P]
  : R extends Record<Part, infer T>
    ? undefined extends T
      ? [part?: T]
      : object extends T
        ? [part?: T]
        : [part: T]
    : [];

type RouteCall<M extends RouteMethod> = <P extends RoutePath<M>>(path: P, ...args: RouteArgs<RouteAt<M, P>, M extends 'GET' ? 'query' : 'body'>) => Promise<RestResponse<RouteAt<M, P>['answer']>>;

/**
 * The console's routes (gateway/admin/**): not in the shop's route table, each call names its answer
 * (`rest.get<Answer>(path)`). A call naming none is no console call: its path must be in the table.
 */
type ConsolePath<T> = unknown extends T ? never : string;

/**
 * The REST API as the gateway calls it: each of the shop's routes typed by contract/routes.ts (a path,
 * query, body or answer the table does not have fails the typecheck); the console's own routes typed by
 * hand at each call.
 */
export interface RestClient {
  get: RouteCall<'GET'> & (<T>(path: ConsolePath<T>, query?: RestQuery) => Promise<RestResponse<T>>);
  post: RouteCall<'POST'> & (<T>(path: ConsolePath<T>, body?: object) => Promise<RestResponse<T>>);
  put: RouteCall<'PUT'> & (<T>(path: ConsolePath<T>, body?: object) => Promise<RestResponse<T>>);
  patch<T>(path: ConsolePath<T>, body?: object): Promise<RestResponse<T>>;
  /** Every Set-Cookie the REST API sent during this GraphQL request, in order, to relay to the browser. */
  readonly setCookies: string[];
  /** The browser's language (x-language-id), for GETs that take lang_id in the query. */
  readonly languageId: number;
}

export interface RestRequestScope {
  /** The browser's Cookie header, forwarded unchanged. */
  cookie?: string;
  /** The browser's address (X-Forwarded-For), so per-client limits in the API see the customer. */
  forwardedFor?: string;
  /** The host the browser asked for, so the API can name it (support@{host}). */
  forwardedHost?: string;
  /** http or https, as the browser used it. */
  forwardedProto?: string;
  languageId?: number;
}

/** Paths whose body never gets lang_id (spec §7). */
const NO_LANG_PATHS = new Set(['/items/list']);

/** A REST client bound to one browser request: its cookies and language, over the shared pool. */
export function createRestClient(connection: RestConnection, scope: RestRequestScope = {}): RestClient {
  const languageId = scope.languageId ?? DEFAULT_LANGUAGE_ID;
  const setCookies: string[] = [];

  async function send<T>(method: string, path: string, query: RestQuery | undefined, body: object | undefined): Promise<RestResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (scope.cookie) headers.cookie = scope.cookie;
    if (scope.forwardedFor) headers['x-forwarded-for'] = scope.forwardedFor;
    if (scope.forwardedHost) headers['x-forwarded-host'] = scope.forwardedHost;
    if (scope.forwardedProto) headers['x-forwarded-proto'] = scope.forwardedProto;
    let payload: string | null = null;
    if (method !== 'GET') {
      const json = NO_LANG_PATHS.has(path) ? { ...body } : { lang_id: languageId, ...body };
      payload = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    }
    const fullPath = connection.basePath + path + toQueryString(query);
    const stored = method === 'GET' ? connection.answers.get(fullPath) : undefined;
    if (stored) headers['if-none-match'] = stored.etag;
    const raw = await connection.request(method, fullPath, headers, payload);
    if (raw.setCookies.length > 0) setCookies.push(...raw.setCookies);
    if (stored && raw.status === 304) return { status: 200, body: stored.body as T };
    const handedOver = raw.value !== undefined;
    let parsed: T;
    try {
      parsed = (handedOver ? raw.value : JSON.parse(raw.text)) as T;
    } catch (error) {
      throw new RestTransportError('bad-response', fullPath, { cause: error });
    }
    if (method === 'GET' && raw.status === 200 && raw.shareableEtag) connection.answers.set(fullPath, raw.shareableEtag, parsed, { freeze: !handedOver });
    else if (stored) connection.answers.delete(fullPath);
    return { status: raw.status, body: parsed };
  }

  const client = {
    get: (path: string, query?: RestQuery, params?: PathParams) => send('GET', withParams(path, params), query, undefined),
    post: (path: string, body?: object, params?: PathParams) => send('POST', withParams(path, params), undefined, body),
    put: (path: string, body?: object, params?: PathParams) => send('PUT', withParams(path, params), undefined, body),
    patch: (path: string, body?: object) => send('PATCH', path, undefined, body),
    setCookies,
    languageId,
  };
  // The table's types are the contract's; at run time every route is the same request.
  return client as unknown as RestClient;
}

/** `/items/:id` with { id: 'a b' } → `/items/a%20b`. */
export function withParams(path: string, params: PathParams | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** Reads the x-language-id header; anything but a positive 32-bit integer means the default language. */
export function parseLanguageId(header: string | string[] | undefined): number {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return DEFAULT_LANGUAGE_ID;
  const value = Number(raw);
  return value <= 2_147_483_647 ? value : DEFAULT_LANGUAGE_ID;
}

function toQueryString(query: RestQuery | undefined): string {
  if (!query) return '';
  let out = '';
  for (const key in query) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    out += `${out ? '&' : '?'}${key}=${encodeQueryValue(key, String(value))}`;
  }
  return out;
}

/** The schema's input checks refuse lone surrogates first; should one slip through, it is the caller's mistake, not a crash. */
function encodeQueryValue(key: string, value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    throw new GraphQLError(`${key} must be valid Unicode text`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}
