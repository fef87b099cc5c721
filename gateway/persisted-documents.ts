import { readFileSync } from 'node:fs';

/**
 * The app's own operations by document id, "sha256:<hex>" of the text (GraphQL over HTTP, Appendix A):
 * the manifest codegen.ts writes beside the documents the web app is built with.
 */
export type PersistedDocuments = ReadonlyMap<string, string>;

export const APP_MANIFEST = new URL('../machines/graphql/persisted-documents.json', import.meta.url);

export function loadPersistedDocuments(file: URL | string = APP_MANIFEST): PersistedDocuments {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(manifest)) {
    if (typeof text !== 'string') throw new Error(`${String(file)}: the document of ${id} is not a string`);
    documents.set(id, text);
  }
  return documents;
}

interface Refusal {
  statusCode: number;
  error: { message: string; extensions?: { code: string } };
}

const refused = (statusCode: number, message: string, code?: string): { refused: Refusal } => ({
  refused: { statusCode, error: code ? { message, extensions: { code } } : { message } },
});

/**
 * The text a request runs: the app's document named by `documentId`, or, only when `anyDocument`
 * (GRAPHQL_ANY_DOCUMENT=1), the `query` sent. Decided from the request's fields alone, so a document
 * the shop does not run costs a Map lookup, never a parse.
 */
export function chooseDocument(
  { documentId, query }: { documentId?: unknown; query?: unknown },
  documents: PersistedDocuments,
  anyDocument: boolean,
): { text: string; persisted: boolean } | { refused: Refusal } {
  if (documentId != null && query != null) return refused(400, 'Send a documentId or a query, not both');
  if (documentId != null) {
    const text = typeof documentId === 'string' ? documents.get(documentId) : undefined;
    // Apollo's name and code for an id the server does not know, which GraphQL clients recognise.
    return text === undefined ? refused(404, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND') : { text, persisted: true };
  }
  if (!anyDocument) {
    return refused(400, "Only the app's own operations are run here: send one by its documentId", 'PERSISTED_QUERY_ID_REQUIRED');
  }
  if (typeof query !== 'string' || query === '') return refused(400, 'Must provide a query string');
  return { text: query, persisted: false };
}
