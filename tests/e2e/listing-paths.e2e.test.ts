// The listing flow's model, walked in the real browser: @xstate/graph generates the shortest path
// to every state of what a visitor can do on /products, each path runs in a fresh browser context,
// and at every state the cards must be exactly what the REST API lists for the filters reached.
import { createTestModel } from '@xstate/graph';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { choose, expectListing, open, priceValues, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

const listingUi = createMachine({
  id: 'listingUi',
  initial: 'all',
  states: {
    all: { on: { GAME_CS2: 'cs2', GAME_DOTA2: 'dota2', SORT: 'allDesc' } },
    allDesc: { on: { PAGE_2: 'allDescPage2' } },
    allDescPage2: {},
    dota2: {},
    cs2: { on: { TYPE_RIFLE: 'rifles', SEARCH: 'searched' } },
    searched: { on: { CLEAR: 'cleared' } },
    cleared: {},
    rifles: { on: { PRICE: 'priced' } },
    priced: { on: { SORT: 'pricedDesc', CURRENCY_USD: 'pricedUsd' } },
    pricedDesc: { on: { PAGE_2: 'pricedDescPage2' } },
    pricedDescPage2: {},
    pricedUsd: {},
  },
});

/** What items/list must answer in each state: the oracle the cards are checked against. */
const priced = { category: 'cs2', type: 'rifle', price_from: 20, price_till: 400 };
const expectedQuery = {
  all: {},
  allDesc: { sort: 'desc' },
  allDescPage2: { sort: 'desc', page: 2 },
  dota2: { category: 'dota2' },
  cs2: { category: 'cs2' },
  searched: { category: 'cs2', search: 'ak-47' },
  cleared: { category: 'cs2' },
  rifles: { category: 'cs2', type: 'rifle' },
  priced,
  pricedDesc: { ...priced, sort: 'desc' },
  pricedDescPage2: { ...priced, sort: 'desc', page: 2 },
  pricedUsd: { ...priced, currency: 'USD' },
} satisfies Record<string, Record<string, string | number>>;

type State = keyof typeof expectedQuery;

const expectedPath: Partial<Record<State, string>> = {
  all: '/products/all',
  dota2: '/products/dota2/all',
  cs2: '/products/cs2/all',
  rifles: '/products/cs2/rifle',
};

const userActions: Record<string, (page: Page) => Promise<void>> = {
  GAME_CS2: (page) => pickGame(page, 'CS2'),
  GAME_DOTA2: (page) => pickGame(page, 'DOTA 2'),
  TYPE_RIFLE: (page) => page.getByRole('radio', { name: 'Rifle', exact: true }).check(),
  SEARCH: (page) => page.getByTestId('listing-search').fill('AK-47'),
  CLEAR: (page) => page.getByRole('button', { name: 'Clear filters' }).click(),
  PRICE: async (page) => {
    await page.getByTestId('price-from').fill('20');
    await page.getByTestId('price-till').fill('400');
  },
  SORT: (page) => page.getByTestId('sort-toggle').click(),
  PAGE_2: (page) => page.getByTestId('pagination').getByRole('button', { name: 'Page 2' }).click(),
  CURRENCY_USD: (page) => choose(page, 'currency-select', /USD/),
};

async function pickGame(page: Page, game: string) {
  await page.getByTestId('game-select').click();
  await page.getByRole('option', { name: game, exact: true }).click();
}

async function checkState(page: Page, state: State) {
  const query: Record<string, string | number> = expectedQuery[state];
  await expectListing(page, query);
  const path = expectedPath[state];
  if (path) expect(new URL(page.url()).pathname).toBe(path);
  // The cards follow the answer in a deferred render, so the checks wait for it.
  if (query.price_from !== undefined) {
    // The price range is in the display currency, whichever it is.
    await expect
      .poll(async () => (await priceValues(page)).every((v) => v >= Number(query.price_from) && v <= Number(query.price_till)))
      .toBe(true);
  }
  const symbol = query.currency === 'USD' ? '$' : '€';
  await expect.poll(async () => (await page.getByTestId('product-price').allInnerTexts()).every((text) => text.startsWith(symbol))).toBe(true);
}

const paths = createTestModel(listingUi).getShortestPaths();
const states = Object.keys(expectedQuery) as State[];
const eventHandlers = Object.fromEntries(
  Object.keys(userActions).map((event) => [event, () => userActions[event]!(shop.page)]),
);
const stateChecks = Object.fromEntries(states.map((state) => [state, () => checkState(shop.page, state)]));

describe('the listing model, walked in the browser', () => {
  test('the paths pass through every state of the model', () => {
    const visited = new Set(paths.flatMap((path) => [path.state.value, ...path.steps.map((step) => step.state.value)]));
    expect(visited).toEqual(new Set(Object.keys(listingUi.config.states!)));
    expect(visited).toEqual(new Set(states));
  });

  for (const path of paths) {
    test(path.description, async () => {
      await open(shop.page, '/products/all');
      await path.test({ states: stateChecks, events: eventHandlers });
    });
  }
});
