import { expectPayload, upstreamFailure } from '../errors';
import type { CartAnswer, PurchaseHistoryEntry } from '../../contract/purchases.contract';
import type { MutationResolvers, PurchaseStatus, QueryResolvers, Resolvers, ResolversParentTypes } from '../generated/resolvers-types';
import { failureResult, isOkEnvelope, withoutRateLimit } from '../result-table';
import { categoryFromRest } from './catalogue.mapper';
import { historyQuery } from './history-query';
import { STATUS_FROM_REST, toCopyFacts, toDelivery } from './purchase-order.mapper';

// The signed-in customer's cart and purchases (spec §4 cart and checkout, §7 cart/*, purchase/*).
// Every REST route here needs a session: its 401 is the UNAUTHENTICATED GraphQL error.

const signedIn = { signedIn: true } as const;

function toCart(cart: CartAnswer['payload'], currency: string): ResolversParentTypes['Cart'] {
  return {
    count: cart.count,
    total: { amount: cart.total, currency },
    items: cart.items.map(({ item_id, count, item }) => ({
      itemId: String(item_id),
      count,
      item: {
        id: String(item.id),
        title: item.title,
        type: item.type,
        imgUrl: item.img_url,
        price: { amount: item.price, currency },
        oldPrice: { amount: item.old_price ?? 0, currency },
        category: categoryFromRest(item.category),
        available: item.available,
        ...toCopyFacts(item),
      },
    })),
  };
}

const STATUS_TO_REST: Record<PurchaseStatus, PurchaseHistoryEntry['status']> = { SUCCESS: 'Success', PROCESSING: 'Processing', ERROR: 'Error' };

const cart: QueryResolvers['cart'] = async (_parent, { currency }, { rest }) =>
  toCart(expectPayload(await rest.get('/cart/contents', { currency })), currency);

const purchaseHistory: QueryResolvers['purchaseHistory'] = async (_parent, { filter }, { rest }) => {
  const rows = expectPayload(
    await rest.get('/purchase/history', historyQuery(filter, filter.status ? STATUS_TO_REST[filter.status] : undefined)),
  );
  return rows.map((row) => ({
    id: String(row.id),
    itemId: String(row.item_id),
    createdAt: row.created_at,
    imgUrl: row.img_url,
    title: row.title,
    category: categoryFromRest(row.category),
    status: STATUS_FROM_REST[row.status],
    sum: { amount: row.sum, currency: row.currency.code },
    delivery: row.delivery ? toDelivery(row.delivery) : null,
  }));
};

const addToCart: MutationResolvers['addToCart'] = async (_parent, { id }, { rest }) => {
  const response = await rest.post('/cart/add', { id: Number(id), count: 1 });
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  return withoutRateLimit(failureResult(response, ['AlreadyInCart'], signedIn));
};

const removeFromCart: MutationResolvers['removeFromCart'] = async (_parent, { id }, { rest }) => {
  const response = await rest.post('/cart/remove', { id: Number(id) });
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  return failureResult(response, [], signedIn);
};

const clearCart: MutationResolvers['clearCart'] = async (_parent, _args, { rest }) => {
  const response = await rest.post('/cart/clear', {});
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  return failureResult(response, [], signedIn);
};

const purchase: MutationResolvers['purchase'] = async (_parent, { currency }, { rest }) => {
  const response = await rest.post('/purchase/product', { currency });
  if (isOkEnvelope(response)) {
    const payload = response.body.payload;
    if (!payload) throw upstreamFailure();
    return { __typename: 'Purchased', message: response.body.message ?? '', orderId: String(payload.order_id), total: { amount: payload.total, currency } };
  }
  return withoutRateLimit(failureResult(response, ['SteamIdRequired', 'InsufficientFunds', 'AccountFrozen'], signedIn));
};

export const cartResolvers: Resolvers = {
  Query: { cart, purchaseHistory },
  Mutation: { addToCart, removeFromCart, clearCart, purchase },
  AddToCartResult: { __resolveType: (value) => value.__typename ?? null },
  PurchaseResult: { __resolveType: (value) => value.__typename ?? null },
};
