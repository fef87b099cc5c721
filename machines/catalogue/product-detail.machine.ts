import { followCurrency, followLanguage } from '../app/flow-system';
import { assign, fromPromise, setup } from 'xstate';
import type { ProductDetailQuery } from '../graphql/graphql';
import { gql, takeAnswerInHand } from '../graphql-client/graphql-client';
import { PRODUCT_LOAD_ERROR, PRODUCT_UNAUTHORIZED, isUnauthenticatedError } from './product-detail.errors';
import { ProductDetailQuery as ProductDetailDocument } from './product-detail.queries';
import { priceHistoryMachine } from './price-history.machine';

type DetailResult = ProductDetailQuery['product'];
type DetailSuccess = Extract<DetailResult, { __typename: 'ProductDetail' }>;
/** The product with what Steam's inventory says of this copy (float, pattern, stickers, gems …) and its reference price. */
export type ProductDetailItem = DetailSuccess['product'];
export type SimilarProduct = DetailSuccess['similar'][number];

export type ProductErrorKind = 'notFound' | 'unauthorized' | 'failed';

export interface ProductDetailContext {
  id: string;
  currency: string;
  /** The language the description is asked in. */
  langId: number;
  product: ProductDetailItem | null;
  similar: SimilarProduct[];
  error: string | null;
  errorKind: ProductErrorKind | null;
  /** The product, when it was already here as the page opened (taken as the machine starts). */
  held: DetailSuccess | null;
}

export interface ProductDetailInput {
  id: string;
  currency: string;
  langId: number;
  /** Asked once, as the page opens: the product when it is already here, so it is not asked twice. */
  held?: (id: string, currency: string, langId: number) => DetailSuccess | undefined;
}

export type ProductDetailEvent =
  | { type: 'PRODUCT.CHANGE'; id: string }
  | { type: 'CURRENCY.CHANGED'; currency: string }
  | { type: 'LANGUAGE.CHANGED'; langId: number }
  | { type: 'ZOOM.OPEN' }
  | { type: 'ZOOM.CLOSE' }
  | { type: 'RETRY' };

export const fetchProduct = fromPromise<DetailResult, ProductDetailInput>(async ({ input }) => {
  const data = await gql(ProductDetailDocument, { id: input.id, currency: input.currency, langId: input.langId });
  return data.product;
});

/** The product the first view already holds (it came with the page: machines/first-view/first-view.ts), if any. */
export function heldProduct(id: string, currency: string, langId: number): DetailSuccess | undefined {
  const product = takeAnswerInHand(ProductDetailDocument, { id, currency, langId })?.data.product;
  return product?.__typename === 'ProductDetail' ? product : undefined;
}

export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent,
    input: {} as ProductDetailInput,
    children: {} as { fetchProduct: 'fetchProduct'; priceHistory: 'priceHistory' },
  },
  actors: { fetchProduct, followCurrency, followLanguage, priceHistory: priceHistoryMachine },
  guards: {
    isFound: (_, result: DetailResult) => result.__typename === 'ProductDetail',
    isNotFound: (_, result: DetailResult) => result.__typename === 'NotFoundError',
    isUnauthorizedResult: (_, result: DetailResult) => result.__typename === 'UnauthorizedError',
    isUnauthenticatedError: (_, params: { error: unknown }) => isUnauthenticatedError(params.error),
    sameProduct: ({ context }, params: { id: string }) => context.id === params.id,
    sameCurrency: ({ context }, params: { currency: string }) => context.currency === params.currency,
    sameLanguage: ({ context }, params: { langId: number }) => context.langId === params.langId,
    productHeld: ({ context }) => context.held !== null,
  },
  actions: {
    setProduct: assign((_, result: DetailResult) =>
      result.__typename === 'ProductDetail'
        ? { product: result.product, similar: result.similar, error: null, errorKind: null }
        : {},
    ),
    setError: assign((_, params: { kind: ProductErrorKind; message: string }) => ({
      product: null,
      similar: [],
      error: params.message,
      errorKind: params.kind,
    })),
    takeHeldProduct: assign(({ context }) => ({ product: context.held!.product, similar: context.held!.similar, held: null })),
    setId: assign((_, params: { id: string }) => ({ id: params.id })),
    setCurrency: assign((_, params: { currency: string }) => ({ currency: params.currency })),
    setLanguage: assign((_, params: { langId: number }) => ({ langId: params.langId })),
  },
}).createMachine({
  id: 'productDetail',
  // The customer's currency and language, heard from `preferences` (the root spawns this flow as 'page:product').
  invoke: [
    { src: 'followCurrency', input: ({ context }) => ({ currency: context.currency }) },
    { src: 'followLanguage', input: ({ context }) => ({ langId: context.langId }) },
  ],
  context: ({ input }) => ({
    id: input.id,
    currency: input.currency,
    langId: input.langId,
    product: null,
    similar: [],
    error: null,
    errorKind: null,
    held: input.held?.(input.id, input.currency, input.langId) ?? null,
  }),
  initial: 'opening',
  states: {
    /** A product already here is shown at once, without a loading state in between. */
    opening: {
      always: [{ guard: 'productHeld', target: 'success', actions: 'takeHeldProduct' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'fetchProduct',
        src: 'fetchProduct',
        input: ({ context }) => ({ id: context.id, currency: context.currency, langId: context.langId }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            actions: { type: 'setProduct', params: ({ event }) => event.output },
            target: 'success',
          },
          {
            // Spec §8: an ERROR status shows not-found with the server's message.
            guard: { type: 'isNotFound', params: ({ event }) => event.output },
            actions: {
              type: 'setError',
              params: ({ event }) => ({ kind: 'notFound', message: messageOf(event.output) }),
            },
            target: 'error',
          },
          {
            guard: { type: 'isUnauthorizedResult', params: ({ event }) => event.output },
            actions: { type: 'setError', params: { kind: 'unauthorized', message: PRODUCT_UNAUTHORIZED } },
            target: 'error',
          },
          {
            actions: { type: 'setError', params: { kind: 'failed', message: PRODUCT_LOAD_ERROR } },
            target: 'error',
          },
        ],
        onError: [
          {
            guard: { type: 'isUnauthenticatedError', params: ({ event }) => ({ error: event.error }) },
            actions: { type: 'setError', params: { kind: 'unauthorized', message: PRODUCT_UNAUTHORIZED } },
            target: 'error',
          },
          {
            actions: { type: 'setError', params: { kind: 'failed', message: PRODUCT_LOAD_ERROR } },
            target: 'error',
          },
        ],
      },
    },
    success: {
      // The price chart of the product shown, in its currency (issue 27); a refetch starts a new one.
      invoke: {
        id: 'priceHistory',
        src: 'priceHistory',
        input: ({ context }) => ({ id: context.id, currency: context.currency }),
      },
      // The image zoom modal (spec §2); leaving the product (another id, a refetch) closes it.
      initial: 'image',
      states: {
        image: { on: { 'ZOOM.OPEN': 'zoomed' } },
        zoomed: { on: { 'ZOOM.CLOSE': 'image' } },
      },
    },
    error: {
      on: { RETRY: 'loading' },
    },
  },
  on: {
    'PRODUCT.CHANGE': [
      { guard: { type: 'sameProduct', params: ({ event }) => ({ id: event.id }) } },
      { actions: { type: 'setId', params: ({ event }) => ({ id: event.id }) }, target: '.loading' },
    ],
    'CURRENCY.CHANGED': [
      { guard: { type: 'sameCurrency', params: ({ event }) => ({ currency: event.currency }) } },
      { actions: { type: 'setCurrency', params: ({ event }) => ({ currency: event.currency }) }, target: '.loading' },
    ],
    // The description is the only text the shop answers in a language (the rest is translated here).
    'LANGUAGE.CHANGED': [
      { guard: { type: 'sameLanguage', params: ({ event }) => ({ langId: event.langId }) } },
      { actions: { type: 'setLanguage', params: ({ event }) => ({ langId: event.langId }) }, target: '.loading' },
    ],
  },
});

function messageOf(result: DetailResult): string {
  return 'message' in result && result.message ? result.message : PRODUCT_LOAD_ERROR;
}
