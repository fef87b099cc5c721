import type { FastifyRequest } from 'fastify';
import type { AccountChangeSource } from '../contract/account-changes';
import type { GatewayContext } from './context';
import { DocumentCache, type PreparedOperation } from './document-cache';
import { getVariableValues, type ExecutionResult, type GraphQLError, type GraphQLSchema } from './graphql-runtime';
import { chooseDocument, loadPersistedDocuments, type PersistedDocuments } from './persisted-documents';
import {
  createInProcessRestConnection,
  createRestClient,
  createRestConnection,
  parseLanguageId,
  type InProcessDispatch,
  type RestClient,
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
  /** The API's account change feed, when the API runs in this process (subscription accountChanged). */
  changes?: AccountChangeSource;
}

/** The operation a request runs, ready: compiled, with its variables as sent (already checked). */
type Runnable = Extract<PreparedOperation, { compiled: object }>;

/**
 * The gateway itself: the schema, the operations it runs and its REST connection, shared by its HTTP
 * routes (gateway/app.ts) and by callers in the same process (the server's first view of a page).
 */
export interface Gateway {
  readonly schema: GraphQLSchema;
  readonly documents: DocumentCache;
  readonly persisted: PersistedDocuments;
  readonly anyDocument: boolean;
  readonly changes: AccountChangeSource | undefined;
  /** The REST client of one browser request: request.ip and request.host honour TRUST_PROXY (the browser's own, never spoofed). */
  restFor(request: FastifyRequest): RestClient;
  /** The variables checked by the book (graphql-js); errors as GraphQL reports them, or undefined when they pass. */
  variableErrors(prepared: Runnable, variables: Record<string, unknown> | null): readonly GraphQLError[] | undefined;
  /**
   * One of the app's own operations (by document id) run as the browser that sent `request`, without
   * HTTP: the answer POST /graphql would give it, errors unmasked (the caller is the server itself).
   * Set-Cookie headers of the REST API are not relayed (no browser waits for this answer).
   */
  runPersisted(request: FastifyRequest, documentId: string, variables: Record<string, unknown> | null): Promise<ExecutionResult>;
  close(): Promise<void>;
}

export function createGateway(options: GatewayOptions): Gateway {
  const schema = createGatewaySchema();
  const documents = new DocumentCache(schema);
  const persisted = options.persistedDocuments ?? loadPersistedDocuments();
  const { restBaseUrl } = options;
  let connection: RestConnection | undefined;
  const restConnection = () =>
    (connection ??=
      typeof restBaseUrl === 'object'
        ? createInProcessRestConnection(restBaseUrl.dispatch, restBaseUrl.basePath, { timeoutMs: options.restTimeoutMs })
        : createRestConnection(typeof restBaseUrl === 'string' ? restBaseUrl : restBaseUrl(), { timeoutMs: options.restTimeoutMs }));
  const restFor = (request: FastifyRequest) =>
    createRestClient(restConnection(), {
      cookie: request.headers.cookie,
      forwardedFor: request.ip,
      forwardedHost: request.host,
      forwardedProto: request.protocol,
      languageId: parseLanguageId(request.headers['x-language-id']),
    });
  // graphql-js coerces variables by the book (an array is no input object); graphql-jit's own parser
  // does not, so it only ever sees variables that passed here.
  const variableErrors = (prepared: Runnable, variables: Record<string, unknown> | null) =>
    prepared.variables.length > 0 ? getVariableValues(schema, prepared.variables, variables ?? {}, { maxErrors: 10 }).errors : undefined;
  return {
    schema,
    documents,
    persisted,
    anyDocument: options.anyDocument ?? false,
    changes: options.changes,
    restFor,
    variableErrors,
    async runPersisted(request, documentId, variables) {
      const chosen = chooseDocument({ documentId }, persisted, false);
      if ('refused' in chosen) throw new Error(`${documentId}: ${chosen.refused.error.message}`);
      const prepared = documents.get(chosen.text);
      if (prepared.errors) return { errors: prepared.errors };
      const errors = variableErrors(prepared, variables);
      if (errors) return { errors };
      const context: GatewayContext = { rest: restFor(request) };
      return prepared.compiled.query(undefined, context, variables);
    },
    close: async () => connection?.close(),
  };
}
