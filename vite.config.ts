import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { graphqlDocuments, graphqlParserAbsent } from './vite.graphql-documents.ts';
import { precompress } from './vite.precompress.ts';
import { mantineStableIds } from './vite.mantine-ids.ts';
import { consoleBuild } from './vite.admin.ts';
import { compileHints, eagerCommonJs, noChunkCycles, startChunks } from './vite.chunks.ts';
import { PAGE_PATHS } from './src/app/page-paths.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What src/main.tsx imports dynamically at start, each a chunk of its own (vite.chunks.ts): the machines
 * in two (the account's, then the root's with its other children: src/app/create-app-actor.ts), then the app.
 */
const START_MODULES = [here('./machines/auth/auth.machine.ts'), here('./machines/app/app.machine.ts'), here('./src/app/mount-app.tsx')];
const start = startChunks(START_MODULES);

/**
 * Writes, beside the build, the code each page needs beyond the entry (its chunk, the chunks it
 * imports, its styles) per path pattern; the server names it with that page (server/web-app.ts), so
 * the page's code loads beside the entry script instead of after it.
 */
function pageLinks(): Plugin {
  return {
    name: 'page-links',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rollup.OutputChunk, found = new Set<string>([chunk.fileName])): Set<string> => {
        for (const name of chunk.imports) if (!found.has(name)) withImports(byName.get(name)!, found.add(name));
        return found;
      };
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const entryCode = new Set(entries.flatMap((chunk) => [...withImports(chunk)]));
      // A page is the one module of that name under src/ (src/features/<feature>/<page>.tsx).
      const pageChunk = (page: string) => chunks.find((candidate) => /\/src\/.*/.test(candidate.facadeModuleId ?? '') && candidate.facadeModuleId!.endsWith(`/${page}.tsx`));
      // What src/main.tsx imports at start, as chunks of their own (the machines, React DOM, the app): every page needs it.
      const startCode = START_MODULES.flatMap((module) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) throw new Error(`page-links: no chunk for ${module}`);
        return [...withImports(chunk)];
      });
      // Imported statically by the entry, they would run in its task again (issue 46).
      const inEntry = [...entryCode].flatMap((name) => byName.get(name)!.moduleIds).filter((id) => START_MODULES.includes(id) || /\/node_modules\/react-dom\//.test(id));
      if (inEntry.length > 0) throw new Error(`page-links: the entry's scripts hold ${inEntry[0]}, which src/main.tsx must import with import(), to run in a task of its own`);
      const pages = PAGE_PATHS.map(([page, pattern]) => {
        const chunk = pageChunk(page);
        if (!chunk) throw new Error(`page-links: no chunk for a ${page}.tsx under src/`);
        const scripts = [...new Set([...withImports(chunk), ...startCode])].filter((name) => !entryCode.has(name));
        const styles = new Set(scripts.flatMap((name) => [...(byName.get(name)!.viteMetadata?.importedCss ?? [])]));
        return { pattern: pattern.source, flags: pattern.flags, scripts: scripts.map((name) => `/${name}`), styles: [...styles].map((name) => `/${name}`) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/page-links.json', source: JSON.stringify(pages, null, 1) });
    },
  };
}

/**
 * The server's render of a page (src/server-render.tsx, loaded by server/page-render.ts), built with
 * `vite build --ssr` to dist-server/: one file with every dependency inside, so that
 * the server needs nothing of the dev install, and a page's code is never loaded twice (a chunk that
 * imported the entry again would get a second React and a second router).
 */
const serverRender: UserConfig = {
  root: here('./src'),
  publicDir: false,
  plugins: [graphqlDocuments(), mantineStableIds(), react()],
  build: {
    ssr: true,
    outDir: here('./dist-server'),
    emptyOutDir: true,
    rolldownOptions: { input: here('./src/server-render.tsx'), output: { codeSplitting: false } },
    chunkSizeWarningLimit: 4096, // one file by design, never sent to a browser
  },
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': '"production"' },
};

// The web app lives in src/ (index.html there) and builds to dist/. Tests run from the repo root.
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender : {
  root: here('./src'),
  plugins: [graphqlDocuments(), graphqlParserAbsent(), mantineStableIds(), react(), start.plugin, noChunkCycles(), pageLinks(), compileHints(START_MODULES, PAGE_PATHS.map(([page]) => page)), eagerCommonJs(), precompress(), consoleBuild(here('./src'), here('./dist'))],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Fewer, larger files on the first view: each is a request (and a round trip on a phone's HTTP/1.1
    // connection). Everything the entry imports is one file, and so is each of the three it imports at
    // start (the machines, React DOM, the app: vite.chunks.ts); code that pages and modals share is
    // split by who shares it, with groups under 40 KB merged into their nearest neighbour.
    rolldownOptions: {
      output: {
        // A shared chunk would be named after every page that shares it.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) => (asset.names[0]?.startsWith('shared~') ? 'assets/shared-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // React DOM (with React, which it imports) on its own: src/main.tsx runs it before the app, in a task of its own.
            { name: 'react-dom', test: /node_modules\/(react-dom|scheduler)\// },
            ...start.groups,
            // Groups take their modules' imports with them, so the order matters: the small common parts first.
            // Mantine's hooks and own core (the styles API, utilities, small parts such as the close button and
            // the overlay) that the entry lacks: small and shared by every page. Merged into a neighbour (or
            // taken along by the menus below), they dragged that neighbour into each page.
            { name: 'shared~hooks', test: /node_modules\/@mantine\/hooks\//, minShareCount: 2 },
            { name: 'shared~mantine-core', test: /node_modules\/@mantine\/core\/esm\/(core|utils\/(?!Floating)[^/]+|components\/(CloseButton|UnstyledButton|Overlay|Accordion\/AccordionChevron|Checkbox\/CheckIcon|Radio\/RadioIcon))/, minShareCount: 2 },
            // Mantine's input base on its own: merged into a neighbour it drags that neighbour (the account
            // forms with the phone-number metadata) into every page with a price field.
            { name: 'shared~inputs', test: /node_modules\/@mantine\/core\/esm\/components\/(Input|InputBase)\//, minShareCount: 2 },
            // What opens over the page (menus, tooltips, selects; modals and drawers), in two chunks of its own:
            // merged into a neighbour, it was loaded by pages that draw none of it (the home page's cards).
            { name: 'shared~floating', test: /node_modules\/(@floating-ui\/|@mantine\/core\/esm\/(components\/(Popover|Menu|Combobox|Tooltip|Transition|Portal|ScrollArea|FocusTrap)|utils\/Floating)\/)/, minShareCount: 2 },
            // The number field (a price filter, the top-up amount): merged into a neighbour, it went with the home page's grid.
            { name: 'shared~number-input', test: /node_modules\/(react-number-format|@mantine\/core\/esm\/components\/NumberInput)\//, minShareCount: 2 },
            { name: 'shared~modal', test: /node_modules\/(react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|tslib|@mantine\/core\/esm\/components\/(ModalBase|Modal|Drawer))\//, minShareCount: 2 },
            // A product card and the grid of them, with what they import (the add-to-cart flow, the card's parts):
            // merged by the group below, the grid and the card went into two chunks that imported each other.
            { name: 'shared~product-cards', test: /\/src\/features\/catalogue\/(product-card|product-grid)\.tsx$/, minShareCount: 2 },
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 40_000 },
          ],
        },
      },
    },
  },
  // '^/graphql$' only, so a dev-server path that merely starts with /graphql is not proxied.
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '^/graphql$': 'http://127.0.0.1:3000' } },
  test: {
    root: here('.'),
    // Two test files at once even on 2 cores (Vitest's default there is one): a file waits on sockets,
    // child processes and timers about as long as it computes, so one worker left a core idle (the
    // server-side suites took 334 s instead of 590 s on CI's 2-core machine class). e2e stays one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'] } },
      // A page on a busy 2-core machine can take more than expect.poll's default second to settle.
      {
        extends: true,
        // One retry: a browser on a busy 2-core machine now and then loses a race the test did not
        // mean to run (first-view once replaced the home hero it had just hydrated); the notes name each.
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false, retry: 1, expect: { poll: { timeout: 10_000 } } },
      },
    ],
  },
}));
