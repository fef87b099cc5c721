import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** Where the console's operations go: its own schema on the shop's gateway (gateway/admin/). */
export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

/** Runs one of the console's persisted operations. Actors call this; components never do. */
export type AdminGql = <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables) => Promise<TResult>;

/** An error the gateway answered on purpose: its code (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND...) and message. */
export class AdminGqlError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AdminGqlError';
  }
}

/** The staff session ended (expired, revoked, signed out elsewhere): the console goes back to sign-in. */
export const isSessionEnded = (error: unknown) => error instanceof AdminGqlError && error.code === 'UNAUTHENTICATED';

/** The id codegen gave a document (persistedDocuments in codegen.ts): the gateway runs only these. */
export function adminDocumentId(document: unknown): string {
  const id = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof id !== 'string') throw new Error('an admin operation without a document id: run npm run codegen');
  return id;
}

/** The browser's client: POST by document id, the staff cookie sent by the browser (same origin, SameSite=Strict). */
export function createAdminGql(origin = '', fetchImpl: typeof fetch = (...args) => fetch(...args), cookie?: () => string): AdminGql {
  return async <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables): Promise<TResult> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const jar = cookie?.();
    if (jar) headers.cookie = jar;
    const response = await fetchImpl(`${origin}${ADMIN_GRAPHQL_PATH}`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({ documentId: adminDocumentId(document), variables }),
    });
    let body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new AdminGqlError('SERVICE_UNAVAILABLE', `The console's server answered ${response.status}`);
    }
    const [error] = body.errors ?? [];
    if (error) throw new AdminGqlError(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR', error.message);
    return body.data as TResult;
  };
}
