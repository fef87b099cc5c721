import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules src/main.tsx imports dynamically at start (the machines, the app), each made a chunk
 * of everything it needs that the entry lacks, as one entry would have been: the browser then runs
 * each in a task of its own (issue 46: one script task of half a second on a phone before), and no
 * code a page shares with the app is pulled into the shared chunks the later pages and modals load.
 * `plugin` finds those modules once the build has its module graph; `groups` go before the shared
 * groups of the build's code splitting.
 */
export function startChunks(modules: string[]) {
  const groupOf = new Map<string, string>();
  const names = modules.map((module) => basename(module).replace(/\.tsx?$/, ''));
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    buildEnd() {
      groupOf.clear();
      const closure = (ids: string[], found = new Set<string>()): Set<string> => {
        for (const id of ids) {
          if (found.has(id)) continue;
          found.add(id);
          closure([...(this.getModuleInfo(id)?.importedIds ?? [])], found);
        }
        return found;
      };
      const entryCode = closure([...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));
      modules.forEach((module, index) => {
        // Only the shop's own modules: a package's index imports all of the package (Mantine's), and the
        // graph cannot tell what of it is used. Packages go where the rest of the splitting puts them.
        for (const id of closure([module])) if (!entryCode.has(id) && !groupOf.has(id) && !id.includes('/node_modules/')) groupOf.set(id, names[index]!);
      });
    },
  };
  const groups = names.map((name) => ({ name, test: (id: string) => groupOf.get(id) === name }));
  return { plugin, groups };
}

/**
 * Fails the build when chunks import each other in a circle. The browser then runs one of them before
 * the modules it needs from the other (a machine built with an actor that is still undefined, issue
 * 46); source order holds across chunks only without circles.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])));
      const done = new Set<string>();
      const visit = (name: string, path: string[]) => {
        if (path.includes(name)) throw new Error(`chunks import each other in a circle: ${[...path.slice(path.indexOf(name)), name].join(' -> ')}`);
        if (done.has(name)) return;
        for (const next of imports.get(name) ?? []) visit(next, [...path, name]);
        done.add(name);
      };
      for (const name of imports.keys()) visit(name, []);
    },
  };
}

/**
 * Marks the chunks a page runs as it starts (the entry, `startModules`' chunks, React DOM, and each
 * page's own chunk, named by `pages`) for eager compilation: V8 compiles each of their functions on a
 * background thread while the file streams in (explicit compile hints, Chrome 136 and later), instead of
 * on the main thread the first time one is called. Most of their functions run in the first second: the
 * first run of XState's and React's code was much of the machines', the root actor's and the takeover's
 * tasks (issue 46). Other browsers read a comment. The hint must be the file's first line.
 * Not verified for module scripts: it did not move React DOM's start (eagerCommonJs below did), and the
 * Lighthouse gains measured for it on 2026-12-05 may be partly that host's noise. A/B it with the page's
 * long-animation-frame entries before relying on it.
 */
export function compileHints(startModules: string[], pages: string[]): Plugin {
  const isPage = (id: string | null) => !!id && id.includes('/src/') && pages.some((page) => id.endsWith(`/${page}.tsx`));
  return {
    name: 'compile-hints',
    apply: 'build',
    // Once written: Vite puts its own preamble (the preloads' map) above a chunk's code as the bundle is generated.
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const startCode = file.isEntry || isPage(file.facadeModuleId) || file.moduleIds.some((id) => startModules.includes(id) || /\/node_modules\/react-dom\//.test(id));
        if (!startCode) continue;
        const path = join(options.dir!, file.fileName);
        writeFileSync(path, `//# allFunctionsCalledOnLoad\n${readFileSync(path, 'utf8')}`);
      }
    },
  };
}

/**
 * A CommonJS module in a chunk (React DOM, React, the scheduler, some libraries' own) is wrapped by
 * Rolldown in an arrow function that runs when first required. V8 compiles an arrow lazily, on the main
 * thread at its first call: React DOM's wrapper is 200 KB of code to parse then, one task of 50-60 ms at
 * Lighthouse's 4x on every page (issue 46; the compile hint above did not move it). A parenthesized
 * `function` expression V8 compiles eagerly instead, off the main thread as the file streams in. At a
 * module's top level `this` is undefined either way, and CommonJS code does not read `arguments` there.
 */
export function eagerCommonJs(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const eager = code.replace(/__commonJSMin\(\(\(([\w$, ]*)\) => \{/g, '__commonJSMin((function($1) {');
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
