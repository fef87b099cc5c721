// Money's symbol: a catalogue item and a price history carry their currency's symbol (`currency_symbol`),
// so a listing or a chart costs the gateway one REST call, not two (issue 46). An answer without it (an API of an older build behind
// the gateway) still gets its symbols, from GET /currencies once per operation.
import { describe, expect, it } from 'vitest';
import type { ItemAnswer } from '../../contract/items.contract';
import { fakeRest, ok, run, type Answer } from './fake-rest';

const LISTING = `query { products(filter: { currency: "USD", page: 1, limit: 15 }) { __typename
  ... on ProductPage { items { price { amount currency symbol } oldPrice { symbol } referencePrice { symbol } } } } }`;

const HISTORY = `query { priceHistory(id: "7", days: 7, currency: "USD") { __typename
  ... on PriceHistory { points { price { symbol } } referencePrice { symbol } } } }`;

const item = (id: number): ItemAnswer => ({
  id,
  item_id: `item-${id}`,
  title: `Item ${id}`,
  img_url: `items/${id}`,
  price: 10.5,
  old_price: 0,
  currency: 'USD',
  currency_symbol: 'US$',
  type: 'Rifle',
  quality: 'Covert',
  category: 'cs2',
  exterior: null,
  hero: null,
  class: 'Weapon',
  description: '',
  is_new: false,
  best_seller: false,
  tradable_after: null,
  float_value: null,
  paint_seed: null,
  phase: null,
  stattrak: false,
  souvenir: false,
  stickers: [],
  inspect_link: null,
  gems: [],
  style: null,
  reference_price: 12,
  discount: 12,
});

const listOf = (items: Partial<ItemAnswer>[]): Answer => ({
  status: 200,
  body: { status: 'OK', message: 'OK', payload: items, meta: { total: items.length, page: 1, limit: 15 } } as Answer['body'],
});
const CURRENCIES = ok([
  { code: 'EUR', symbol: '€', value: 1 },
  { code: 'USD', symbol: '$', value: 1.08 },
]);

describe("Money's symbol", () => {
  it('comes with the listing: no GET /currencies', async () => {
    const { rest, calls } = fakeRest({ '/items/list': listOf([item(1), item(2)]), '/currencies': CURRENCIES });
    const result = await run(rest, LISTING);
    expect(result.data!.products).toEqual({
      __typename: 'ProductPage',
      items: [1, 2].map(() => ({ price: { amount: 10.5, currency: 'USD', symbol: 'US$' }, oldPrice: { symbol: 'US$' }, referencePrice: { symbol: 'US$' } })),
    });
    expect(calls.map((call) => call.path)).toEqual(['/items/list']);
  });

  it("comes with a price history: no GET /currencies", async () => {
    const history = { title: 'Item 7', currency: 'USD', currency_symbol: 'US$', days: 7, points: [{ date: '2026-12-01', price: 9 }, { date: '2026-12-02', price: 10 }], reference_price: 12 };
    const { rest, calls } = fakeRest({ '/items/7/price-history': ok(history), '/currencies': CURRENCIES });
    expect((await run(rest, HISTORY)).data!.priceHistory).toEqual({
      __typename: 'PriceHistory',
      points: [{ price: { symbol: 'US$' } }, { price: { symbol: 'US$' } }],
      referencePrice: { symbol: 'US$' },
    });
    expect(calls.map((call) => call.path)).toEqual(['/items/7/price-history']);
  });

  it('is looked up once per operation when the answer carries none', async () => {
    const older = [item(1), item(2)].map(({ currency_symbol: _dropped, ...rest }) => rest);
    const { rest, calls } = fakeRest({ '/items/list': listOf(older), '/currencies': CURRENCIES });
    const result = await run(rest, LISTING);
    expect(result.data!.products).toMatchObject({ items: [1, 2].map(() => ({ price: { symbol: '$' }, oldPrice: { symbol: '$' }, referencePrice: { symbol: '$' } })) });
    expect(calls.map((call) => call.path)).toEqual(['/items/list', '/currencies']);
  });
});
