import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is the contract; the generated folders are never edited by hand.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['machines/**/*.ts', 'src/**/*.{ts,tsx}', '!src/graphql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, avoidOptionals: false },
    },
    'gateway/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        contextType: '../context#GatewayContext',
      },
    },
  },
};

export default config;
