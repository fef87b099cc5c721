import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient, type Variables } from 'graphql-request';

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

function createGql(endpoint: string): Gql {
  const client = new GraphQLClient(endpoint, {
    credentials: 'include',
    headers: () => ({ [LANGUAGE_HEADER]: String(languageId) }),
  });
  return (document, variables) =>
    client.request({ document, variables } as Parameters<GraphQLClient['request']>[0]) as never;
}

const origin = typeof window === 'undefined' ? 'http://127.0.0.1:3000' : window.location.origin;

/** The browser's client for the gateway on the same origin. */
export const gql: Gql = createGql(`${origin}/graphql`);
