// The build step that replaces each graphql(`…`) with the document codegen made of it (vite.graphql-documents.ts).
import { describe, expect, it } from 'vitest';
import { graphqlDocuments } from '../../vite.graphql-documents';

type Transform = (code: string, id: string) => { code: string } | null;

function transformer(): Transform {
  const plugin = graphqlDocuments();
  (plugin.buildStart as () => void).call({});
  return (code, id) => (plugin.transform as unknown as Transform).call({}, code, id);
}

describe('graphql documents in the build', () => {
  it("replaces an operation's and a fragment's text by an import of their generated documents", () => {
    const code = [
      "import { graphql } from '../graphql/gql';",
      'graphql(`\n  fragment ProfileFields on Profile { id }\n`);',
      'export const Q = graphql(`\n  query Profile($currency: String!) { profile(currency: $currency) { ...ProfileFields } }\n`);',
    ].join('\n');
    const out = transformer()(code, '/work/machines/auth/auth.actors.ts')!.code;
    expect(out).toMatch(/^import \{ ProfileFieldsFragmentDoc as __graphql_ProfileFieldsFragmentDoc, ProfileDocument as __graphql_ProfileDocument \} from ".*machines\/graphql\/graphql\.ts";/);
    expect(out).toContain('export const Q = __graphql_ProfileDocument;');
    expect(out).not.toContain('query Profile');
  });

  it('leaves code without documents, the generated folder and dependencies alone', () => {
    const transform = transformer();
    expect(transform('const a = 1;', '/work/src/app/app.tsx')).toBeNull();
    expect(transform('graphql(`query Profile { x }`)', '/work/machines/graphql/gql.ts')).toBeNull();
    expect(transform('graphql(`query Profile { x }`)', '/work/node_modules/x/index.ts')).toBeNull();
  });

  it('fails the build on a document codegen has not made', () => {
    expect(() => transformer()('graphql(`query NoSuchOperation { x }`)', '/work/machines/x.actors.ts')).toThrow(/NoSuchOperationDocument.*npm run codegen/);
  });
});
