import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every Mantine component the app uses must have its styles, and the styles of every component it is
// built on (PasswordInput on Input and ActionIcon, Checkbox on InlineInput...), in
// src/app/mantine-styles.ts. Found from Mantine's own modules: each `<Name>.module.mjs` a component
// imports, directly or through another component, is the stylesheet `styles/<Name>.css`.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mantine = join(root, 'node_modules/@mantine/core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Values (not types) the shop imports from @mantine/core (the console, src/admin, loads every stylesheet: below). */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(join(root, 'src')).filter((path) => !path.startsWith(join(root, 'src/admin/')))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s+\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      for (const name of names!.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) used.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return used;
}

/** Where Mantine's index exports each name from. */
function exportedFrom(): Map<string, string> {
  const index = readFileSync(join(mantine, 'esm/index.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names, path] of index.matchAll(/import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)"/g)) {
    for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/).pop()!)) modules.set(name, join(mantine, 'esm', path!));
  }
  return modules;
}

/** The stylesheets a module needs: its own `*.module.mjs` and those of every module it imports. */
function stylesheetsOf(entry: string): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const module = /([A-Za-z]+)\.module\.mjs$/.exec(file);
    if (module && existsSync(join(mantine, 'styles', `${module[1]}.css`))) sheets.add(`${module[1]}.css`);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+"(\.[^"]+)"/g)) pending.push(resolve(dirname(file), path!));
  }
  return sheets;
}

describe('Mantine styles', () => {
  it('src/app/mantine-styles.ts loads the styles of every Mantine component the app uses and of what it is built on', () => {
    const loaded = new Set(
      [...readFileSync(join(root, 'src/app/mantine-styles.ts'), 'utf8').matchAll(/import '@mantine\/core\/styles\/([A-Za-z]+\.css)'/g)].map((m) => m[1]!),
    );
    const modules = exportedFrom();
    const used = usedComponents();
    expect(used.size).toBeGreaterThan(20);
    expect(used).toContain('PasswordInput');
    const missing: string[] = [];
    for (const name of [...used].sort()) {
      const module = modules.get(name);
      if (!module) continue; // a hook or helper exported from elsewhere
      for (const sheet of stylesheetsOf(module)) if (!loaded.has(sheet)) missing.push(`${name} needs ${sheet}`);
    }
    expect(missing).toEqual([]);
  });

  it("the console (its own bundle, src/admin) loads Mantine's whole stylesheet, so every component it uses has its styles", () => {
    expect(readFileSync(join(root, 'src/admin/main.tsx'), 'utf8')).toMatch(/^import '@mantine\/core\/styles\.css';$/m);
  });
});
