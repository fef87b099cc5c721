import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../http/envelope.schemas';
import { requireUser, userOf } from '../http/current-user';
import { CART_CLEARED_MESSAGE, ITEM_ADDED_MESSAGE, ITEM_REMOVED_MESSAGE, type CartService } from './cart.service';
import { OkMessage } from '../../contract/accounts.contract';
import { CurrencyQuery } from '../../contract/common.contract';
import { accountResponses } from '../http/account-responses';
import { CartAddBody, CartClearBody, CartItemBody, OkCart } from '../../contract/purchases.contract';

const withConflict = { 409: ErrorEnvelope };

export const cartRoutes: FastifyPluginAsyncTypebox<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', requireUser);

  app.get('/cart/contents', { schema: { querystring: CurrencyQuery, response: accountResponses(OkCart) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await cart.contents(userOf(request), request.query.currency) };
  });

  app.post(
    '/cart/add',
    {
      schema: {
        body: CartAddBody,
        response: accountResponses(OkMessage, withConflict),
      },
    },
    async (request) => {
      await cart.add(userOf(request), request.body.id);
      return { status: 'OK' as const, message: ITEM_ADDED_MESSAGE };
    },
  );

  app.post(
    '/cart/remove',
    { schema: { body: CartItemBody, response: accountResponses(OkMessage) } },
    async (request) => {
      await cart.remove(userOf(request), request.body.id);
      return { status: 'OK' as const, message: ITEM_REMOVED_MESSAGE };
    },
  );

  app.post(
    '/cart/clear',
    { schema: { body: CartClearBody, response: accountResponses(OkMessage) } },
    async (request) => {
      await cart.clear(userOf(request));
      return { status: 'OK' as const, message: CART_CLEARED_MESSAGE };
    },
  );
};
