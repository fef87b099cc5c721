import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  StaticPage as Page,
  StaticPageLanguageQuery as LanguageQuery,
  StaticPageParams,
  StaticPageSummary as Summary,
} from '../../contract/reference-data.contract';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { StaticPagesService } from './static-pages.service';

export const staticPagesRoutes: FastifyPluginAsyncTypebox<{ pages: StaticPagesService }> = async (app, { pages }) => {
  app.get(
    '/static-pages',
    { schema: { querystring: LanguageQuery, response: responses(okEnvelope(Type.Array(Summary))) } },
    async (request) => ({ status: 'OK' as const, payload: await pages.list(request.query.lang_id) }),
  );

  app.get(
    '/static-pages/:id',
    {
      schema: {
        params: StaticPageParams,
        querystring: LanguageQuery,
        response: responses(okEnvelope(Page)),
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await pages.get(request.params.id, request.query.lang_id) }),
  );
};
