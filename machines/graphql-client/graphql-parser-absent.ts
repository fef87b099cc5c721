// The shop's browser build has this module in place of the `graphql` package (vite.graphql-documents.ts).
// graphql-request imports `parse`, `print` and `Kind` to read an operation's name and kind from its text.
// The app hands it a document id, never a text, and sets excludeOperationName, so none of them runs:
// the parser would be 11 KB of compressed script on every page for nothing.
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

function absent(): never {
  throw new Error('The browser build carries no GraphQL parser: send documents by id (machines/graphql-client/graphql-client.ts).');
}

export const parse = absent;
export const print = absent;
