// Prints how much gzipped JavaScript the production build loads for the home route before the first
// tap: the entry chunk and its static imports, and the code the server names with the home page (the
// build's page-links.json: the page's chunk, the app's and the machines' chunks, and their imports).
// Fails when that passes the budget, so a heavy import cannot slip in unnoticed, when the entry's scripts
// build a machine, when a script the page runs as it starts lacks the compile hint, and when any built
// script carries a GraphQL document's text (the build swaps each for its id: vite.graphql-documents.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const dist = new URL('../../dist/', import.meta.url).pathname;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const pageLinks = JSON.parse(readFileSync(join(dist, '.vite/page-links.json'), 'utf8')) as { pattern: string; flags: string; scripts: string[] }[];
const home = pageLinks.find(({ pattern, flags }) => new RegExp(pattern, flags).test('/'))?.scripts.map((href) => href.slice(1)) ?? [];
const entryFiles = [...closure(entry)].map((key) => manifest[key]!.file);
const files = [...new Set([...entryFiles, ...home])].filter((f) => f.endsWith('.js'));

let total = 0;
for (const file of files) {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`home route JavaScript before the first tap: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (home.length === 0) console.log('  (no home page code in page-links.json)');

// The entry's scripts run in one task before anything else on the page: a machine built there (its
// createMachine, 5–10 ms each at Lighthouse's 4x) belongs in the machines' chunk, which the browser runs
// in a task of its own (src/app/create-app-actor.ts; issue 46).
const machinesInEntry = entryFiles
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => [...readFileSync(join(dist, file), 'utf8').matchAll(/\.createMachine\((.{0,40})/g)].map((match) => `${file}: ${match[1]}`));
console.log(`machines built by the entry's scripts: ${machinesInEntry.length}`);
for (const machine of machinesInEntry) console.log(`  ${machine}`);

// The scripts the home page runs as it starts carry V8's compile hint on their first line (vite.chunks.ts).
const HINT = '//# allFunctionsCalledOnLoad\n';
const startScripts = files.filter((file) => /\/(index|react-dom|auth\.machine|app\.machine|mount-app|home-page)-[\w-]+\.js$/.test(file));
const unhinted = startScripts.filter((file) => !readFileSync(join(dist, file), 'utf8').startsWith(HINT));
// Six: the entry, React DOM, the two machines' chunks, the app's and the home page's (a renamed chunk would slip past).
const START_SCRIPT_COUNT = 6;
console.log(`start scripts without the compile hint: ${unhinted.length} of ${startScripts.length} (${START_SCRIPT_COUNT} expected)`);
for (const file of unhinted) console.log(`  ${file}`);

// Rolldown's wrapper of a CommonJS module is a `function` expression V8 compiles off the main thread, not
// an arrow it compiles at the first call (vite.chunks.ts eagerCommonJs): eight in React DOM's chunk.
const reactDom = startScripts.find((file) => file.includes('/react-dom-'));
const reactDomCode = reactDom ? readFileSync(join(dist, reactDom), 'utf8') : '';
const eagerWrappers = reactDomCode.match(/\(\(function\(/g)?.length ?? 0;
const lazyWrappers = reactDomCode.match(/\(\(\(?[\w$,]*\)?=>\{/g)?.length ?? 0;
console.log(`React DOM's CommonJS wrappers compiled lazily: ${lazyWrappers} (compiled eagerly: ${eagerWrappers})`);

const documents = Object.values(
  JSON.parse(readFileSync(new URL('../../machines/graphql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>,
);
// Each document's head, `query Startup` or `fragment ProductCard`, as it reads in the source too.
const heads = documents.map((text) => /^(query|mutation|subscription|fragment) \w+/.exec(text)?.[0] ?? text);
const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const leaks = scripts.flatMap((file) => {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  return heads.filter((head) => code.includes(head)).map((head) => `${file}: ${head}`);
});
console.log(`GraphQL document texts in the built scripts: ${leaks.length} (of ${documents.length} documents, ${scripts.length} scripts)`);
for (const leak of leaks) console.log(`  ${leak}`);
const failed = kb > BUDGET_KB || leaks.length > 0 || machinesInEntry.length > 0 || unhinted.length > 0 || startScripts.length !== START_SCRIPT_COUNT;
if (failed || lazyWrappers > 0 || eagerWrappers === 0) process.exit(1);
