// The listing's URL state: the machine starts from the URL, pushes one history entry per change the
// visitor makes, follows Back/Forward and shared links, and ignores the router's echo of its own writes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from './catalogue-fakes';
import { answerFilterOptions, answerFirstLoad, item, start } from './listing-fixtures';

describe('listing machine: URL state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from a shared link: every filter, sort and page in the query string', async () => {
    const sut = start({
      category: 'cs2',
      type: 'rifle',
      search: 'search=AK&price_from=20&price_till=400&quality=covert&exterior=factory+new&sort=desc&page=2',
    });
    expect(sut.actor.getSnapshot().context.filters).toMatchObject({
      category: 'cs2',
      type: 'rifle',
      search: 'ak',
      priceFrom: 20,
      priceTill: 400,
      quality: 'covert',
      exteriorName: 'factory new',
      sort: 'DESC',
      page: 2,
    });
    await answerFilterOptions(sut);
    // Values from the URL go out in the filter data's own spelling.
    expect(sut.products.last.input.filter).toEqual({
      currency: 'EUR',
      category: 'CS2',
      type: 'Rifle',
      search: 'ak',
      priceFrom: 20,
      priceTill: 400,
      quality: 'Covert',
      exteriorName: 'Factory New',
      sort: 'DESC',
      page: 2,
      limit: 15,
    });
  });

  it('pushes one canonical, lower-cased URL for each change the visitor makes', async () => {
    const sut = start({ category: 'cs2' });
    await answerFirstLoad(sut);
    sut.actor.send({ type: 'FILTER.SELECT', group: 'quality', value: 'Covert' });
    sut.actor.send({ type: 'SORT.TOGGLE' });
    sut.actor.send({ type: 'PAGE.SELECT', page: 3 });
    sut.actor.send({ type: 'TYPE.SELECT', itemType: 'Sniper Rifle' });
    expect(sut.navigations).toEqual([
      '/products/cs2/all?quality=covert',
      '/products/cs2/all?quality=covert&sort=desc',
      '/products/cs2/all?quality=covert&sort=desc&page=3',
      '/products/cs2/sniper%20rifle?quality=covert&sort=desc',
    ]);
  });

  it('pushes typed search and price once, when the 300 ms debounce ends', async () => {
    const sut = start({ category: 'all' });
    await answerFirstLoad(sut);
    sut.actor.send({ type: 'SEARCH.CHANGE', search: 'A' });
    sut.actor.send({ type: 'SEARCH.CHANGE', search: 'AK' });
    sut.actor.send({ type: 'PRICE.CHANGE', from: 5, till: 50 });
    await vi.advanceTimersByTimeAsync(299);
    expect(sut.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.navigations).toEqual(['/products/all?search=ak&price_from=5&price_till=50']);
  });

  it("ignores the router's echo of its own URL while the visitor keeps typing", async () => {
    const sut = start({ category: 'all' });
    await answerFirstLoad(sut);
    sut.actor.send({ type: 'SEARCH.CHANGE', search: 'ak' });
    await vi.advanceTimersByTimeAsync(300);
    sut.actor.send({ type: 'SEARCH.CHANGE', search: 'ak-4' });
    sut.actor.send({ type: 'ROUTE.CHANGED', category: 'all', search: 'search=ak' });
    expect(sut.actor.getSnapshot().context.filters.search).toBe('ak-4');
  });

  it('follows Back/Forward: the URL it is given becomes the listing, without a new history entry', async () => {
    const sut = start({ category: 'cs2' });
    await answerFirstLoad(sut);
    sut.actor.send({ type: 'SORT.TOGGLE' });
    sut.actor.send({ type: 'PAGE.SELECT', page: 2 });
    sut.products.last.resolve({ items: [item('2')], total: 30 });
    await flush();
    sut.actor.send({ type: 'ROUTE.CHANGED', category: 'cs2', itemType: 'all', search: 'sort=desc' });
    expect(sut.actor.getSnapshot().context.filters).toMatchObject({ sort: 'DESC', page: 1 });
    expect(sut.products.last.input.filter).toMatchObject({ sort: 'DESC', page: 1 });
    sut.actor.send({ type: 'ROUTE.CHANGED', category: 'cs2', itemType: 'all', search: '' });
    expect(sut.actor.getSnapshot().context.filters).toMatchObject({ sort: 'ASC', page: 1 });
    expect(sut.navigations).toHaveLength(2);
  });

  it('replaces a URL spelled another way with its canonical spelling, and drops what it cannot read', () => {
    const sut = start({ category: 'cs2', search: 'SORT=DESC&page=abc&price_from=-3&foo=1' });
    sut.actor.send({ type: 'ROUTE.CHANGED', category: 'cs2', search: 'SORT=DESC&page=abc&price_from=-3&foo=1' });
    expect(sut.replacements).toEqual(['/products/cs2/all?sort=desc']);
    expect(sut.navigations).toEqual([]);
  });
});
