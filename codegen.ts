import type { CodegenConfig } from '@graphql-codegen/cli';
import { getOperationAST, type DocumentNode } from 'graphql';

// schema.graphql is the contract; the generated folders are never edited by hand. The machines'
// actors own the client operations, so their generated types live under machines/.
// The operator console (admin.graphql) is a schema of its own with its own operations and manifest
// (machines/admin/graphql/), so nothing of it reaches the shop's schema, manifest or bundle.
const ADMIN_DOCUMENTS = ['machines/admin/**/*.graphql'];
/** admin.graphql is the console's root; each part of the console adds its types in admin-<part>.graphql. */
const ADMIN_SCHEMA = ['admin.graphql', 'admin-*.graphql'];

const config: CodegenConfig = {
  ignoreNoDocuments: true,
  generates: {
    'machines/graphql/': {
      schema: 'schema.graphql',
      documents: ['machines/**/*.ts', 'machines/**/*.graphql', '!machines/graphql/**', '!machines/admin/**'],
      preset: 'client',
      // persistedDocuments: each document is only its id ("sha256:<hex>" of its normalized text) and its
      // operation's name, in __meta__; persisted-documents.json maps every id to that text: the gateway
      // runs only these, and the app never carries a document's text or syntax tree.
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { hashAlgorithm: 'sha256', mode: 'replaceDocumentWithHash' },
        onExecutableDocumentNode: (document: DocumentNode) => ({ operationName: getOperationAST(document)?.name?.value }),
      },
      config: { enumsAsTypes: true, useTypeImports: true, avoidOptionals: false, scalars: { DateTime: 'string' } },
    },
    'gateway/generated/resolvers-types.ts': {
      schema: 'schema.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        contextType: '../context#GatewayContext',
        // Resolvers hand the scalar REST's unix seconds; arguments arrive parsed to unix seconds.
        scalars: { DateTime: 'number' },
        // Money's symbol is resolved from the currency code (money.resolvers.ts).
        mappers: { Money: '../resolvers/money.resolvers#WireMoney' },
      },
    },
    'machines/admin/graphql/': {
      schema: ADMIN_SCHEMA,
      documents: ADMIN_DOCUMENTS,
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { hashAlgorithm: 'sha256', mode: 'replaceDocumentWithHash' },
        onExecutableDocumentNode: (document: DocumentNode) => ({ operationName: getOperationAST(document)?.name?.value }),
      },
      config: { enumsAsTypes: true, useTypeImports: true, avoidOptionals: false },
    },
    'gateway/admin/generated/resolvers-types.ts': {
      schema: ADMIN_SCHEMA,
      plugins: ['typescript', 'typescript-resolvers'],
      config: { useTypeImports: true, enumsAsTypes: true, useIndexSignature: true, contextType: '../../context#GatewayContext' },
    },
  },
};

export default config;
