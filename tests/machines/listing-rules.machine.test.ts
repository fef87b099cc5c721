import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from './catalogue-fakes';
import { answerFilterOptions, answerFirstLoad, item, start, type Sut } from './listing-fixtures';

describe('listing machine rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function ready(sut: Sut) {
    await answerFirstLoad(sut);
    expect(sut.actor.getSnapshot().matches('ready')).toBe(true);
  }

  it('starts from the URL, lower-cased, with the spec defaults', async () => {
    const sut = start({ category: 'CS2', type: 'Rifle' });
    const { filters } = sut.actor.getSnapshot().context;
    expect(filters).toMatchObject({ category: 'cs2', type: 'rifle', priceFrom: 0, priceTill: 10000, sort: 'ASC', page: 1 });
    await answerFilterOptions(sut);
    // The URL's lower-cased type is sent in the filter data's own spelling.
    expect(sut.products.last.input.filter).toEqual({
      currency: 'EUR',
      category: 'CS2',
      type: 'Rifle',
      sort: 'ASC',
      page: 1,
      limit: 15,
    });
  });

  it('debounces typing: a fetch 300 ms after the last keystroke only', async () => {
    const sut = start({ category: 'all' });
    await ready(sut);
    const before = sut.products.calls.length;
    sut.actor.send({ type: 'SEARCH.CHANGE', search: 'a' });
    await vi.advanceTimersByTimeAsync(200);
    sut.actor.send({ type: 'SEARCH.CHANGE', search: 'ak' });
    await vi.advanceTimersByTimeAsync(200);
    sut.actor.send({ type: 'PRICE.CHANGE', from: 5, till: 20000 });
    await vi.advanceTimersByTimeAsync(299);
    expect(sut.products.calls.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.products.calls.length).toBe(before + 1);
    expect(sut.products.last.input.filter).toMatchObject({ search: 'ak', priceFrom: 5, page: 1 });
    // 20000 is clamped to the spec's 10000, the default, which is not sent.
    expect(sut.products.last.input.filter.priceTill).toBeUndefined();
    expect(sut.actor.getSnapshot().context.filters.priceTill).toBe(10000);
  });

  it('new arrivals ask for new items across both games', async () => {
    const sut = start({ category: 'new-arrivals' });
    expect(sut.options.last.input.category).toBe('new-arrivals');
    await answerFilterOptions(sut);
    expect(sut.products.last.input.filter).toMatchObject({ newArrivals: true });
    expect(sut.products.last.input.filter.category).toBeUndefined();
  });

  it('follows the URL: another category reloads filter options and clears the group choices', async () => {
    const sut = start({ category: 'cs2' });
    await ready(sut);
    sut.actor.send({ type: 'FILTER.SELECT', group: 'exteriorName', value: 'Factory New' });
    sut.actor.send({ type: 'ROUTE.CHANGED', category: 'dota2', itemType: 'all' });
    expect(sut.actor.getSnapshot().matches('loadingOptions')).toBe(true);
    expect(sut.actor.getSnapshot().context.filters.exteriorName).toBeNull();
    // Only the visitor's own choice made a history entry; the URL change is followed, not repeated.
    expect(sut.navigations).toEqual(['/products/cs2/all?exterior=factory+new']);
  });

  it('clearing filters resets everything but the game and navigates when a type was chosen', async () => {
    const sut = start({ category: 'cs2', type: 'knife' });
    await ready(sut);
    sut.actor.send({ type: 'SORT.TOGGLE' });
    sut.actor.send({ type: 'FILTER.SELECT', group: 'quality', value: 'Covert' });
    sut.actor.send({ type: 'FILTERS.CLEAR' });
    expect(sut.navigations.at(-1)).toBe('/products/cs2/all');
    expect(sut.products.last.input.filter).toEqual({ currency: 'EUR', category: 'CS2', sort: 'ASC', page: 1, limit: 15 });
  });

  it('ignores a page that is already shown and the currency already used', async () => {
    const sut = start();
    await ready(sut);
    const calls = sut.products.calls.length;
    sut.actor.send({ type: 'PAGE.SELECT', page: 1 });
    sut.actor.send({ type: 'CURRENCY.CHANGED', currency: 'EUR' });
    expect(sut.products.calls.length).toBe(calls);
  });

  it('scrolls to the top when another page of results is chosen, not for the page shown', async () => {
    const sut = start();
    await ready(sut);
    sut.actor.send({ type: 'PAGE.SELECT', page: 1 });
    expect(sut.scrolls.count).toBe(0);
    sut.actor.send({ type: 'PAGE.SELECT', page: 2 });
    expect(sut.scrolls.count).toBe(1);
    sut.actor.send({ type: 'SORT.TOGGLE' });
    expect(sut.scrolls.count).toBe(1);
  });

  it('a stale response from an earlier filter is dropped', async () => {
    const sut = start();
    await answerFilterOptions(sut);
    const first = sut.products.last;
    sut.actor.send({ type: 'SORT.TOGGLE' });
    first.resolve({ items: [item('old')], total: 1 });
    await flush();
    expect(sut.actor.getSnapshot().context.items).toEqual([]);
    sut.products.last.resolve({ items: [item('new')], total: 1 });
    await flush();
    expect(sut.actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['new']);
  });

  it('keeps working when filter options fail to load', async () => {
    const sut: Sut = start({ category: 'dota2' });
    sut.options.last.reject(new Error('down'));
    await flush();
    expect(sut.actor.getSnapshot().matches('loading')).toBe(true);
    expect(sut.actor.getSnapshot().context.options.types).toEqual([]);
  });
});
