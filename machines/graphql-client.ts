import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient, type Variables } from 'graphql-request';
import { DEFAULT_LANGUAGE_ID } from './preferences.rules';
import { readStoredPreferences } from './preferences.storage';
import { isUnauthenticatedError } from './product-detail.errors';

/** Runs one typed GraphQL operation against the gateway. Actors call this; components never do. */
export type Gql = <TResult, TVariables extends Variables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) => Promise<TResult>;

/** Header the gateway reads to add lang_id to REST bodies. */
const LANGUAGE_HEADER = 'x-language-id';

let languageId = 10;

/** The preferences machine calls this when the language changes. */
export function setGqlLanguage(id: number): void {
  languageId = id;
}

/** How long a prefetched answer waits for the actor that asks for it before it is thrown away. */
const PREFETCH_TTL_MS = 10_000;

/**
 * Answers started before anyone asked (the first view's data, fetched while start-up runs), by
 * document and variables. Each is taken once, by the first identical request.
 */
class Prefetched {
  private entries = new Map<unknown, Map<string, { answer: Promise<unknown>; at: number; settled?: { data: unknown } }>>();

  /** `settled` when the answer is already in hand (one the page came with). */
  put(document: unknown, variables: unknown, answer: Promise<unknown>, settled?: { data: unknown }): void {
    const entry: { answer: Promise<unknown>; at: number; settled?: { data: unknown } } = { answer, at: Date.now(), settled };
    answer.then((data) => (entry.settled = { data })).catch(() => {}); // a failed prefetch is retried by the actor's own request
    const byVariables = this.entries.get(document) ?? new Map();
    byVariables.set(JSON.stringify(variables), entry);
    this.entries.set(document, byVariables);
  }

  /** The answer, if it is already here; taken, like take() takes it. */
  takeSettled(document: unknown, variables: unknown): { data: unknown } | undefined {
    const byVariables = this.entries.get(document);
    const key = JSON.stringify(variables);
    const entry = byVariables?.get(key);
    if (!entry?.settled || Date.now() - entry.at > PREFETCH_TTL_MS) return undefined;
    byVariables!.delete(key);
    return entry.settled;
  }

  take(document: unknown, variables: unknown): Promise<unknown> | undefined {
    const byVariables = this.entries.get(document);
    const key = JSON.stringify(variables);
    const entry = byVariables?.get(key);
    if (!entry) return undefined;
    byVariables!.delete(key);
    return Date.now() - entry.at <= PREFETCH_TTL_MS ? entry.answer.catch(() => undefined) : undefined;
  }
}

/** The element the server writes the first view's answers into (gateway/first-view.ts). */
export const PAGE_ANSWERS_ID = 'first-view-answers';

/** What the server sent with the page: the answers it got for the first view's operations. */
export interface PageAnswers {
  /** The language the server asked in (the default one: it cannot see a saved choice). */
  languageId: number;
  answers: { operation: string; variables: unknown; data: unknown }[];
}

const answerKey = (operation: string, variables: unknown) => `${operation} ${JSON.stringify(variables)}`;

/** The name of a document's operation, e.g. `ListingProducts`. */
export function operationName(document: unknown): string | undefined {
  const definitions = (document as { definitions?: { kind: string; name?: { value: string } }[] }).definitions ?? [];
  return definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;
}

/**
 * The page's answers, each taken once by the identical first request. None when the page has none,
 * or when the visitor's saved language is not the one the server asked in.
 */
function readPageAnswers(): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ID);
  if (!element?.textContent) return answers;
  try {
    const sent = JSON.parse(element.textContent) as PageAnswers;
    if ((readStoredPreferences().languageId ?? DEFAULT_LANGUAGE_ID) !== sent.languageId) return answers;
    for (const { operation, variables, data } of sent.answers) answers.set(answerKey(operation, variables), data);
  } catch {
    // Not ours to fail on: the operations are simply asked for.
  }
  return answers;
}

interface GqlHooks {
  /** Called once for every operation the gateway answers UNAUTHENTICATED (a 401 anywhere). */
  onUnauthenticated: () => void;
}

/** Hands in an answer for the identical `gql` call that comes later. */
type Provide = <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables, answer: Promise<TResult>) => void;

/** A prefetched answer that is already here, for a machine that can start with it instead of asking. */
type TakeInHand = <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables) => { data: TResult } | undefined;

function createGql(endpoint: string, hooks: GqlHooks): { gql: Gql; prefetch: Gql; provide: Provide; takeInHand: TakeInHand } {
  const client = new GraphQLClient(endpoint, {
    credentials: 'include',
    headers: () => ({ [LANGUAGE_HEADER]: String(languageId) }),
  });
  const send: Gql = async (document, variables) => {
    try {
      return (await client.request({ document, variables } as Parameters<GraphQLClient['request']>[0])) as never;
    } catch (error) {
      if (isUnauthenticatedError(error)) hooks.onUnauthenticated();
      throw error;
    }
  };
  const prefetched = new Prefetched();
  const pageAnswers = readPageAnswers();
  const fromPage = (document: unknown, variables: unknown): { data: unknown } | undefined => {
    const key = answerKey(operationName(document) ?? '', variables);
    if (!pageAnswers.has(key)) return undefined;
    const data = pageAnswers.get(key);
    pageAnswers.delete(key);
    return { data };
  };
  return {
    // A prefetched answer that failed is asked for again.
    gql: async (document, variables) =>
      ((await prefetched.take(document, variables)) as never) ?? send(document, variables),
    prefetch: (document, variables) => {
      const held = fromPage(document, variables);
      const answer = held ? Promise.resolve(held.data as never) : send(document, variables);
      prefetched.put(document, variables, answer, held);
      return answer;
    },
    takeInHand: (document, variables) => prefetched.takeSettled(document, variables) as never,
    provide: (document, variables, answer) => prefetched.put(document, variables, answer),
  };
}

let unauthenticatedListener: () => void = () => {};

/** The root actor registers here, so every 401 becomes one event for the auth actor. */
export function onUnauthenticated(listener: () => void): void {
  unauthenticatedListener = listener;
}

const origin = typeof window === 'undefined' ? 'http://127.0.0.1:3000' : window.location.origin;
const browserClient = createGql(`${origin}/graphql`, { onUnauthenticated: () => unauthenticatedListener() });

/** The browser's client for the gateway on the same origin. */
export const gql: Gql = browserClient.gql;

/**
 * Starts an operation before its actor runs; the actor's identical `gql` call then takes this
 * answer instead of asking again (machines/route-prefetch.ts).
 */
export const prefetchGql: Gql = browserClient.prefetch;

/** Hands in an answer fetched another way (a GET the page preloaded) for the identical `gql` call. */
export const providePrefetched = browserClient.provide;

/**
 * The answer already in hand for this operation (it came with the page, or its prefetch has settled),
 * taken: a machine starts with it instead of rendering a loading state first.
 */
export const takeAnswerInHand: TakeInHand = browserClient.takeInHand;
