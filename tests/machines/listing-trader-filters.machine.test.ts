// Issue 27's trader filters and sorts in the listing's URL (model-based): every path of the model
// drives the real machine with fake actors; each state says which URL the listing shows and which
// filter it asks the server for.
import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import type { ProductFilter } from '../../machines/graphql/graphql';
import { listingUrl } from '../../machines/catalogue/listing.url';
import { flush } from './catalogue-fakes';
import { answerFirstLoad, item, start, type Sut } from './listing-fixtures';

const TRADER_KEYS = ['floatFrom', 'floatTill', 'paintSeed', 'statTrak', 'souvenir', 'hasStickers', 'sticker', 'sort'] as const;

/** Per model state: the URL shown and the trader part of the filter sent (keys left out are not sent, sort always is). */
const EXPECTED: Record<string, { url: string; filter: Partial<ProductFilter> }> = {
  plain: { url: '/products/cs2/all', filter: { sort: 'ASC' } },
  badLinkIgnored: { url: '/products/cs2/all', filter: { sort: 'ASC' } },
  factoryNew: { url: '/products/cs2/all?float_from=0&float_till=0.07', filter: { floatFrom: 0, floatTill: 0.07, sort: 'ASC' } },
  typedRange: { url: '/products/cs2/all?float_from=0.01&float_till=0.0333', filter: { floatFrom: 0.01, floatTill: 0.0333, sort: 'ASC' } },
  marked: {
    url: '/products/cs2/all?float_from=0&float_till=0.07&stattrak=1&has_stickers=1',
    filter: { floatFrom: 0, floatTill: 0.07, statTrak: true, hasStickers: true, sort: 'ASC' },
  },
  patterned: {
    url: '/products/cs2/all?float_from=0&float_till=0.07&paint_seed=661&stattrak=1&has_stickers=1&sticker=katowice+2014',
    filter: { floatFrom: 0, floatTill: 0.07, paintSeed: 661, statTrak: true, hasStickers: true, sticker: 'Katowice 2014', sort: 'ASC' },
  },
  floatSorted: { url: '/products/cs2/all?souvenir=1&sort=float_asc', filter: { souvenir: true, sort: 'FLOAT_ASC' } },
  discountSorted: { url: '/products/cs2/all?souvenir=1&sort=discount', filter: { souvenir: true, sort: 'DISCOUNT' } },
  dota: { url: '/products/dota2/all', filter: { sort: 'ASC' } },
};

const traderModel = createMachine({
  id: 'traderModel',
  initial: 'plain',
  states: {
    plain: { on: { PRESET_FN: 'factoryNew', SOUVENIR_BY_FLOAT: 'floatSorted', BAD_LINK: 'badLinkIgnored' } },
    badLinkIgnored: {},
    factoryNew: { on: { TYPE_RANGE: 'typedRange', MARKS: 'marked', BACK: 'plain', PRESET_FN: 'plain' } },
    typedRange: { on: { BACK: 'factoryNew' } },
    marked: { on: { PATTERN_AND_STICKER: 'patterned', CLEAR: 'plain' } },
    patterned: { on: { RELOAD: 'patterned' } },
    floatSorted: { on: { SORT_DISCOUNT: 'discountSorted', GAME_DOTA: 'dota' } },
    discountSorted: { on: { BACK: 'floatSorted' } },
    dota: { on: { CS2_LINK_IN_DOTA: 'dota' } },
  },
});

describe('listing machine: trader filters and sorts in the URL (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const paths = createTestModel(traderModel).getShortestPaths();

  it('generates paths through every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))));
    expect(reached).toEqual(new Set(Object.keys(EXPECTED)));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut: Sut = start({ category: 'cs2' });
      await answerFirstLoad(sut);
      /** The URLs the machine stood at, as Back would find them. */
      const history: string[] = [];
      const route = (url: string) => {
        const [pathname, search = ''] = url.split('?');
        const [, , category, itemType] = pathname!.split('/');
        sut.actor.send({ type: 'ROUTE.CHANGED', category, itemType, search });
      };
      const remember = () => history.push(listingUrl(sut.actor.getSnapshot().context.filters));
      const answer = async () => {
        sut.products.last.resolve({ items: [item('1')], total: 1 });
        await flush();
      };

      await path.test({
        states: Object.fromEntries(
          Object.entries(EXPECTED).map(([state, expected]) => [
            state,
            () => {
              expect(listingUrl(sut.actor.getSnapshot().context.filters)).toBe(expected.url);
              const sent = sut.products.last.input.filter;
              for (const key of TRADER_KEYS) expect(sent[key], key).toEqual(expected.filter[key]);
            },
          ]),
        ),
        events: {
          PRESET_FN: async () => {
            remember();
            const { floatFrom } = sut.actor.getSnapshot().context.filters;
            // Pressed again, the preset lets go of the range.
            sut.actor.send(floatFrom === 0 ? { type: 'FLOAT.PRESET', from: null, till: null } : { type: 'FLOAT.PRESET', from: 0, till: 0.07 });
            expect(sut.navigations.at(-1)).toBe(listingUrl(sut.actor.getSnapshot().context.filters));
            await answer();
          },
          TYPE_RANGE: async () => {
            remember();
            const pushed = sut.navigations.length;
            // Typed digit by digit, both ends out of order: asked for once, after 300 ms, in order, 4 decimals.
            sut.actor.send({ type: 'FLOAT.CHANGE', from: 0.0333333, till: 0 });
            sut.actor.send({ type: 'FLOAT.CHANGE', from: 0.0333333, till: 0.01 });
            await vi.advanceTimersByTimeAsync(299);
            expect(sut.navigations).toHaveLength(pushed);
            await vi.advanceTimersByTimeAsync(1);
            expect(sut.navigations).toHaveLength(pushed + 1);
            await answer();
          },
          MARKS: async () => {
            sut.actor.send({ type: 'FLAG.SET', flag: 'statTrak', value: true });
            sut.actor.send({ type: 'FLAG.SET', flag: 'hasStickers', value: true });
            await answer();
          },
          PATTERN_AND_STICKER: async () => {
            sut.actor.send({ type: 'PATTERN.CHANGE', paintSeed: 661 });
            sut.actor.send({ type: 'STICKER.CHANGE', sticker: 'Katowice 2014' });
            await vi.advanceTimersByTimeAsync(300);
            await answer();
          },
          RELOAD: async () => {
            const reloaded = start({ category: 'cs2', search: sut.navigations.at(-1)!.split('?')[1] });
            expect(reloaded.actor.getSnapshot().context.filters).toEqual({ ...sut.actor.getSnapshot().context.filters, sticker: 'katowice 2014' });
          },
          SOUVENIR_BY_FLOAT: async () => {
            sut.actor.send({ type: 'FLAG.SET', flag: 'souvenir', value: true });
            await answer();
            sut.actor.send({ type: 'SORT.SELECT', sort: 'FLOAT_ASC' });
            await answer();
          },
          SORT_DISCOUNT: async () => {
            remember();
            sut.actor.send({ type: 'SORT.SELECT', sort: 'DISCOUNT' });
            await answer();
          },
          BACK: async () => {
            const pushed = sut.navigations.length;
            route(history.pop()!);
            expect(sut.navigations).toHaveLength(pushed);
            await answer();
          },
          CLEAR: async () => {
            sut.actor.send({ type: 'FILTERS.CLEAR' });
            await answer();
          },
          GAME_DOTA: async () => {
            // Dota 2 has no floats, marks or stickers: those filters and the float sort go.
            sut.actor.send({ type: 'GAME.SELECT', game: 'dota2' });
            sut.options.last.resolve({ types: [], qualities: [], heroes: [], exteriorNames: [], classes: [] });
            await flush();
            await answer();
          },
          CS2_LINK_IN_DOTA: async () => {
            const replaced = sut.replacements.length;
            route('/products/dota2/all?float_from=0&stattrak=1&sort=float_desc');
            expect(sut.replacements.slice(replaced)).toEqual(['/products/dota2/all']);
          },
          BAD_LINK: async () => {
            // Not a float, a range upside down, a pattern out of range, an unknown sort: each is left out.
            for (const search of ['float_from=2&paint_seed=1001&sort=cheapest', 'float_from=0.5&float_till=0.1', 'float_till=abc&paint_seed=-1&stattrak=yes']) {
              const replaced = sut.replacements.length;
              route(`/products/cs2/all?${search}`);
              expect(sut.replacements.slice(replaced), search).toEqual(['/products/cs2/all']);
            }
          },
        },
      });
    });
  }
});
