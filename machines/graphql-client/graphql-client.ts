import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient, type RequestMiddleware, type Variables } from 'graphql-request';
import { DEFAULT_LANGUAGE_ID } from '../app/preferences.rules';
import { readStoredPreferences } from '../app/preferences.storage';
import { isUnauthenticatedError } from '../catalogue/product-detail.errors';
import { CUSTOMER_ACTIONS, holdRequest, isNetworkFailure, type NetworkFailure } from './network-failure';

/** Runs one typed GraphQL operation against the gateway. Actors call this; components never do. */
export type Gql = <TResult, TVariables extends Variables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) => Promise<TResult>;

/** Header the gateway reads to add lang_id to REST bodies. */
const LANGUAGE_HEADER = 'x-language-id';

/** The saved language until the preferences machine settles on one. */
let languageId = readStoredPreferences().languageId ?? DEFAULT_LANGUAGE_ID;

/** The preferences machine calls this when the language changes. */
export function setGqlLanguage(id: number): void {
  languageId = id;
}

/** Answers are written in the language of the request's header (a static page, say), not of its variables. */
const requestKey = (variables: unknown) => `${languageId} ${JSON.stringify(variables)}`;

/** How long a prefetched answer waits for the actor that asks for it before it is thrown away. */
const PREFETCH_TTL_MS = 10_000;

/**
 * Answers started before anyone asked (the first view's data, fetched while start-up runs), by
 * document, variables and the language they were asked in. Each is taken once, by the first
 * identical request.
 */
class Prefetched {
  private entries = new Map<unknown, Map<string, { answer: Promise<unknown>; at: number; settled?: { data: unknown } }>>();

  /** `settled` when the answer is already in hand (one the page came with). */
  put(document: unknown, variables: unknown, answer: Promise<unknown>, settled?: { data: unknown }): void {
    const entry: { answer: Promise<unknown>; at: number; settled?: { data: unknown } } = { answer, at: Date.now(), settled };
    answer.then((data) => (entry.settled = { data })).catch(() => {}); // a failed prefetch is retried by the actor's own request
    const byVariables = this.entries.get(document) ?? new Map();
    byVariables.set(requestKey(variables), entry);
    this.entries.set(document, byVariables);
  }

  /**
   * The answer, if it is already here. It stays until take() takes it or it expires: React may throw
   * a first render away and start it again (a hydration that yields, StrictMode), and the machine the
   * second render creates must start from the very same answer, not from a loading state.
   */
  takeSettled(document: unknown, variables: unknown): { data: unknown } | undefined {
    const entry = this.entries.get(document)?.get(requestKey(variables));
    if (!entry?.settled || Date.now() - entry.at > PREFETCH_TTL_MS) return undefined;
    return entry.settled;
  }

  clear(): void {
    this.entries.clear();
  }

  take(document: unknown, variables: unknown): Promise<unknown> | undefined {
    const byVariables = this.entries.get(document);
    const key = requestKey(variables);
    const entry = byVariables?.get(key);
    if (!entry) return undefined;
    byVariables!.delete(key);
    return Date.now() - entry.at <= PREFETCH_TTL_MS ? entry.answer.catch(() => undefined) : undefined;
  }
}

/** The element the server writes the first view's answers into (server/first-view.ts). */
export const PAGE_ANSWERS_ID = 'first-view-answers';

/** What the server sent with the page: the answers it got for the first view's operations. */
export interface PageAnswers {
  /** The language the server asked in (the default one: it cannot see a saved choice). */
  languageId: number;
  answers: SentAnswer[];
}

export interface SentAnswer {
  operation: string;
  variables: unknown;
  data: unknown;
  /**
   * Fields of `data` the page names instead of carrying (start-up's translations: server/page-files.ts),
   * by field: the address of the file that holds the field's value.
   */
  files?: Record<string, string>;
}

const answerKey = (operation: string, variables: unknown) => `${operation} ${JSON.stringify(variables)}`;

/** An answer's data with its files' fields read back in; it fails when a file does (the operation is then asked for). */
async function withFiles(data: unknown, files: Record<string, string>): Promise<unknown> {
  const fields = await Promise.all(
    Object.entries(files).map(async ([field, href]) => {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return [field, await response.json()] as const;
    }),
  );
  return { ...(data as object), ...Object.fromEntries(fields) };
}

/**
 * The name of a document's operation, e.g. `ListingProducts`: codegen writes it into the document's
 * __meta__ (codegen.ts); a document parsed from its text has it in its definitions.
 */
export function operationName(document: unknown): string | undefined {
  const { __meta__: meta, definitions = [] } = document as { __meta__?: { operationName?: string }; definitions?: { kind: string; name?: { value: string } }[] };
  return meta?.operationName ?? definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;
}

/**
 * The id the build gave an operation's document (codegen.ts, persistedDocuments), by which the gateway
 * runs it: the preset writes it into the document's __meta__.
 */
export function documentIdOf(document: unknown): string {
  const id = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof id !== 'string') throw new Error(`operation ${operationName(document) ?? '(unnamed)'} has no document id: run codegen`);
  return id;
}

/**
 * The gateway runs only the app's own operations, named by document id (GraphQL over HTTP, Appendix A).
 * The app's documents carry no text (codegen.ts): graphql-request is handed the id as the query, and its
 * body `{query, variables}` becomes `{documentId, variables, operationName}`.
 */
function sendDocumentIds(): { queryOf: (document: unknown) => string; middleware: RequestMiddleware } {
  const names = new Map<string, string | undefined>();
  return {
    queryOf: (document) => {
      const id = documentIdOf(document);
      names.set(id, operationName(document));
      return id;
    },
    middleware: (request) => {
      const { query: documentId, variables } = JSON.parse(String(request.body)) as { query: string; variables?: Variables };
      return { ...request, body: JSON.stringify({ documentId, variables, operationName: names.get(documentId) }) };
    },
  };
}

/**
 * The page's answers, each taken once by the identical first request. None when the page has none,
 * or when the visitor's saved language is not the one the server asked in.
 */
function readPageAnswers(): Map<string, SentAnswer> {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ID);
  if (!element?.textContent) return new Map();
  try {
    const sent = JSON.parse(element.textContent) as PageAnswers;
    if (sent.languageId !== languageId) return new Map();
    return answersByKey(sent);
  } catch {
    // Not ours to fail on: the operations are simply asked for.
    return new Map();
  }
}

const answersByKey = (sent: PageAnswers) => new Map(sent.answers.map((answer) => [answerKey(answer.operation, answer.variables), answer]));

interface GqlHooks {
  /** Called once for every operation the gateway answers UNAUTHENTICATED (a 401 anywhere). */
  onUnauthenticated: () => void;
  /** A customer's action the network failed: held (network-failure.ts) until the toast's Retry or close. */
  onNetworkFailure: (failure: NetworkFailure) => void;
  /** A customer's action the gateway answered (whatever its result): the lists it may have moved look again. */
  onActionAnswered: (operation: string) => void;
}

/** A prefetched answer that is already here, for a machine that can start with it instead of asking. */
type TakeInHand = <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables) => { data: TResult } | undefined;

interface GqlClient {
  gql: Gql;
  prefetch: Gql;
  takeInHand: TakeInHand;
  answerOnlyFrom: (sent: PageAnswers) => void;
}

function createGql(endpoint: string, hooks: GqlHooks): GqlClient {
  const documentIds = sendDocumentIds();
  const client = new GraphQLClient(endpoint, {
    credentials: 'include',
    headers: () => ({ [LANGUAGE_HEADER]: String(languageId) }),
    requestMiddleware: documentIds.middleware,
    excludeOperationName: true, // the id is no GraphQL text to read a name from
  });
  let offline = false;
  const send: Gql = async (document, variables) => {
    if (offline) return new Promise<never>(() => {});
    try {
      const answer = (await client.request({ document: documentIds.queryOf(document), variables } as Parameters<GraphQLClient['request']>[0])) as never;
      const operation = operationName(document) ?? '';
      if (CUSTOMER_ACTIONS.has(operation)) hooks.onActionAnswered(operation);
      return answer;
    } catch (error) {
      if (isUnauthenticatedError(error)) hooks.onUnauthenticated();
      const operation = operationName(document) ?? '';
      if (!CUSTOMER_ACTIONS.has(operation) || !isNetworkFailure(error)) throw error;
      // The flow keeps waiting for this answer: the retry's, or the failure once the customer gives up.
      return new Promise<never>((resolve, reject) => {
        const id = holdRequest(() => void send(document, variables).then(resolve as (value: unknown) => void, reject), () => reject(error));
        hooks.onNetworkFailure({ id, operation });
      });
    }
  };
  const prefetched = new Prefetched();
  let pageAnswers = readPageAnswers();
  /** The page's answer, `settled` when it is all in the page (not waiting for a file). */
  const fromPage = (document: unknown, variables: unknown): { answer: Promise<unknown>; settled?: { data: unknown } } | undefined => {
    const key = answerKey(operationName(document) ?? '', variables);
    const sent = pageAnswers.get(key);
    if (!sent) return undefined;
    pageAnswers.delete(key);
    if (sent.files) return { answer: withFiles(sent.data, sent.files) };
    return { answer: Promise.resolve(sent.data), settled: { data: sent.data } };
  };
  return {
    // A prefetched answer that failed is asked for again.
    gql: async (document, variables) =>
      ((await prefetched.take(document, variables)) as never) ?? send(document, variables),
    prefetch: (document, variables) => {
      const held = fromPage(document, variables);
      const answer = (held?.answer as Promise<never> | undefined) ?? send(document, variables);
      prefetched.put(document, variables, answer, held?.settled);
      return answer;
    },
    takeInHand: (document, variables) => prefetched.takeSettled(document, variables) as never,
    answerOnlyFrom: (sent) => {
      offline = true;
      languageId = sent.languageId;
      pageAnswers = answersByKey(sent);
      prefetched.clear();
    },
  };
}

let unauthenticatedListener: () => void = () => {};
let networkFailureListener: (failure: NetworkFailure) => void = () => {};
let actionAnsweredListener: (operation: string) => void = () => {};

/** The root actor registers here, so every 401 becomes one event for the auth actor. */
export function onUnauthenticated(listener: () => void): void {
  unauthenticatedListener = listener;
}

/** The root actor registers here, so each action the network failed becomes a toast with Retry. */
export function onNetworkFailure(listener: (failure: NetworkFailure) => void): void {
  networkFailureListener = listener;
}

/** The root actor registers here, so the lists an action moved look again at once (issue 45). */
export function onActionAnswered(listener: (operation: string) => void): void {
  actionAnsweredListener = listener;
}

const origin = typeof window === 'undefined' ? 'http://127.0.0.1:3000' : window.location.origin;
const browserClient = createGql(`${origin}/graphql`, {
  onUnauthenticated: () => unauthenticatedListener(),
  onNetworkFailure: (failure) => networkFailureListener(failure),
  onActionAnswered: (operation) => actionAnsweredListener(operation),
});

/** The browser's client for the gateway on the same origin. */
export const gql: Gql = browserClient.gql;

/**
 * Starts an operation before its actor runs; the actor's identical `gql` call then takes this
 * answer instead of asking again (machines/first-view/route-prefetch.ts).
 */
export const prefetchGql: Gql = browserClient.prefetch;

/**
 * The answer already in hand for this operation (it came with the page, or its prefetch has settled):
 * a machine starts with it instead of rendering a loading state first.
 */
export const takeAnswerInHand: TakeInHand = browserClient.takeInHand;

/** What a long-lived stream's owner hears besides its data: open (listening from now on) and its end. */
export interface StreamWatch {
  onOpen?: () => void;
  /** The stream ended by itself (an error, `complete`, the network): the owner decides when to ask again. */
  onEnd?: () => void;
}

/**
 * A subscription pushed over server-sent events (GET /graphql/stream, the session's cookie goes along):
 * `onNext` gets each result's data; errors and the end close the stream, and the returned function
 * closes it early. Where there is no EventSource (the server's render) nothing is opened. Without
 * `watch.onEnd`, EventSource's own reconnect after a network error is kept; with it, the owner is told
 * and reconnects itself.
 */
export function subscribeGql<TResult, TVariables extends Variables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  onNext: (data: TResult) => void,
  watch: StreamWatch = {},
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const query = new URLSearchParams({ documentId: documentIdOf(document), variables: JSON.stringify(variables) });
  const source = new EventSource(`${origin}/graphql/stream?${query}`, { withCredentials: true });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    source.close();
    watch.onEnd?.();
  };
  source.addEventListener('open', () => watch.onOpen?.());
  source.addEventListener('next', (event) => {
    const result = JSON.parse((event as MessageEvent<string>).data) as { data?: TResult | null; errors?: unknown[] };
    if (result.errors?.length || !result.data) return end();
    onNext(result.data);
  });
  // The server says it is done; without this EventSource would reconnect and start over.
  source.addEventListener('complete', end);
  if (watch.onEnd) source.addEventListener('error', end);
  return () => {
    ended = true;
    source.close();
  };
}

/**
 * For the server's render of a page (src/server-render.tsx): from now on every operation is answered
 * from `sent` (the answers the page goes out with) or never, so the server renders exactly what the
 * browser will render from those answers, and never asks the network itself.
 */
export const answerOnlyFrom = browserClient.answerOnlyFrom;
