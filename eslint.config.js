import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An import of another layer's folder by relative path, e.g. `../../gateway/x` from api/. */
const layer = (...names) => `^(\\.\\./)+(${names.join('|')})/`;
const restrict = (message, ...regexes) => regexes.map((regex) => ({ regex, message }));
/**
 * The imports files may not make. A later config replaces an earlier one's options of the same rule
 * (they do not add up), so a folder inside another zone repeats that zone's restrictions (zoneOf).
 */
const zoneOf = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const zone = (files, message, ...regexes) => zoneOf(files, restrict(message, ...regexes));

const srcRestrictions = restrict('src/ reaches the server only through machines/.', layer('gateway', 'api', 'server'));
/**
 * A feature imports no other feature (DESIGN.md): what several use lives in src/ui/ or src/app/, and
 * src/app/ composes features. From a file `depth` folders below src/features/, `../` that many times
 * is src/features/ itself, so the next folder named is a feature; any path through a `features/`
 * folder is one too. Every folder of src/features/ gets its zone, a new one included.
 */
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((feature) =>
  [1, 2, 3].map((depth) =>
    zoneOf(
      [`src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      [
        ...srcRestrictions,
        ...restrict(
          `A feature imports no other feature: move what several use to src/ui/ or src/app/, or compose them in src/app/ (src/features/${feature}/).`,
          `^${'\\.\\./'.repeat(depth)}(?!${feature}/)[\\w-]+/`,
          `^(\\.\\./)+features/(?!${feature}/)`,
        ),
      ],
    ),
  ),
);

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', 'machines/graphql/**', 'gateway/generated/**', 'machines/admin/graphql/**', 'gateway/admin/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The one script the browser runs as written (src/public/boot.js).
    files: ['src/public/**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(['document', 'Element', 'localStorage', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'window'].map((name) => [name, 'readonly'])),
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Imports flow one way (DESIGN.md): src → machines → machines/graphql; gateway → REST contract;
  // api imports nothing of the others; all may import contract/ (the rules both sides apply).
  // server/ alone composes: it wires api/, gateway/ and the first view's operations of machines/.
  zone(['contract/**/*.ts'], 'contract/ is the bottom floor: it imports no other layer.', layer('api', 'gateway', 'machines', 'src', 'server')),
  zone(['api/**/*.ts'], 'api/ imports nothing from gateway/, machines/, src/ or server/.', layer('gateway', 'machines', 'src', 'server')),
  zone(
    ['gateway/**/*.ts'],
    'gateway/ is GraphQL only and speaks to the API over its REST contract (contract/).',
    layer('api', 'machines', 'src', 'server'),
  ),
  zone(['server/**/*.ts'], 'server/ composes api/, gateway/ and machines/; the web app reaches it only as the built files.', layer('src')),
  zone(
    ['machines/**/*.ts'],
    'machines/ hold flow logic only: no React, no UI, no server code.',
    layer('src', 'gateway', 'api', 'server'),
    '^(react|react-dom|@mantine/|wouter)',
  ),
  {
    // The shop gateway's REST client infers each call's types from contract/routes.ts: a type named at the
    // call site (rest.get<T>(…)) would skip the route table, so a wrong path, field or answer still typechecks.
    files: ['gateway/resolvers/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='rest'][typeArguments]",
          message: 'The REST client takes its types from contract/routes.ts: add the route there instead of naming a type here.',
        },
      ],
    },
  },
  {
    // SQL only in repositories (DESIGN.md: routes → service → repository): outside a *.repository.ts no
    // file of api/ reads or writes a table itself (Kysely's selectFrom, insertInto, updateTable, deleteFrom,
    // the sql tag and its helpers); services open the transaction and hand it to repository functions.
    files: ['api/**/*.ts'],
    ignores: [
      // Where the SQL belongs.
      'api/**/*.repository.ts',
      // Schema changes are SQL by nature, each fixed at the version it shipped.
      'api/db/migrations/**',
      // The transaction helper itself: BEGIN IMMEDIATE, COMMIT and ROLLBACK on SQLite's one connection.
      'api/db/transaction.ts',
      // The migration runner asks PostgreSQL for its current schema before it migrates.
      'api/db/migrate.ts',
      // The Migrator's introspection of the connection's own schema reads PostgreSQL's catalogue.
      'api/db/own-schema-introspector.ts',
      // The seed writes its made-up catalogue, prices and history once, outside any service.
      'api/db/seed.ts',
      'api/db/seed-cli.ts',
      'api/db/seed-data/**',
      'api/prices/seed-prices.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'SQL only in repositories: move this query to the *.repository.ts of its table and call it with db or tx.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], CallExpression[callee.object.name='sql']",
          message: 'SQL only in repositories: move this sql`…` to the *.repository.ts of its table and call it with db or tx.',
        },
      ],
    },
  },
  zoneOf(['src/**/*.ts', 'src/**/*.tsx'], srcRestrictions),
  ...featureZones,
  zoneOf(['src/ui/**/*.ts', 'src/ui/**/*.tsx'], [...srcRestrictions, ...restrict('src/ui/ holds what several features use: it imports no feature.', '^(\\.\\./)+features/')]),
  {
    // One actor system (DESIGN.md: machines): a page's or a modal's flow runs in the root actor, spawned
    // there by useFlow (src/app/use-flow.ts), never in a system of its own. The files listed create an
    // actor of their own for the reason given beside each; the list only shrinks.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      // The console's own root (another part's; DESIGN.md: built the same way).
      'src/admin/**',
      // A pure animation, no flow: it types the headline's game names on a timer, sends and hears
      // nothing of any other actor, loads nothing, and no customer event reaches it; in the root's
      // system it would only flood the inspector with a tick every 70 to 140 ms, forever.
      'src/features/catalogue/typing-headline.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='useActorRef']",
          message: 'A flow runs in the root actor: useFlow (src/app/use-flow.ts) asks the root to spawn it, under its systemId.',
        },
      ],
    },
  },
);
