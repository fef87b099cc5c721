import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient, type Variables } from 'graphql-request';
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
  private entries = new Map<unknown, Map<string, { answer: Promise<unknown>; at: number }>>();

  put(document: unknown, variables: unknown, answer: Promise<unknown>): void {
    answer.catch(() => {}); // a failed prefetch is retried by the actor's own request
    const byVariables = this.entries.get(document) ?? new Map();
    byVariables.set(JSON.stringify(variables), { answer, at: Date.now() });
    this.entries.set(document, byVariables);
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

interface GqlHooks {
  /** Called once for every operation the gateway answers UNAUTHENTICATED (a 401 anywhere). */
  onUnauthenticated: () => void;
}

/** Hands in an answer for the identical `gql` call that comes later. */
type Provide = <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables, answer: Promise<TResult>) => void;

function createGql(endpoint: string, hooks: GqlHooks): { gql: Gql; prefetch: Gql; provide: Provide } {
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
  return {
    // A prefetched answer that failed is asked for again.
    gql: async (document, variables) =>
      ((await prefetched.take(document, variables)) as never) ?? send(document, variables),
    prefetch: (document, variables) => {
      const answer = send(document, variables);
      prefetched.put(document, variables, answer);
      return answer;
    },
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
