// Prints how much gzipped JavaScript the production build loads for the home route before first
// paint: the entry chunk, its static imports, and the lazily loaded home page with its own imports.
// Fails when that passes the budget, so a heavy import cannot slip in unnoticed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
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
const home = Object.keys(manifest).filter((key) => key.endsWith('features/catalogue/home-page.tsx'));
const files = [...closure([...entry, ...home])].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));

let total = 0;
for (const file of files) {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`home route JavaScript before first paint: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (home.length === 0) console.log('  (no home page chunk found in the manifest)');
if (kb > BUDGET_KB) process.exit(1);
