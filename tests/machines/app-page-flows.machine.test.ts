// The root actor runs the open page's flow (issue 42, DESIGN: machines): FLOW.OPEN spawns it in the
// root's system under its systemId, FLOW.CLOSE stops it; the flow hears a currency change from
// `preferences` itself (no component in between), asks the root for the login itself, and an
// inspector on the root sees it.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, type AnyActorRef, type InspectionEvent } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { preferencesMachine } from '../../machines/app/preferences.machine';
import type { Currency, Product, StaticPageSummary } from '../../machines/app/app.types';
import { INITIAL_STARTUP_RESULT, type StartupResult } from '../../machines/app/startup.machine';
import { authMachine } from '../../machines/auth/auth.machine';
import { signInRequiredMachine } from '../../machines/auth/sign-in-required.machine';
import type { OrderRef, PurchaseOrderResult } from '../../machines/orders/order.actors';
import { orderMachine } from '../../machines/orders/order.machine';
import type { ListingPage } from '../../machines/catalogue/listing.actors';
import type { FilterOptions, ListingCategory } from '../../machines/catalogue/listing.filters';
import type { ProductFilter } from '../../machines/graphql/graphql';
import { listingMachine } from '../../machines/catalogue/listing.machine';
import { controllableActor, flush } from './catalogue-fakes';
import { FakeActors } from './shell-flow-harness';

const EUR: Currency = { code: 'EUR', symbol: '€', rate: 1 };
const USD: Currency = { code: 'USD', symbol: '$', rate: 1.08 };
const STARTUP: StartupResult = { ...INITIAL_STARTUP_RESULT, currencies: [EUR, USD], currency: EUR, isAuthenticated: false };

/** The root with fake requests, started up as a visitor, and an order flow whose requests the test answers. */
async function startedRoot(options: { inspect?: (event: InspectionEvent) => void } = {}) {
  const fakes = new FakeActors();
  const goHome: string[] = [];
  const root = createActor(
    appMachine.provide({
      actors: {
        startup: fakes.logic<StartupResult>() as never,
        preferences: preferencesMachine.provide({ actions: { storeCurrency: () => {}, storeLanguage: () => {}, storeCookieConsent: () => {}, switchLocale: () => {} } }),
        loadNewArrivals: fakes.logic<Product[], { currency: string }>(),
        loadStaticPages: fakes.logic<StaticPageSummary[]>(),
        auth: authMachine.provide({ actors: { loadProfile: fakes.logic() as never } }),
      },
      actions: { scrollToTop: () => {}, goToProducts: () => {}, goHome: () => void goHome.push('/') },
    }),
    { systemId: 'app', inspect: options.inspect },
  ).start();
  fakes.settle({ type: 'xstate.done.actor.startup', output: STARTUP });
  await flush();
  const fetchOrder = controllableActor<PurchaseOrderResult, OrderRef>();
  const order = orderMachine.provide({ actors: { fetchPurchaseOrder: fetchOrder.logic } });
  const openOrder = () => root.send({ type: 'FLOW.OPEN', id: 'page:order', logic: order, input: { id: '7', currency: currencyOf(root) } });
  const listing = listingMachine.provide({
    actors: { fetchFilterOptions: controllableActor<FilterOptions, { category: ListingCategory }>().logic, fetchProducts: controllableActor<ListingPage, { filter: ProductFilter }>().logic },
    actions: { scrollToTop: () => {}, pushUrl: () => {}, replaceUrl: () => {} },
  });
  const openListing = () =>
    root.send({ type: 'FLOW.OPEN', id: 'page:listing', logic: listing, input: { category: 'all', search: '', currency: currencyOf(root) } });
  return { root, fetchOrder, openOrder, openListing, goHome };
}

const currencyOf = (root: AnyActorRef) => (root.system.get('preferences') as AnyActorRef).getSnapshot().context.currency.code as string;
const selectCurrency = (root: AnyActorRef, code: string) => (root.system.get('preferences') as AnyActorRef).send({ type: 'CURRENCY.SELECT', code });

describe('the root runs the open page’s flow', () => {
  // What the test does to the root, and what it expects: which page is open (the listing, an order
  // or none), in which currency. Leaving a page stops its flow; the next page's flow is spawned.
  const scenario = createMachine({
    types: {} as { context: { currency: string }; events: { type: 'LISTING' } | { type: 'ORDER' } | { type: 'LEAVE' } | { type: 'SELECT'; code: string } },
    context: { currency: 'EUR' },
    on: { SELECT: { actions: assign({ currency: ({ event }) => event.code }) } },
    initial: 'none',
    states: {
      none: { on: { LISTING: 'listing', ORDER: 'order' } },
      listing: { on: { ORDER: 'order', LEAVE: 'none' } },
      order: { on: { LISTING: 'listing', LEAVE: 'none' } },
    },
  });
  const paths = createTestModel(scenario, {
    events: [{ type: 'LISTING' }, { type: 'ORDER' }, { type: 'LEAVE' }, { type: 'SELECT', code: 'USD' }, { type: 'SELECT', code: 'EUR' }],
  }).getShortestPaths();

  it('has paths that change the currency with the listing open and with the order open', () => {
    const names = paths.map((path) => path.steps.map((step) => JSON.stringify(step.event)).join(' → '));
    expect(names.some((name) => /LISTING"\} → \{"type":"SELECT"/.test(name))).toBe(true);
    expect(names.some((name) => /ORDER"\} → \{"type":"SELECT"/.test(name))).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { root, fetchOrder, openOrder, openListing } = await startedRoot();
      const open = { listing: openListing, order: openOrder };
      let shown: keyof typeof open | null = null;
      const go = (page: keyof typeof open | null) => {
        if (shown) root.send({ type: 'FLOW.CLOSE', id: `page:${shown}` });
        shown = page;
        open[page!]?.();
      };
      await path.test({
        events: {
          LISTING: async () => go('listing'),
          ORDER: async () => go('order'),
          LEAVE: async () => go(null),
          SELECT: async ({ event }) => {
            selectCurrency(root, (event as unknown as { code: string }).code);
            await flush();
          },
        },
        states: {
          none: () => {
            expect(root.system.get('page:listing')).toBeUndefined();
            expect(root.system.get('page:order')).toBeUndefined();
          },
          listing: (expected) => {
            const flow = root.system.get('page:listing') as AnyActorRef;
            expect(root.getSnapshot().children['page:listing']).toBe(flow);
            expect(root.system.get('page:order')).toBeUndefined();
            // The listing is in the customer's currency, with no component relaying a change.
            expect(flow.getSnapshot().context.currency).toBe(expected.context.currency);
          },
          order: (expected) => {
            const flow = root.system.get('page:order') as AnyActorRef;
            expect(root.getSnapshot().children['page:order']).toBe(flow);
            expect(root.system.get('page:listing')).toBeUndefined();
            expect(flow.getSnapshot().context.currency).toBe(expected.context.currency);
            // ... and the order is asked for again in it.
            expect(fetchOrder.last.input.currency).toBe(expected.context.currency);
          },
        },
      });
    });
  }

  it('opens a flow once however often its page asks, and a closed one can open again', async () => {
    const { root, fetchOrder, openOrder } = await startedRoot();
    openOrder();
    const first = root.system.get('page:order');
    openOrder();
    expect(root.system.get('page:order')).toBe(first);
    expect(fetchOrder.calls).toHaveLength(1);
    root.send({ type: 'FLOW.CLOSE', id: 'page:order' });
    expect(first.getSnapshot().status).toBe('stopped');
    openOrder();
    expect(root.system.get('page:order')).not.toBe(first);
    expect(fetchOrder.calls).toHaveLength(2);
  });

  it('a visitor on a signed-in page is sent home with the login open, by the page’s flow', async () => {
    const { root, goHome } = await startedRoot();
    root.send({ type: 'ROUTE.CHANGED', location: { path: '/profile', search: '' } });
    root.send({ type: 'FLOW.OPEN', id: 'page:sign-in-required', logic: signInRequiredMachine, input: undefined });
    expect(goHome).toEqual(['/']);
    root.send({ type: 'ROUTE.CHANGED', location: { path: '/', search: '' } });
    expect((root.system.get('modals') as AnyActorRef).getSnapshot().context.open).toBe('login');
  });

  it('an inspector on the root sees the page’s flow in the root’s system, under its systemId', async () => {
    const seen: AnyActorRef[] = [];
    const { root, openOrder } = await startedRoot({ inspect: (event) => event.type === '@xstate.actor' && void seen.push(event.actorRef as AnyActorRef) });
    openOrder();
    const flow = root.system.get('page:order') as AnyActorRef;
    expect(seen).toContain(flow);
    expect(flow.system).toBe(root.system);
    expect(flow._parent).toBe(root);
  });
});
