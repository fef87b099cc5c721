import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { homeMachine, type BestSellers } from '../../machines/catalogue/home.machine';
import { controllableActor, flush } from './catalogue-fakes';

const card = (id: string, category: 'CS2' | 'DOTA2', currency: string) => ({
  id,
  title: `Item ${id}`,
  imgUrl: `/img/${id}.svg`,
  category,
  type: 'Rifle',
  quality: 'Covert',
  exterior: null,
  tradableAfter: null,
  floatValue: null,
  statTrak: false,
  souvenir: false,
  discount: 0,
  stickers: [],
  price: { amount: 1, currency, symbol: currency },
  oldPrice: { amount: 0, currency, symbol: currency },
});

const homeModel = createMachine({
  id: 'homeModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'ready', FAILED: 'failure' } },
    ready: { on: { CURRENCY: 'loading', SAME_CURRENCY: 'ready' } },
    failure: { on: { RETRY: 'loading', CURRENCY: 'loading' } },
  },
});

describe('home machine (model-based)', () => {
  for (const path of createTestModel(homeModel).getShortestPaths()) {
    it(path.description, async () => {
      const fetch = controllableActor<BestSellers, { currency: string }>();
      const actor = createActor(homeMachine.provide({ actors: { fetchBestSellers: fetch.logic } }), {
        input: { currency: 'EUR' },
      }).start();
      const snap = () => actor.getSnapshot();
      // The currency the page asked for, kept apart from the machine so a lost change shows.
      let wanted = 'EUR';
      await path.test({
        states: {
          loading: () => {
            expect(snap().matches('loading')).toBe(true);
            expect(fetch.last.input.currency).toBe(wanted);
          },
          ready: () => {
            expect(snap().matches('ready')).toBe(true);
            const { cs2, dota2 } = snap().context;
            expect(cs2.every((p) => p.category === 'CS2' && p.price.currency === wanted)).toBe(true);
            expect(dota2.every((p) => p.category === 'DOTA2')).toBe(true);
            expect(cs2.length + dota2.length).toBe(3);
          },
          failure: () => {
            expect(snap().matches('failure')).toBe(true);
            expect(snap().context.failed).toBe(true);
          },
        },
        events: {
          LOADED: async () => {
            const c = fetch.last.input.currency;
            fetch.last.resolve({ cs2: [card('1', 'CS2', c), card('2', 'CS2', c)], dota2: [card('3', 'DOTA2', c)] });
            await flush();
          },
          FAILED: async () => {
            fetch.last.reject(new Error('down'));
            await flush();
          },
          CURRENCY: async () => {
            wanted = 'USD';
            actor.send({ type: 'CURRENCY.CHANGED', currency: 'USD' });
          },
          SAME_CURRENCY: async () => {
            const calls = fetch.calls.length;
            actor.send({ type: 'CURRENCY.CHANGED', currency: wanted });
            expect(fetch.calls.length).toBe(calls);
          },
          RETRY: async () => {
            actor.send({ type: 'RETRY' });
          },
        },
      });
      actor.stop();
    });
  }
});

describe('home machine: best sellers that came with the page', () => {
  const start = (held: (currency: string) => BestSellers | undefined) => {
    const fetch = controllableActor<BestSellers, { currency: string }>();
    const actor = createActor(homeMachine.provide({ actors: { fetchBestSellers: fetch.logic } }), {
      input: { currency: 'EUR', held },
    }).start();
    return { fetch, actor };
  };

  it('shows them at once, asking nothing; a new currency asks as usual', () => {
    const heldFor: string[] = [];
    const { fetch, actor } = start((currency) => (heldFor.push(currency), { cs2: [card('1', 'CS2', currency)], dota2: [card('2', 'DOTA2', currency)] }));
    expect(heldFor).toEqual(['EUR']);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.cs2.map((p) => p.id)).toEqual(['1']);
    expect(actor.getSnapshot().context.dota2.map((p) => p.id)).toEqual(['2']);
    expect(fetch.calls).toHaveLength(0);
    actor.send({ type: 'CURRENCY.CHANGED', currency: 'PLN' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fetch.last.input).toEqual({ currency: 'PLN' });
    actor.stop();
  });

  it('asks when nothing came with the page', () => {
    const { fetch, actor } = start(() => undefined);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fetch.last.input).toEqual({ currency: 'EUR' });
    actor.stop();
  });
});
