import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope } from '../http/envelope.schemas';
import type { ItemsService } from './items.service';
import { ItemImageParams } from '../../contract/items.contract';
import { renderItemSvg } from './item-image.service';
import type { ItemRasters } from './item-raster';

const ONE_WEEK = 7 * 24 * 60 * 60;

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The shop's own item pictures (the default image host). GET /images/items/{id} answers WebP to a browser
 * that asks for it (every current one) and the SVG to the others; GET /images/items/{id}.svg the SVG.
 * `rasters` unset: the SVG only (PICTURE_CACHE_MB=0).
 */
export const imagesRoutes: FastifyPluginAsyncTypebox<{ items: ItemsService; rasters?: ItemRasters }> = async (app, { items, rasters }) => {
  app.get(
    '/images/items/:file',
    {
      schema: {
        params: ItemImageParams,
        response: { 200: Type.Unsafe<Buffer | string>({}), 304: Type.Null(), 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { subject, svgOnly } = await items.pictureOf(request.params.file);
      const wantsWebp = !svgOnly && rasters !== undefined && /\bimage\/webp\b/.test(request.headers.accept ?? '');
      const webp = wantsWebp
        ? await rasters.webp(subject).catch((error: unknown) => {
            request.log.error({ err: error, item: subject.id }, 'item picture not drawn as WebP: answered its SVG');
            return undefined;
          })
        : undefined;
      const body = webp ?? renderItemSvg(subject);
      const etag = etagOf(body);
      if (!svgOnly && rasters) reply.header('vary', 'Accept');
      reply
        // Too busy to draw it (or it failed): the SVG now, the WebP the next time it is asked for.
        .header('cache-control', wantsWebp && !webp ? 'no-cache' : `public, max-age=${ONE_WEEK}`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type(webp ? 'image/webp' : 'image/svg+xml; charset=utf-8').send(body);
    },
  );
};
