// The operator console's build (issue 43): its own entry, src/admin/index.html, built on its own after
// the shop's into the same dist/ (dist/admin/index.html, dist/admin/assets/admin-*), so that no module is shared
// between the two: every script of the console is named admin-*, the shop's pages name none of them,
// and none of the console's code is in the shop's chunks.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { InlineConfig, Plugin } from 'vite';
import { COMPRESSIBLE } from './vite.precompress.ts';
import { mantineStableIds } from './vite.mantine-ids.ts';

/** The console's built files, compressed as the shop's are (vite.precompress.ts), once they are written. */
function precompressConsole(outDir: string): Plugin {
  return {
    name: 'skin-shop:precompress-console',
    apply: 'build',
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = join(outDir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export function consoleBuildConfig(root: string, outDir: string): InlineConfig {
  return {
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [mantineStableIds(), react(), precompressConsole(outDir)],
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      manifest: false,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        input: join(root, 'admin/index.html'),
        output: {
          // Under admin/assets/, apart from the shop's assets/: nothing that reads the shop's files finds them.
          entryFileNames: 'admin/assets/admin-[hash].js',
          chunkFileNames: 'admin/assets/admin-[name]-[hash].js',
          assetFileNames: 'admin/assets/admin-[name]-[hash][extname]',
        },
      },
    },
  };
}

/** In the shop's build: once its files are written, builds the console beside them. */
export function consoleBuild(root: string, outDir: string): Plugin {
  return {
    name: 'skin-shop:console-build',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const { build } = await import('vite');
        await build(consoleBuildConfig(root, outDir));
      },
    },
  };
}
