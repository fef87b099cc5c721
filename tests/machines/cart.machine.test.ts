import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, setup, type AnyEventObject } from 'xstate';
import type { MessageOutcome } from '../../machines/auth/auth.actors';
import type { Cart, PurchaseResult } from '../../machines/cart/cart.actors';
import { CART_CLEARED, CLEAR_CART_ERROR, CLEAR_CART_FAILED, cartMachine } from '../../machines/cart/cart.machine';
import { canCheckout, shortfall, titleParts } from '../../machines/cart/cart.rules';
import { checkoutMachine, ORDER_HISTORY_PATH, PURCHASE_FAILED, PURCHASED, STEAM_ID_REQUIRED } from '../../machines/cart/checkout.machine';
import type { Notification } from '../../machines/auth/auth.machine';
import { controllableActor, flush } from './catalogue-fakes';

const money = (amount: number, currency = 'EUR') => ({ amount, currency, symbol: currency === 'EUR' ? '€' : '$' });
const cartOf = (count: number, currency = 'EUR'): Cart => ({
  count,
  total: money(count * 10, currency),
  items: Array.from({ length: count }, (_, i) => ({
    itemId: String(i + 1),
    count: 1,
    item: { id: String(i + 1), title: `AK-47 | Redline (Field-Tested) #${i}`, type: 'Rifle', imgUrl: 'x.svg', category: 'CS2' as const, available: true, price: money(10, currency), oldPrice: money(0, currency), floatValue: null, paintSeed: null, tradableAfter: null, stickers: [] },
  })),
});

// Spec §4 cart, apart from the machine: loaded when someone signs in, emptied at sign-out, reloaded
// on a currency change; remove and clear reset it; a failed clear keeps it with CLEAR_CART_ERROR.
// A first load that fails leaves no cart and can be tried again; a later one keeps the cart shown,
// and a remove or clear clicked while it reloads is not lost.
const model = createMachine({
  id: 'cartModel',
  initial: 'visitor',
  states: {
    visitor: { on: { SIGN_IN: 'loading' } },
    loading: { on: { LOADED: 'ready', LOAD_FAILED: 'loadFailed', SIGN_OUT: 'visitor' } },
    loadFailed: { on: { RELOAD: 'loading' } },
    ready: { on: { CURRENCY: 'reloading', REMOVE: 'removing', CLEAR: 'clearing', SIGN_OUT: 'visitor', RELOAD: 'reloading' } },
    reloading: { on: { LOADED: 'ready', LOAD_FAILED: 'keptAfterFailedReload', REMOVE: 'removing', CLEAR: 'clearing' } },
    keptAfterFailedReload: {},
    removing: { on: { REMOVED: 'reloading', REMOVE_REFUSED: 'reloading', REMOVE_ERROR: 'ready' } },
    clearing: { on: { CLEARED: 'reloading', CLEAR_FAILED: 'clearFailed' } },
    clearFailed: {},
  },
});

function start() {
  const fakes = {
    load: controllableActor<Cart, { currency: string }>(),
    remove: controllableActor<MessageOutcome, { id: string }>(),
    clear: controllableActor<MessageOutcome, unknown>(),
  };
  const actor = createActor(cartMachine.provide({ actors: { loadCart: fakes.load.logic, removeFromCart: fakes.remove.logic, clearCart: fakes.clear.logic } }), {
    input: { currency: 'EUR' },
  });
  const toasts: Notification[] = [];
  actor.on('notify', (event) => void toasts.push(event));
  actor.start();
  return { actor, fakes, toasts };
}

describe('cart machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const sut = start();
      const snap = () => sut.actor.getSnapshot();
      let currency = 'EUR';
      await path.test({
        states: {
          visitor: () => expect(snap().context.cart).toBeNull(),
          loading: () => {
            expect(snap().matches('loading')).toBe(true);
            expect(sut.fakes.load.last.input).toEqual({ currency });
          },
          loadFailed: () => {
            expect(snap().matches('loadFailed')).toBe(true);
            expect(snap().context.cart).toBeNull();
          },
          reloading: () => {
            expect(snap().matches('loading')).toBe(true);
            expect(sut.fakes.load.last.input).toEqual({ currency });
          },
          keptAfterFailedReload: () => {
            expect(snap().matches('ready')).toBe(true);
            expect(snap().context.cart?.count).toBe(2);
          },
          ready: () => {
            expect(snap().matches('ready')).toBe(true);
            expect(snap().context.cart?.total.currency).toBe(currency);
          },
          removing: () => expect(sut.fakes.remove.last.input).toEqual({ id: '2' }),
          clearing: () => expect(snap().matches('clearing')).toBe(true),
          clearFailed: () => {
            expect(snap().context.errorMarker).toBe(CLEAR_CART_ERROR);
            expect(snap().context.cart?.count).toBe(2);
            expect(sut.toasts.at(-1)).toEqual({ type: 'notify', tone: 'error', message: CLEAR_CART_FAILED });
          },
        },
        events: {
          SIGN_IN: () => sut.actor.send({ type: 'AUTH.CHANGED', authenticated: true }),
          SIGN_OUT: () => sut.actor.send({ type: 'AUTH.CHANGED', authenticated: false }),
          LOADED: async () => {
            sut.fakes.load.last.resolve(cartOf(2, sut.fakes.load.last.input.currency));
            await flush();
          },
          LOAD_FAILED: async () => {
            sut.fakes.load.last.reject(new TypeError('fetch failed'));
            await flush();
          },
          CURRENCY: () => {
            currency = 'USD';
            sut.actor.send({ type: 'CURRENCY.CHANGED', currency: { code: 'USD' } });
          },
          RELOAD: () => sut.actor.send({ type: 'CART.RELOAD' }),
          REMOVE: () => sut.actor.send({ type: 'CART.REMOVE', id: '2' }),
          REMOVED: async () => {
            sut.fakes.remove.last.resolve({ ok: true, message: 'Item removed from cart' });
            await flush();
          },
          REMOVE_REFUSED: async () => {
            sut.fakes.remove.last.resolve({ ok: false, message: 'Not in your cart' });
            await flush();
            expect(sut.toasts.at(-1)).toEqual({ type: 'notify', tone: 'error', message: 'Not in your cart' });
          },
          REMOVE_ERROR: async () => {
            sut.fakes.remove.last.reject(new TypeError('fetch failed'));
            await flush();
          },
          CLEAR: () => sut.actor.send({ type: 'CART.CLEAR' }),
          CLEARED: async () => {
            sut.fakes.clear.last.resolve({ ok: true, message: CART_CLEARED });
            await flush();
            expect(sut.toasts.at(-1)).toEqual({ type: 'notify', tone: 'success', message: CART_CLEARED });
          },
          CLEAR_FAILED: async () => {
            sut.fakes.clear.last.resolve({ ok: false, message: 'nope' });
            await flush();
          },
        },
      });
    });
  }
});

describe('checkout machine: the whole flow, every guard branch', () => {
  /**
   * The checkout as the root actor holds it: a child with fake auth and cart beside it in the same
   * system (by systemId); what it asks of its parent (modal, toast), what auth and cart hear and
   * where it navigates are recorded.
   */
  function startCheckout() {
    const purchase = controllableActor<PurchaseResult, { currency: string }>();
    const toParent: AnyEventObject[] = [];
    const heard: { by: string; type: string }[] = [];
    const navigations: string[] = [];
    const listener = (by: string) => fromCallback(({ receive }) => receive((event) => void heard.push({ by, type: event.type })));
    const checkout = checkoutMachine.provide({
      actors: { purchase: purchase.logic },
      actions: { showOrderHistory: (_: unknown, orderId: string) => void navigations.push(`${ORDER_HISTORY_PATH} #${orderId}`) },
    });
    const root = setup({ actors: { checkout, auth: listener('auth'), cart: listener('cart') } }).createMachine({
      context: ({ spawn }) => ({
        auth: spawn('auth', { systemId: 'auth' }),
        cart: spawn('cart', { systemId: 'cart' }),
        checkout: spawn('checkout', { systemId: 'checkout' }),
      }),
      on: { '*': { actions: ({ event }) => void toParent.push(event) } },
    });
    const actor = createActor(root).start();
    return { checkout: actor.getSnapshot().context.checkout, purchase, toParent, heard, navigations };
  }
  const askForSteamId = { type: 'MODAL.OPEN', modal: 'personalInfo', notice: STEAM_ID_REQUIRED };

  it('without a steamId opens personal information with the notice and buys nothing', () => {
    const { checkout, purchase, toParent, heard, navigations } = startCheckout();
    checkout.send({ type: 'CHECKOUT', steamId: '  ', currency: 'EUR' });
    expect(purchase.calls).toHaveLength(0);
    expect(toParent).toEqual([askForSteamId]);
    expect([heard, navigations]).toEqual([[], []]);
  });

  it('buys once, ignoring repeated clicks; then the toast, profile and cart reloaded, the order-history tab', async () => {
    const { checkout, purchase, toParent, heard, navigations } = startCheckout();
    checkout.send({ type: 'CHECKOUT', steamId: '76561198000000123', currency: 'USD' });
    checkout.send({ type: 'CHECKOUT', steamId: '76561198000000123', currency: 'USD' });
    expect(purchase.calls).toHaveLength(1);
    expect(purchase.last.input).toEqual({ currency: 'USD' });
    purchase.last.resolve({ __typename: 'Purchased', message: 'ok', orderId: '9', total: money(20, 'USD') });
    await flush();
    expect(toParent).toEqual([{ type: 'NOTIFY', tone: 'success', message: PURCHASED }]);
    expect(heard).toEqual([{ by: 'auth', type: 'PROFILE.RELOAD' }, { by: 'cart', type: 'CART.RELOAD' }]);
    expect(navigations).toEqual([`${ORDER_HISTORY_PATH} #9`]);
    expect(checkout.getSnapshot().value).toBe('idle');
  });

  it.each([
    [{ __typename: 'SteamIdRequired', errorCode: 'STEAM_ID_REQUIRED', message: 'Please add your steamId' }, askForSteamId],
    [{ __typename: 'InsufficientFunds', errorCode: 'INSUFFICIENT_FUNDS', message: 'Not enough funds' }, { type: 'NOTIFY', tone: 'error', message: 'Not enough funds' }],
    [{ __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'AK-47 is no longer available' }, { type: 'NOTIFY', tone: 'error', message: 'AK-47 is no longer available' }],
  ] as const)('answers %o with %o, reloading nothing', async (result, expected) => {
    const { checkout, purchase, toParent, heard, navigations } = startCheckout();
    checkout.send({ type: 'CHECKOUT', steamId: '76561198000000123', currency: 'EUR' });
    purchase.last.resolve(result as PurchaseResult);
    await flush();
    expect(toParent).toEqual([expected]);
    expect([heard, navigations]).toEqual([[], []]);
  });

  it('opening the page sends a visitor to sign in and reloads a customer\'s cart', () => {
    const visitor = startCheckout();
    visitor.checkout.send({ type: 'CHECKOUT.OPENED', signedIn: false });
    expect(visitor.toParent).toEqual([{ type: 'SIGN_IN.REQUIRED' }]);
    expect(visitor.heard).toEqual([]);
    const customer = startCheckout();
    customer.checkout.send({ type: 'CHECKOUT.OPENED', signedIn: true });
    expect(customer.toParent).toEqual([]);
    expect(customer.heard).toEqual([{ by: 'cart', type: 'CART.RELOAD' }]);
  });

  it.each([
    [{ profileMissing: true, cartMissing: false }, [{ by: 'auth', type: 'PROFILE.RELOAD' }]],
    [{ profileMissing: false, cartMissing: true }, [{ by: 'cart', type: 'CART.RELOAD' }]],
    [{ profileMissing: true, cartMissing: true }, [{ by: 'auth', type: 'PROFILE.RELOAD' }, { by: 'cart', type: 'CART.RELOAD' }]],
  ])('a retry after a failed load (%o) asks again for what is missing', (missing, reloads) => {
    const { checkout, heard } = startCheckout();
    checkout.send({ type: 'CHECKOUT.RETRY', ...missing });
    expect(heard).toEqual(reloads);
  });

  it('a failed request gives the generic message', async () => {
    const { checkout, purchase, toParent } = startCheckout();
    checkout.send({ type: 'CHECKOUT', steamId: '76561198000000123', currency: 'EUR' });
    purchase.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(toParent).toEqual([{ type: 'NOTIFY', tone: 'error', message: PURCHASE_FAILED }]);
  });
});

describe('cart rules', () => {
  it('parses weapon, skin and exterior from a title', () => {
    expect(titleParts('AK-47 | Redline (Field-Tested)')).toEqual({ weapon: 'AK-47', skin: 'Redline', exterior: 'Field-Tested' });
    expect(titleParts('★ Karambit | Doppler (Factory New)')).toEqual({ weapon: '★ Karambit', skin: 'Doppler', exterior: 'Factory New' });
    expect(titleParts('Dragonclaw Hook')).toEqual({ weapon: 'Dragonclaw Hook', skin: '', exterior: null });
  });

  it('checkout needs a positive total and a saved trade link; the shortfall is exact to the cent', () => {
    expect(canCheckout(0, 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh')).toBe(false);
    expect(canCheckout(10, ' ')).toBe(false);
    expect(canCheckout(10, 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh')).toBe(true);
    expect(shortfall(10.1, 10.03)).toBe(0.07);
    expect(shortfall(5, 10)).toBe(0);
  });
});
