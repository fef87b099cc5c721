import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { StaticPagesService } from '../services/static-pages.service';

const Summary = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() });
const Page = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  header: Type.String({ description: 'Sanitized HTML.' }),
  content: Type.String({ description: 'Sanitized HTML.' }),
});

export const staticPagesRoutes: FastifyPluginAsyncTypebox<{ pages: StaticPagesService }> = async (app, { pages }) => {
  app.get('/static-pages', { schema: { response: responses(okEnvelope(Type.Array(Summary))) } }, async () => ({
    status: 'OK' as const,
    payload: await pages.list(),
  }));

  app.get(
    '/static-pages/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 100, description: 'Page id or slug.' }) }),
        response: responses(okEnvelope(Page)),
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await pages.get(request.params.id) }),
  );
};
