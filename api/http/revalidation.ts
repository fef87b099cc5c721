import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Catalogue answers are the same for everyone and change only with the catalogue (or a rate), so they
 * carry a weak ETag and `Cache-Control: no-cache`: a cache (the gateway's) may keep one but asks each
 * time with If-None-Match, and gets a bodiless 304, without the work of the answer, when nothing
 * changed. Nothing is ever served stale.
 */
export function tagAnswer(reply: FastifyReply, tag: string): void {
  reply.header('etag', tag).header('cache-control', 'no-cache');
}

/**
 * True, with the reply tagged, when the request's If-None-Match names the answer's current validator.
 * Tags are compared weakly, as RFC 9110 asks for If-None-Match. `*` is not taken: it would confirm an
 * item that no longer exists. The current tag is read only when the request names one, so a request
 * without the header costs nothing more.
 */
export async function unchanged(request: FastifyRequest, reply: FastifyReply, currentTag: () => Promise<string>): Promise<boolean> {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tag = await currentTag();
  const opaque = withoutWeakPrefix(tag);
  const named = header.split(',').map((candidate) => candidate.trim());
  if (!named.some((candidate) => withoutWeakPrefix(candidate) === opaque)) return false;
  tagAnswer(reply, tag);
  return true;
}

/** The bodiless answer to a request whose copy is current (`unchanged` tagged it already). */
export function notModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}

const withoutWeakPrefix = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
