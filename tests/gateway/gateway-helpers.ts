import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { documentIdOf, operationName } from '../../machines/graphql-client/graphql-client';
import { loadPersistedDocuments } from '../../gateway/persisted-documents';

const manifest = loadPersistedDocuments();

/** The text of one of the app's operations (the app's documents carry only its id: codegen.ts), from the manifest the gateway loads. */
export function documentText(document: unknown): string {
  const text = manifest.get(documentIdOf(document));
  if (text === undefined) throw new Error(`${operationName(document)} is not in the manifest: run npm run codegen`);
  return text;
}

/** A request as a page's route gets it (Fastify's own, from loopback), with `headers`: for code that runs in a visitor's name. */
export async function aBrowserRequest(headers: Record<string, string> = {}): Promise<FastifyRequest> {
  const server = Fastify();
  let captured: FastifyRequest | undefined;
  server.get('/capture', async (request) => {
    captured = request;
    return {};
  });
  await server.inject({ method: 'GET', url: '/capture', headers });
  await server.close();
  return captured!;
}

/** Listens on a free loopback port and returns the origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return `http://127.0.0.1:${address.port}`;
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };
}

/** POSTs one GraphQL document as text: a developer's tool (GRAPHQL_ANY_DOCUMENT=1), never the browser. */
export function postGql<T = Record<string, unknown>>(
  origin: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  return postJson<T>(origin, { query, variables }, headers);
}

/** POSTs one of the app's operations as the browser does: by its document id, never its text. */
export function postDocument<T = Record<string, unknown>>(
  origin: string,
  document: unknown,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  return postJson<T>(origin, { documentId: documentIdOf(document), variables, operationName: operationName(document) }, headers);
}

/** A ProfileInput as the profile form sends it, for Anna in Berlin with a German phone; `overrides` for what a test is about. */
export function profileInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Anna',
    surname: 'Schmidt',
    email: '',
    phone: '+49 151 23456780',
    phoneCountryCode: 'DE',
    country: 12,
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postCode: '10117',
    steamId: '',
    ...overrides,
  };
}

/** The ValidationError a mutation answers: `message` on top, then each refused field with its messages. */
export function validationError(message: string, fieldErrors: { field: string; messages: string[] }[]) {
  return { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message, fieldErrors };
}

async function postJson<T>(origin: string, body: unknown, headers: Record<string, string>): Promise<GqlResponse<T>> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResponse<T>['body'] };
}
