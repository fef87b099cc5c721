// The cart's side effects (spec §7 cart/*, purchase/*), one typed GraphQL operation each.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { CartQuery, PurchaseHistoryFilter, PurchaseHistoryQuery, PurchaseMutation } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';
import type { MessageOutcome } from '../auth/auth.actors';

const CartDocument = graphql(`
  query Cart($currency: String!) {
    cart(currency: $currency) {
      count
      total { amount currency symbol }
      items {
        itemId count
        item {
          id title type imgUrl category available price { amount currency symbol } oldPrice { amount currency symbol }
          floatValue paintSeed tradableAfter stickers { name slot kind wear }
        }
      }
    }
  }
`);

const AddToCartDocument = graphql(`
  mutation AddToCart($id: ID!) {
    addToCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

const RemoveFromCartDocument = graphql(`
  mutation RemoveFromCart($id: ID!) {
    removeFromCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

const ClearCartDocument = graphql(`
  mutation ClearCart { clearCart { __typename ... on Done { message } ... on ErrorResult { message } } }
`);

const PurchaseDocument = graphql(`
  mutation Purchase($currency: String!) {
    purchase(currency: $currency) {
      __typename
      ... on Purchased { message orderId total { amount currency symbol } }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export type Cart = CartQuery['cart'];
export type CartEntry = Cart['items'][number];
export type PurchaseResult = PurchaseMutation['purchase'];
export type AddOutcome = 'added' | 'alreadyInCart';

const outcome = (result: { __typename: string; message: string }): MessageOutcome => ({ ok: result.__typename === 'Done', message: result.message });

export const loadCart = fromPromise<Cart, { currency: string }>(async ({ input }) => (await gql(CartDocument, input)).cart);

/** Added or already there; any other refusal rejects with the server's message. */
export const addToCart = fromPromise<AddOutcome, { id: string }>(async ({ input }) => {
  const result = (await gql(AddToCartDocument, input)).addToCart;
  if (result.__typename === 'Done') return 'added';
  if (result.__typename === 'AlreadyInCart') return 'alreadyInCart';
  throw new Error(result.message);
});

export const removeFromCart = fromPromise<MessageOutcome, { id: string }>(async ({ input }) => outcome((await gql(RemoveFromCartDocument, input)).removeFromCart));

export const clearCart = fromPromise<MessageOutcome>(async () => outcome((await gql(ClearCartDocument, {})).clearCart));

export const purchase = fromPromise<PurchaseResult, { currency: string }>(async ({ input }) => (await gql(PurchaseDocument, input)).purchase);

const PurchaseHistoryDocument = graphql(`
  query PurchaseHistory($filter: PurchaseHistoryFilter!) {
    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName } }
  }
`);

export type PurchaseRow = PurchaseHistoryQuery['purchaseHistory'][number];

export const fetchPurchaseHistory = async (filter: PurchaseHistoryFilter): Promise<PurchaseRow[]> =>
  (await gql(PurchaseHistoryDocument, { filter })).purchaseHistory;
