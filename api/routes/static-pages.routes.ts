import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { StaticPagesService } from '../services/static-pages.service';

const Summary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String({ description: 'Stored once from the English title; the same in every language.' }),
});
const Page = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  header: Type.String({ description: 'Sanitized HTML.' }),
  content: Type.String({ description: 'Sanitized HTML.' }),
});
const LanguageQuery = Type.Object({
  lang_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Texts in this language; English where it has none.' }),
  ),
});

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
        params: Type.Object({ id: Type.String({ maxLength: 100, description: 'Page id or slug.' }) }),
        querystring: LanguageQuery,
        response: responses(okEnvelope(Page)),
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await pages.get(request.params.id, request.query.lang_id) }),
  );
};
