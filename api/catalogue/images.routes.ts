import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope } from '../http/envelope.schemas';
import type { ItemsService } from './items.service';
import { ItemImageParams } from '../../contract/items.contract';

const ONE_WEEK = 7 * 24 * 60 * 60;

/** The shop's own item pictures (the default image host): GET /images/items/{id}.svg */
export const imagesRoutes: FastifyPluginAsyncTypebox<{ items: ItemsService }> = async (app, { items }) => {
  app.get(
    '/images/items/:file',
    {
      schema: {
        params: ItemImageParams,
        response: { 200: Type.String(), 304: Type.Null(), 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const svg = await items.image(request.params.file);
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply
        .header('cache-control', `public, max-age=${ONE_WEEK}`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
