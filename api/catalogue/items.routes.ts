import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import { notModified, tagAnswer, unchanged } from '../http/revalidation';
import type { ItemsService } from './items.service';
import { FilterData, FilterDataQuery, ItemDetail, ItemDetailQuery, ItemListQuery, ItemParams, OkItemList, PriceHistory, PriceHistoryQuery } from '../../contract/items.contract';

export const itemsRoutes: FastifyPluginAsyncTypebox<{ items: ItemsService }> = async (app, { items }) => {
  app.get('/items/list', { schema: { querystring: ItemListQuery, response: responses(OkItemList) } }, async (request, reply) => {
    if (await unchanged(request, reply, () => items.pricedTag(request.query.currency))) return notModified(reply);
    const page = await items.list(request.query);
    tagAnswer(reply, page.tag);
    const meta = { total: page.total, page: page.page, limit: page.limit, ...('suggestion' in page && page.suggestion ? { suggestion: page.suggestion } : {}) };
    return { status: 'OK' as const, payload: page.items, meta };
  });

  app.get(
    '/items/filter-data',
    {
      schema: {
        querystring: FilterDataQuery,
        response: responses(okEnvelope(FilterData)),
      },
    },
    async (request, reply) => {
      if (await unchanged(request, reply, items.filterDataTag)) return notModified(reply);
      const { category } = request.query;
      const { data, tag } = await items.filterData(category === 'all' ? undefined : category);
      tagAnswer(reply, tag);
      return { status: 'OK' as const, payload: data };
    },
  );

  // Not revalidated: today's point follows every sale and reprice, and the history grows with the days.
  app.get('/items/:id/price-history', { schema: { params: ItemParams, querystring: PriceHistoryQuery, response: responses(okEnvelope(PriceHistory)) } }, async (request) => {
    const history = await items.priceHistory(request.params.id, request.query.days, request.query.currency);
    return { status: 'OK' as const, payload: history };
  });

  app.get(
    '/items/:id',
    {
      schema: {
        params: ItemParams,
        querystring: ItemDetailQuery,
        response: responses(okEnvelope(ItemDetail)),
      },
    },
    async (request, reply) => {
      const { currency, lang_id: langId } = request.query;
      if (await unchanged(request, reply, () => items.detailTag(currency, langId))) return notModified(reply);
      const { item, tag } = await items.detail(request.params.id, currency, langId);
      tagAnswer(reply, tag);
      return { status: 'OK' as const, payload: item };
    },
  );
};
