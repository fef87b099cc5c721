import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The build's hashed files (dist/assets/) answered from memory: a name's content never changes (its
// hash is in the name), so each file and its precompressed copies (vite.precompress.ts) are read once,
// on first request, and kept. Cached by browsers for a year; an ETag per encoding answers a
// revalidation with a 304. Files the server makes itself (server/page-files.ts) go out the same way.

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A name as Vite writes it: no folders, no dot-dot. */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)*\.[a-z0-9]+$/i;
/** Most bytes kept (every copy of every file); past it a file is read from disk each time. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

type Encoding = 'br' | 'gzip' | 'identity';

interface Copy {
  body: Buffer;
  etag: string;
}

/** A file held in memory: its content type and its copies (the body as is, and compressed ones). */
export interface Asset {
  type: string;
  compressible: boolean;
  copies: Partial<Record<Encoding, Copy>>;
  bytes: number;
}

const etagOf = (body: Buffer, encoding: Encoding) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${encoding === 'identity' ? '' : `-${encoding}`}"`;

function readAsset(assetsDir: string, name: string): Asset | undefined {
  const read = (file: string) => {
    try {
      return readFileSync(join(assetsDir, file));
    } catch {
      return undefined;
    }
  };
  const body = read(name);
  if (!body) return undefined;
  const extension = extname(name).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension);
  const copies: Asset['copies'] = { identity: { body, etag: etagOf(body, 'identity') } };
  let bytes = body.length;
  if (compressible) {
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const compressed = read(name + suffix);
      if (compressed) {
        copies[encoding] = { body: compressed, etag: etagOf(compressed, encoding) };
        bytes += compressed.length;
      }
    }
  }
  return { type: TYPES[extension] ?? 'application/octet-stream', compressible, copies, bytes };
}

/** The q-value the header gives `coding` (an explicit entry, else `*`, else 0). */
function quality(acceptEncoding: string, coding: string): number {
  let star: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const value = q === undefined ? 1 : Number(q);
    if (token.trim() === coding) return Number.isFinite(value) ? value : 0;
    if (token.trim() === '*') star = Number.isFinite(value) ? value : 0;
  }
  return star ?? 0;
}

function chooseEncoding(asset: Asset, acceptEncoding: string | undefined): Encoding {
  if (!asset.compressible || !acceptEncoding) return 'identity';
  if (asset.copies.br && quality(acceptEncoding, 'br') > 0) return 'br';
  if (asset.copies.gzip && quality(acceptEncoding, 'gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this validator (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Sends `asset` (an immutable file) in the encoding the browser prefers, or a 304 when it has that copy. */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  const encoding = chooseEncoding(asset, request.headers['accept-encoding']);
  const copy = asset.copies[encoding]!;
  reply.header('cache-control', CACHE_CONTROL).header('etag', copy.etag);
  if (asset.compressible) reply.header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], copy.etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(asset.type).send(copy.body);
}

/** JSON made at run time, held as an immutable file with its brotli and gzip copies (made once, here). */
export function jsonAsset(body: Buffer): Asset {
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } });
  const gzip = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
  return {
    type: TYPES['.json']!,
    compressible: true,
    copies: { identity: { body, etag: etagOf(body, 'identity') }, br: { body: br, etag: etagOf(br, 'br') }, gzip: { body: gzip, etag: etagOf(gzip, 'gzip') } },
    bytes: body.length + br.length + gzip.length,
  };
}

/** A GET /assets/<name> handler over `assetsDir`; an unknown name goes to the not-found handler. */
export function createAssetHandler(assetsDir: string) {
  const kept = new Map<string, Asset>();
  let keptBytes = 0;
  return async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    // As the static files refuse it: a 403 the error handler answers in the envelope.
    if (name.includes('..')) throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
    let asset = ASSET_NAME.test(name) ? kept.get(name) : undefined;
    if (!asset && ASSET_NAME.test(name) && !/\.(br|gz)$/.test(name)) {
      asset = readAsset(assetsDir, name);
      if (asset && keptBytes + asset.bytes <= MAX_KEPT_BYTES) {
        kept.set(name, asset);
        keptBytes += asset.bytes;
      }
    }
    if (!asset) return reply.callNotFound();
    return sendAsset(request, reply, asset);
  };
}
