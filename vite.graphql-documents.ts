// Build step: the app's operations are written where they are used, as graphql(`query Name ...`), and
// machines/graphql/gql.ts looks each text up in a map of them all. In a build, each such call becomes
// an import of the document codegen made of it (machines/graphql/graphql.ts, `NameDocument`): only the
// operation's name and id (codegen.ts), so the app carries neither the texts nor the map. This is the
// client preset's Babel plugin, which our React plugin (it compiles with oxc) cannot run.
// graphqlParserAbsent() then keeps the `graphql` package itself out of the browser's scripts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const PARSER_ABSENT = fileURLToPath(new URL('./machines/graphql-client/graphql-parser-absent.ts', import.meta.url));
const GENERATED = fileURLToPath(new URL('./machines/graphql/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** The generated constant for a document's text: `NameDocument` for an operation, `NameFragmentDoc` for a fragment. */
function constantFor(text: string, exported: Set<string>, file: string): string {
  const [definition] = parse(text).definitions;
  const name = definition && 'name' in definition ? definition.name?.value : undefined;
  const constant = definition?.kind === Kind.FRAGMENT_DEFINITION ? `${name}FragmentDoc` : `${name}Document`;
  if (!name || !exported.has(constant)) throw new Error(`graphql-documents: ${file} has a document codegen did not make (${constant}): run npm run codegen`);
  return constant;
}

export function graphqlDocuments(): Plugin {
  let exported: Set<string> | undefined;
  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      exported = new Set([...readFileSync(GENERATED, 'utf8').matchAll(/^export const (\w+) = /gm)].map((match) => match[1]!));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || id.includes('/machines/graphql/') || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const replaced = code.replace(CALL, (_, text: string) => {
        const constant = constantFor(text, exported!, id);
        used.add(constant);
        return `__graphql_${constant}`;
      });
      if (used.size === 0) return null;
      const names = [...used].map((constant) => `${constant} as __graphql_${constant}`).join(', ');
      return { code: `import { ${names} } from ${JSON.stringify(GENERATED)};\n${replaced}`, map: null };
    },
  };
}

/**
 * In the browser build (not the server's render, not the tests), `graphql` resolves to a stand-in with
 * the three names graphql-request imports and never calls (machines/graphql-client/graphql-parser-absent.ts).
 */
export function graphqlParserAbsent(): Plugin {
  return {
    name: 'graphql-parser-absent',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId(source) {
      return source === 'graphql' ? PARSER_ABSENT : null;
    },
  };
}
