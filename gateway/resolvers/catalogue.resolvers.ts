import { expectPayload, notFoundError, unauthenticated, unauthorizedError, upstreamFailure, validationError } from '../errors';
import type { Envelope } from '../../contract/common.contract';
import type { ItemDetailAnswer } from '../../contract/items.contract';
import type { QueryResolvers, Resolvers, ResolversTypes } from '../generated/resolvers-types';
import { categoryToRest, filterFieldName, toPriceHistory, toProduct, toProducts, toItemsQuery } from './catalogue.mapper';

/** Spec §6/§8: what a 401 on a product fetch says. */
const PRODUCT_UNAUTHORIZED_MESSAGE = 'You are not authorized to access this product';
const ITEM_NOT_FOUND_MESSAGE = 'Item not found';

/** Item ids are positive integers; anything else could name another REST path, e.g. /items/list. */
const ITEM_ID = /^[1-9]\d{0,15}$/;

const products: QueryResolvers['products'] = async (_parent, { filter }, { rest }) => {
  const { status, body } = await rest.get('/items/list', toItemsQuery(filter));
  if (status === 200 && body.status === 'OK' && body.payload) {
    const meta = body.meta;
    return { __typename: 'ProductPage', items: toProducts(body.payload), total: meta.total, page: meta.page, limit: meta.limit, suggestion: meta.suggestion ?? null };
  }
  if (status === 422) return validationError(body, filterFieldName);
  if (status === 401) throw unauthenticated();
  throw upstreamFailure();
};

const filterData: QueryResolvers['filterData'] = async (_parent, { category }, { rest }) => {
  const response = await rest.get('/items/filter-data', { category: categoryToRest(category) });
  const data = expectPayload(response);
  return {
    types: data.types,
    qualities: data.qualities,
    heroes: data.heroes,
    exteriorNames: data.exterior_names,
    classes: data.classes,
  };
};

const product: QueryResolvers['product'] = async (_parent, { id, currency, langId }, { rest }) => {
  if (!ITEM_ID.test(id)) return notFoundError(ITEM_NOT_FOUND_MESSAGE);
  const query = langId == null ? { currency } : { currency, lang_id: langId };
  const { status, body } = await rest.get('/items/:id', query, { id });
  return toProductResult(status, body);
};

function toProductResult(status: number, body: Envelope<ItemDetailAnswer>): ResolversTypes['ProductResult'] {
  if (status === 200 && body.status === 'OK' && body.payload) {
    const detail = body.payload;
    return {
      __typename: 'ProductDetail',
      product: toProduct(detail),
      similar: toProducts(detail.similar ?? []),
    };
  }
  if (status === 401) return unauthorizedError(PRODUCT_UNAUTHORIZED_MESSAGE);
  if (status === 422) return validationError(body);
  if (status === 404 || (status < 500 && body.status === 'ERROR')) {
    return notFoundError(body.message || ITEM_NOT_FOUND_MESSAGE);
  }
  throw upstreamFailure();
}

/** Issue 27: the daily price of the product's market name, 7, 30 or 90 days back. */
const priceHistory: QueryResolvers['priceHistory'] = async (_parent, { id, days, currency }, { rest }) => {
  if (!ITEM_ID.test(id)) return notFoundError(ITEM_NOT_FOUND_MESSAGE);
  const { status, body } = await rest.get('/items/:id/price-history', { days, currency }, { id });
  if (status === 200 && body.status === 'OK' && body.payload) return { __typename: 'PriceHistory', ...toPriceHistory(body.payload) };
  if (status === 422) return validationError(body);
  if (status === 404) return notFoundError(body.message || ITEM_NOT_FOUND_MESSAGE);
  if (status === 401) throw unauthenticated();
  throw upstreamFailure();
};

export const catalogueResolvers: Resolvers = {
  Query: { products, filterData, product, priceHistory },
  ProductListResult: { __resolveType: (value) => value.__typename ?? null },
  ProductResult: { __resolveType: (value) => value.__typename ?? null },
  PriceHistoryResult: { __resolveType: (value) => value.__typename ?? null },
};
