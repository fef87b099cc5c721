import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { ItemsService } from '../services/items.service';
import { CategoryFilter, FilterData, Item, ItemListQuery } from './item.schemas';

const ItemList = Type.Object({
  status: Type.Literal('OK'),
  payload: Type.Array(Item),
  meta: Type.Object({ total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() }),
});

const ItemDetail = Type.Intersect([Item, Type.Object({ similar: Type.Array(Item) })]);

export const itemsRoutes: FastifyPluginAsyncTypebox<{ items: ItemsService }> = async (app, { items }) => {
  app.get('/items/list', { schema: { querystring: ItemListQuery, response: responses(ItemList) } }, async (request) => {
    const page = await items.list(request.query);
    return { status: 'OK' as const, payload: page.items, meta: { total: page.total, page: page.page, limit: page.limit } };
  });

  app.get(
    '/items/filter-data',
    {
      schema: {
        querystring: Type.Object({ category: Type.Optional(CategoryFilter) }),
        response: responses(okEnvelope(FilterData)),
      },
    },
    async (request) => {
      const { category } = request.query;
      return { status: 'OK' as const, payload: await items.filterData(category === 'all' ? undefined : category) };
    },
  );

  app.get(
    '/items/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({ currency: Type.Optional(Type.String({ maxLength: 10 })) }),
        response: responses(okEnvelope(ItemDetail)),
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await items.detail(request.params.id, request.query.currency) }),
  );
};
