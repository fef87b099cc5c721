import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import { notifierMachine, relayToasts } from '../../machines/app/notifier.machine';
import { DEFAULT_TOAST_MS } from '../../machines/app/app.requests';
import { CART_TOAST_MS } from '../../machines/cart/cart.rules';
import { holdRequest, networkFailureMessage } from '../../machines/graphql-client/network-failure';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An actor that emits `notify` when told to, standing in for root, auth or cart. */
const emitter = () =>
  createActor(
    setup({ types: { events: {} as { type: 'SAY'; message: string; durationMs?: number } } }).createMachine({
      on: { SAY: { actions: emit(({ event }) => ({ type: 'notify', tone: 'success', message: event.message, durationMs: event.durationMs })) } },
    }),
  ).start();

function start() {
  const notifier = createActor(notifierMachine).start();
  const [app, auth, cart] = [emitter(), emitter(), emitter()];
  const relay = createActor(relayToasts, { input: { app, auth, cart, notifier } }).start();
  const shown = () => notifier.getSnapshot().context.toasts.map((toast) => toast.message);
  return { notifier, app, auth, cart, relay, shown };
}

describe('notifier', () => {
  it('shows every actor’s toast for its time: the flow’s own, the cart’s 1.5 s, else the spec’s 2.5 s', () => {
    const { app, auth, cart, shown } = start();
    app.send({ type: 'SAY', message: 'root' });
    auth.send({ type: 'SAY', message: 'login', durationMs: 2000 });
    cart.send({ type: 'SAY', message: 'cart', durationMs: 9000 });
    expect(shown()).toEqual(['root', 'login', 'cart']);
    vi.advanceTimersByTime(CART_TOAST_MS);
    expect(shown()).toEqual(['root', 'login']);
    vi.advanceTimersByTime(2000 - CART_TOAST_MS);
    expect(shown()).toEqual(['root']);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS - 2000);
    expect(shown()).toEqual([]);
  });

  it('lets a toast go when the customer closes it, and its timer then changes nothing', () => {
    const { app, notifier, shown } = start();
    app.send({ type: 'SAY', message: 'first' });
    app.send({ type: 'SAY', message: 'second' });
    const [first] = notifier.getSnapshot().context.toasts;
    notifier.send({ type: 'TOAST.CLOSE', id: first!.id });
    expect(shown()).toEqual(['second']);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS);
    expect(shown()).toEqual([]);
  });

  it('stops hearing when the relay stops', () => {
    const { app, relay, shown } = start();
    relay.stop();
    app.send({ type: 'SAY', message: 'unheard' });
    expect(shown()).toEqual([]);
  });

  it('gives each toast its own id', () => {
    const notifier = createActor(notifierMachine).start();
    for (let i = 0; i < 3; i++) notifier.send({ type: 'NOTIFY', tone: 'info', message: 'same', durationMs: 100 });
    const ids = notifier.getSnapshot().context.toasts.map((toast) => toast.id);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('notifier: an action the network failed (issue 45)', () => {
  function failed(operation: string) {
    const notifier = createActor(notifierMachine).start();
    const held = { retried: 0, gaveUp: 0 };
    const id = holdRequest(() => void (held.retried += 1), () => void (held.gaveUp += 1));
    notifier.send({ type: 'NETWORK.FAILED', failure: { id, operation } });
    return { notifier, held, toasts: () => notifier.getSnapshot().context.toasts };
  }

  it('says what failed and stays until the customer acts; Retry sends the request again, once', () => {
    const { notifier, held, toasts } = failed('Purchase');
    expect(toasts()).toEqual([{ id: 'toast-1', tone: 'error', message: 'Checkout failed: the shop could not be reached. Check your connection and retry.', retryId: expect.any(String) }]);
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
    notifier.send({ type: 'TOAST.RETRY', id: 'toast-1' });
    notifier.send({ type: 'TOAST.RETRY', id: 'toast-1' });
    expect(held).toEqual({ retried: 1, gaveUp: 0 });
    expect(toasts()).toEqual([]);
  });

  it('closed, lets the request fail as it would have', () => {
    const { notifier, held, toasts } = failed('SavePriceAlert');
    expect(toasts()[0]!.message).toBe(networkFailureMessage('SavePriceAlert'));
    expect(toasts()[0]!.message).toBe('Your request failed: the shop could not be reached. Check your connection and retry.');
    notifier.send({ type: 'TOAST.CLOSE', id: 'toast-1' });
    expect(held).toEqual({ retried: 0, gaveUp: 1 });
    expect(toasts()).toEqual([]);
  });
});
