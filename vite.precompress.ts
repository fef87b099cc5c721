// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at
// maximum compression, so the server sends them as they are (server/web-app.ts, preCompressed)
// instead of compressing on every request. node:zlib only; no dependency.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `file.br` and `file.gz` for each compressible file of `dir` that they make smaller. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes('/.vite/') || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    for (const [suffix, copy] of [['.br', brotli], ['.gz', gzip]] as const) {
      if (copy.length >= source.length) continue;
      writeFileSync(file + suffix, copy);
      written++;
    }
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'skin-shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After a failed build there is nothing to compress, and the build's own error is the one to show.
    closeBundle(error) {
      if (!error) precompressDir(outDir);
    },
  };
}
