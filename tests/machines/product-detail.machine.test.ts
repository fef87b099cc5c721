import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { PriceHistoryQuery, ProductDetailQuery } from '../../machines/graphql/graphql';
import { priceHistoryMachine, type HistoryDays, type PriceHistoryInput } from '../../machines/catalogue/price-history.machine';
import { PRODUCT_LOAD_ERROR, PRODUCT_UNAUTHORIZED } from '../../machines/catalogue/product-detail.errors';
import { productDetailMachine, type ProductDetailInput } from '../../machines/catalogue/product-detail.machine';
import { controllableActor, flush } from './catalogue-fakes';

type Result = ProductDetailQuery['product'];

const STICKERS = [
  { name: 'Sticker | Crown (Foil)', kind: 'STICKER' as const, slot: 0, wear: null },
  { name: 'Sticker | Titan | Katowice 2014', kind: 'STICKER' as const, slot: 1, wear: 0.42 },
];

const card = (id: string, currency = 'EUR') => ({
  id,
  title: `Karambit | Doppler ${id}`,
  imgUrl: `/img/${id}.svg`,
  category: 'CS2' as const,
  type: 'Knife',
  quality: 'Covert',
  exterior: 'Factory New',
  tradableAfter: null,
  floatValue: null as number | null,
  statTrak: false,
  souvenir: false,
  discount: 0,
  stickers: [] as { name: string; kind: 'STICKER' | 'CHARM'; slot: number; wear: number | null }[],
  price: { amount: 450, currency, symbol: currency },
  oldPrice: { amount: 0, currency, symbol: currency },
});

const found = (id: string, currency = 'EUR'): Result => ({
  __typename: 'ProductDetail',
  product: {
    ...card(id, currency),
    hero: null,
    itemClass: 'Weapon',
    description: 'A curved blade.',
    paintSeed: null,
    phase: null,
    inspectLink: null,
    gems: [],
    style: null,
    referencePrice: null,
  },
  similar: [card(`${id}-a`, currency), card(`${id}-b`, currency)],
});

function start(input: ProductDetailInput = { id: '7', currency: 'EUR', langId: 10 }) {
  const fetch = controllableActor<Result, ProductDetailInput>();
  const history = controllableActor<PriceHistoryQuery['priceHistory'], PriceHistoryInput & { days: HistoryDays }>();
  const priceHistory = priceHistoryMachine.provide({ actors: { fetchPriceHistory: history.logic } });
  const actor = createActor(productDetailMachine.provide({ actors: { fetchProduct: fetch.logic, priceHistory } }), { input });
  actor.start();
  return { actor, fetch, history };
}

const detailModel = createMachine({
  id: 'detailModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        FOUND: 'success',
        NOT_FOUND: 'notFound',
        UNAUTHORIZED: 'unauthorized',
        HTTP_401: 'unauthorized',
        NETWORK_ERROR: 'failed',
      },
    },
    success: {
      on: { CURRENCY: 'loading', OTHER_PRODUCT: 'loading', SAME_PRODUCT: 'success', ZOOM: 'zoomed' },
    },
    zoomed: { on: { UNZOOM: 'success', OTHER_PRODUCT: 'loading' } },
    notFound: { on: { OTHER_PRODUCT: 'loading' } },
    unauthorized: { on: { RETRY: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

describe('product detail machine (model-based)', () => {
  const paths = createTestModel(detailModel).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = start();
      const snap = () => sut.actor.getSnapshot();
      // What the page asked for, kept apart from the machine so a lost id or currency shows.
      const wanted = { id: '7', currency: 'EUR', langId: 10 };
      await path.test({
        states: {
          loading: () => {
            expect(snap().matches('loading')).toBe(true);
            expect(sut.fetch.last.input).toEqual(wanted);
          },
          success: () => {
            expect(snap().matches({ success: 'image' })).toBe(true);
            const { product, similar, error } = snap().context;
            expect(product?.id).toBe(wanted.id);
            expect(product?.price.currency).toBe(wanted.currency);
            expect(similar).toHaveLength(2);
            expect(error).toBeNull();
          },
          zoomed: () => {
            expect(snap().matches({ success: 'zoomed' })).toBe(true);
            expect(snap().context.product?.id).toBe(wanted.id);
          },
          notFound: () => {
            expect(snap().matches('error')).toBe(true);
            expect(snap().context).toMatchObject({ errorKind: 'notFound', error: 'Item not found', product: null });
          },
          unauthorized: () => {
            expect(snap().matches('error')).toBe(true);
            expect(snap().context).toMatchObject({ errorKind: 'unauthorized', error: PRODUCT_UNAUTHORIZED });
          },
          failed: () => {
            expect(snap().matches('error')).toBe(true);
            expect(snap().context).toMatchObject({ errorKind: 'failed', error: PRODUCT_LOAD_ERROR });
          },
        },
        events: {
          FOUND: async () => {
            sut.fetch.last.resolve(found(sut.fetch.last.input.id, sut.fetch.last.input.currency));
            await flush();
          },
          NOT_FOUND: async () => {
            sut.fetch.last.resolve({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Item not found' });
            await flush();
          },
          UNAUTHORIZED: async () => {
            sut.fetch.last.resolve({ __typename: 'UnauthorizedError', errorCode: 'UNAUTHORIZED', message: 'nope' });
            await flush();
          },
          HTTP_401: async () => {
            sut.fetch.last.reject(
              Object.assign(new Error('401'), {
                response: { status: 200, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] },
              }),
            );
            await flush();
          },
          NETWORK_ERROR: async () => {
            sut.fetch.last.reject(new TypeError('fetch failed'));
            await flush();
          },
          CURRENCY: async () => {
            wanted.currency = 'USD';
            sut.actor.send({ type: 'CURRENCY.CHANGED', currency: 'USD' });
          },
          OTHER_PRODUCT: async () => {
            wanted.id = '8';
            sut.actor.send({ type: 'PRODUCT.CHANGE', id: '8' });
          },
          SAME_PRODUCT: async () => {
            const calls = sut.fetch.calls.length;
            sut.actor.send({ type: 'PRODUCT.CHANGE', id: wanted.id });
            expect(sut.fetch.calls.length).toBe(calls);
          },
          RETRY: async () => {
            sut.actor.send({ type: 'RETRY' });
          },
          ZOOM: async () => {
            sut.actor.send({ type: 'ZOOM.OPEN' });
          },
          UNZOOM: async () => {
            sut.actor.send({ type: 'ZOOM.CLOSE' });
          },
        },
      });
      sut.actor.stop();
    });
  }
});

describe('product detail machine details', () => {
  it('keeps the shown product while refetching for a new currency, then swaps prices', async () => {
    const sut = start();
    sut.fetch.last.resolve(found('7'));
    await flush();
    sut.actor.send({ type: 'CURRENCY.CHANGED', currency: 'PLN' });
    expect(sut.actor.getSnapshot().context.product?.price.currency).toBe('EUR');
    expect(sut.fetch.last.input).toEqual({ id: '7', currency: 'PLN', langId: 10 });
    sut.fetch.last.resolve(found('7', 'PLN'));
    await flush();
    expect(sut.actor.getSnapshot().context.product?.price.currency).toBe('PLN');
    expect(sut.actor.getSnapshot().context.similar.every((s) => s.price.currency === 'PLN')).toBe(true);
  });

  it('an HTTP 401 from the gateway reads as unauthorized too', async () => {
    const sut = start();
    sut.fetch.last.reject(Object.assign(new Error('401'), { response: { status: 401 } }));
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe(PRODUCT_UNAUTHORIZED);
  });

  it('a validation error (a malformed id) is the generic load error', async () => {
    const sut = start({ id: 'abc', currency: 'EUR', langId: 10 });
    sut.fetch.last.resolve({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message: 'id: bad' });
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe(PRODUCT_LOAD_ERROR);
  });

  it('starts with a product that came with the page: shown at once, nothing asked; a new currency asks as usual', async () => {
    const heldFor: string[] = [];
    const sut = start({ id: '7', currency: 'EUR', langId: 10, held: (id, currency) => (heldFor.push(`${id} ${currency}`), found('7') as never) });
    expect(heldFor).toEqual(['7 EUR']);
    expect(sut.actor.getSnapshot().matches({ success: 'image' })).toBe(true);
    expect(sut.actor.getSnapshot().context.product?.title).toBe('Karambit | Doppler 7');
    expect(sut.actor.getSnapshot().context.similar).toHaveLength(2);
    expect(sut.fetch.calls).toHaveLength(0);
    sut.actor.send({ type: 'CURRENCY.CHANGED', currency: 'PLN' });
    expect(sut.fetch.last.input).toEqual({ id: '7', currency: 'PLN', langId: 10 });
  });

  it('asks again for the description in a new language, and not for the same one', () => {
    const sut = start({ id: '7', currency: 'EUR', langId: 10, held: () => found('7') as never });
    sut.actor.send({ type: 'LANGUAGE.CHANGED', langId: 10 });
    expect(sut.fetch.calls).toHaveLength(0);
    sut.actor.send({ type: 'LANGUAGE.CHANGED', langId: 11 });
    expect(sut.actor.getSnapshot().matches('loading')).toBe(true);
    expect(sut.fetch.last.input).toEqual({ id: '7', currency: 'EUR', langId: 11 });
  });

  it("gives the page the copy's trade lock, float, pattern and stickers with the product, fetched or held", async () => {
    const locked = (): Result => {
      const answer = found('7') as Extract<Result, { __typename: 'ProductDetail' }>;
      return {
        ...answer,
        product: { ...answer.product, tradableAfter: '2030-10-01T07:00:00Z', floatValue: 0.25123, paintSeed: 661, stickers: STICKERS },
        similar: [{ ...answer.similar[0]!, tradableAfter: '2030-09-01T07:00:00Z' }],
      };
    };
    const expected = { id: '7', tradableAfter: '2030-10-01T07:00:00Z', floatValue: 0.25123, paintSeed: 661, stickers: STICKERS };
    const fetched = start();
    fetched.fetch.last.resolve(locked());
    await flush();
    expect(fetched.actor.getSnapshot().context.product).toMatchObject(expected);
    expect(fetched.actor.getSnapshot().context.similar[0]!.tradableAfter).toBe('2030-09-01T07:00:00Z');

    const held = start({ id: '7', currency: 'EUR', langId: 10, held: () => locked() as never });
    expect(held.actor.getSnapshot().context.product).toMatchObject(expected);

    // A Dota 2 item (or a copy Steam says nothing of) has no float, no pattern and no stickers.
    const plain = start();
    plain.fetch.last.resolve(found('7'));
    await flush();
    expect(plain.actor.getSnapshot().context.product).toMatchObject({ tradableAfter: null, floatValue: null, paintSeed: null, stickers: [] });
  });

  it('asks when nothing came with the page', () => {
    const sut = start({ id: '7', currency: 'EUR', langId: 10, held: () => undefined });
    expect(sut.actor.getSnapshot().matches('loading')).toBe(true);
    expect(sut.fetch.last.input).toEqual({ id: '7', currency: 'EUR', langId: 10 });
  });

  it("runs the price chart of the product shown, in its currency; another currency or product starts a new one", async () => {
    const sut = start();
    expect(sut.history.calls).toHaveLength(0);
    sut.fetch.last.resolve(found('7'));
    await flush();
    expect(sut.history.last.input).toEqual({ id: '7', currency: 'EUR', days: 30 });
    expect(sut.actor.getSnapshot().children.priceHistory?.getSnapshot().matches('loading')).toBe(true);

    sut.actor.send({ type: 'CURRENCY.CHANGED', currency: 'USD' });
    expect(sut.actor.getSnapshot().children.priceHistory).toBeUndefined();
    sut.fetch.last.resolve(found('7', 'USD'));
    await flush();
    expect(sut.history.last.input).toEqual({ id: '7', currency: 'USD', days: 30 });

    sut.actor.send({ type: 'PRODUCT.CHANGE', id: '8' });
    sut.fetch.last.resolve({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Item not found' });
    await flush();
    expect(sut.actor.getSnapshot().children.priceHistory).toBeUndefined();
    expect(sut.history.calls).toHaveLength(2);
  });
});
