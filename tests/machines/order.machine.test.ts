// The order page's machine (issues 23, 25): loads the order in the display currency, again when it
// changes; NotFoundError is "not found"; a failed request waits for RETRY. While a trade offer can still
// move it asks for it on each change the account's stream names (a 10 s refresh only while that stream
// is down); RESUME sends a paused offer again and toasts the answer.
import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, fromCallback, type EventObject } from 'xstate';
import type { AccountEvent, ListenInput } from '../../machines/account-changes/listen-to-account';
import type { Delivery, OrderRef, PurchaseOrder, PurchaseOrderResult, ResumeDeliveryResult } from '../../machines/orders/order.actors';
import { orderMachine, RESUME_FAILED } from '../../machines/orders/order.machine';
import { canStillChange, deadlineOf, timeLeft } from '../../machines/orders/order.rules';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

const DELIVERY: Delivery = {
  state: 'SENT',
  code: 'K7Q2PX',
  botName: 'SkinBot Alpha',
  offerId: '5551234',
  offerUrl: 'https://steamcommunity.com/tradeoffer/5551234/',
  holdUntil: null,
  protectedUntil: null,
  updatedAt: '2026-11-25T10:00:05Z',
  expiresAt: null,
  itemIds: ['3'],
};

const ORDER: PurchaseOrder = {
  __typename: 'PurchaseOrder',
  id: '7',
  version: 1,
  createdAt: '2026-11-25T10:00:00Z',
  status: 'PROCESSING',
  tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
  total: { amount: 12.5, currency: 'EUR', symbol: '€' },
  items: [{ itemId: '3', title: 'AK-47 | Redline', imgUrl: 'items/3.svg', category: 'CS2', price: { amount: 12.5, currency: 'EUR', symbol: '€' }, floatValue: 0.0712, paintSeed: 661, tradableAfter: null, stickers: [] }],
  deliveries: [DELIVERY],
};

/** The order at `version` with its one offer in `state` (and the order's status that goes with it). */
function orderAt(version: number, state: Delivery['state'], change: Partial<Delivery> = {}): PurchaseOrder {
  const status = state === 'ACCEPTED' ? 'SUCCESS' : ['DECLINED', 'EXPIRED', 'CANCELLED', 'FAILED', 'REVERSED'].includes(state) ? 'ERROR' : 'PROCESSING';
  return { ...ORDER, version, status, deliveries: [{ ...DELIVERY, state, ...change }] };
}

function start({ streamUp = true } = {}) {
  const fetch = controllableActor<PurchaseOrderResult, OrderRef>();
  const resume = controllableActor<ResumeDeliveryResult, OrderRef>();
  // The account's change stream as the page hears it: listened to for this order, driven by the test.
  const stream = { opened: [] as Omit<ListenInput, 'shell'>[], closed: 0, change: () => {}, up: (_up: boolean) => {} };
  const listen = fromCallback<EventObject, ListenInput>(({ input, sendBack }) => {
    stream.opened.push({ kind: input.kind, id: input.id });
    stream.change = () => sendBack({ type: 'ACCOUNT.CHANGED', id: input.id! } satisfies AccountEvent);
    stream.up = (up) => sendBack({ type: 'ACCOUNT.STREAM', up } satisfies AccountEvent);
    sendBack({ type: 'ACCOUNT.STREAM', up: streamUp } satisfies AccountEvent);
    return () => void stream.closed++;
  });
  // The root (toasts) and auth (the balance) as the flow finds them in its system.
  const shell = listeningLogic();
  const auth = listeningLogic();
  const { flow: actor } = startInSystem(
    orderMachine.provide({ actors: { fetchPurchaseOrder: fetch.logic, resumeDelivery: resume.logic, listenToAccount: listen } }),
    { id: '7', currency: 'EUR' },
    { app: shell.logic, auth: auth.logic },
  );
  const value = () => actor.getSnapshot().value;
  const shown = () => actor.getSnapshot().context.order;
  return { actor, fetch, resume, stream, toasts: shell.heard, toAuth: auth.heard, value, shown };
}

const live = (region: unknown) => ({ shown: { live: region, resume: 'idle', clock: 'stopped' } });

describe('order rules', () => {
  it('an order can still change while an offer moves; a paused one waits for the buyer, an accepted one is done', () => {
    for (const state of ['QUEUED', 'SENT', 'ESCROW', 'MANUAL'] as const) expect(canStillChange(orderAt(1, state)), state).toBe(true);
    for (const state of ['ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED', 'FAILED', 'REVERSED', 'PAUSED'] as const) expect(canStillChange(orderAt(1, state)), state).toBe(false);
    expect(canStillChange(orderAt(1, 'ACCEPTED', { protectedUntil: '2026-12-02T12:00:00Z' }))).toBe(false);
    // Processing before any offer exists: the shop is about to send one.
    expect(canStillChange({ ...ORDER, deliveries: [] })).toBe(true);
    expect(canStillChange({ ...ORDER, status: 'SUCCESS', deliveries: [] })).toBe(false);
  });
});

describe('order machine', () => {
  it('loads the order in the display currency and shows it; a currency change loads it again', async () => {
    const { actor, fetch, shown, stream } = start();
    expect(fetch.last.input).toEqual({ id: '7', currency: 'EUR' });
    fetch.last.resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(shown()).toEqual(ORDER);
    expect(stream.opened).toEqual([{ kind: 'ORDER', id: '7' }]);
    actor.send({ type: 'CURRENCY.CHANGED', currency: 'USD' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(stream.closed).toBe(1);
    expect(fetch.last.input).toEqual({ id: '7', currency: 'USD' });
    fetch.last.resolve(ORDER);
    await flush();
    expect(stream.opened).toHaveLength(2);
  });

  it('a NotFoundError is not found, for good', async () => {
    const { actor, fetch } = start();
    fetch.last.resolve({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Order not found' });
    await flush();
    expect(actor.getSnapshot().value).toBe('notFound');
    actor.send({ type: 'RETRY' });
    expect(fetch.calls).toHaveLength(1);
  });

  it('a failed request waits for RETRY, then asks again', async () => {
    const { actor, fetch } = start();
    fetch.last.reject(new Error('network'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(fetch.calls).toHaveLength(2);
    fetch.last.resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });

  it('asks for the order on each change the stream names, ignores older answers and a NotFoundError, and stops listening once delivered', async () => {
    const { fetch, stream, value, shown } = start();
    fetch.last.resolve(orderAt(2, 'SENT'));
    await flush();
    expect(value()).toEqual(live({ following: { waiting: 'listening' } }));
    stream.change();
    fetch.last.resolve(orderAt(1, 'QUEUED'));
    await flush();
    stream.change();
    fetch.last.resolve({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Order not found' });
    await flush();
    expect(shown()?.version).toBe(2);
    stream.change();
    fetch.last.resolve(orderAt(3, 'ESCROW', { holdUntil: '2026-12-10T10:00:00Z' }));
    await flush();
    expect(shown()?.deliveries[0]?.state).toBe('ESCROW');
    expect(stream).toMatchObject({ opened: [{ kind: 'ORDER', id: '7' }], closed: 0 });
    stream.change();
    fetch.last.resolve(orderAt(4, 'ACCEPTED'));
    await flush();
    expect(shown()?.status).toBe('SUCCESS');
    expect(value()).toEqual(live('settled'));
    expect(stream.closed).toBe(1);
  });

  it('an order that can no longer change opens no stream (nor reloads a balance already read)', async () => {
    const { fetch, stream, value, toAuth } = start();
    fetch.last.resolve(orderAt(5, 'DECLINED'));
    await flush();
    expect(value()).toEqual(live('settled'));
    expect(stream.opened).toEqual([]);
    expect(toAuth).toEqual([]);
  });

  it('RESUME does nothing unless an offer is paused', async () => {
    const { actor, fetch, resume } = start();
    fetch.last.resolve(orderAt(2, 'SENT'));
    await flush();
    actor.send({ type: 'RESUME' });
    expect(resume.calls).toHaveLength(0);
  });

  it('a resume request that fails toasts the generic error and lets the buyer try again', async () => {
    const { actor, fetch, resume, toasts } = start();
    fetch.last.resolve(orderAt(3, 'PAUSED'));
    await flush();
    actor.send({ type: 'RESUME' });
    actor.send({ type: 'RESUME' });
    expect(resume.calls).toHaveLength(1);
    resume.last.reject(new Error('network'));
    await flush();
    expect(toasts).toEqual([{ type: 'NOTIFY', tone: 'error', message: RESUME_FAILED }]);
    actor.send({ type: 'RESUME' });
    expect(resume.calls).toHaveLength(2);
  });
});

describe('order machine: the refresh while the stream is down (fake timers)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('while the stream is up nothing is asked on a timer; when it goes down the order is asked every 10 s; back up, once', async () => {
    const { fetch, stream } = start();
    fetch.last.resolve(orderAt(1, 'SENT'));
    await flush();
    vi.advanceTimersByTime(60_000);
    expect(fetch.calls).toHaveLength(1);
    stream.up(false);
    vi.advanceTimersByTime(10_000);
    expect(fetch.calls).toHaveLength(2);
    fetch.last.resolve(orderAt(1, 'SENT'));
    await flush();
    stream.up(true);
    expect(fetch.calls).toHaveLength(3);
    fetch.last.resolve(orderAt(1, 'SENT'));
    await flush();
    vi.advanceTimersByTime(60_000);
    expect(fetch.calls).toHaveLength(3);
  });

  it('asks again every 10 s while following with the stream down, keeps a newer answer and stops once settled', async () => {
    const { fetch, stream, value, shown } = start({ streamUp: false });
    fetch.last.resolve(orderAt(1, 'SENT'));
    await flush();
    vi.advanceTimersByTime(9_999);
    expect(fetch.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fetch.calls).toHaveLength(2);
    fetch.last.resolve(orderAt(1, 'SENT'));
    await flush();
    vi.advanceTimersByTime(10_000);
    fetch.last.resolve(orderAt(2, 'ESCROW'));
    await flush();
    expect(shown()?.version).toBe(2);
    vi.advanceTimersByTime(10_000);
    fetch.last.resolve(orderAt(3, 'DECLINED'));
    await flush();
    expect(value()).toEqual(live('settled'));
    expect(stream).toMatchObject({ closed: 1 });
    vi.advanceTimersByTime(60_000);
    expect(fetch.calls).toHaveLength(4);
  });
});

// Issue 45: the page counts down to a sent offer's expiry and to the end of an accepted trade's
// reversal window; the flow's clock ticks each second only while such a deadline lies ahead.
describe('order machine: the countdowns (fake timers)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00Z') }));
  afterEach(() => void vi.useRealTimers());

  const clock = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.now;
  const left = (actor: ReturnType<typeof start>['actor']) => {
    const deadline = deadlineOf(actor.getSnapshot().context.order!.deliveries[0]!, clock(actor));
    return deadline && { kind: deadline.kind, ...timeLeft(deadline.at, clock(actor)) };
  };

  it('counts a sent offer down to its expiry second by second, then stops at 0', async () => {
    const { actor, fetch } = start();
    fetch.last.resolve(orderAt(1, 'SENT', { expiresAt: '2026-11-25T11:00:00Z' }));
    await flush();
    expect(actor.getSnapshot().matches({ shown: { clock: 'ticking' } })).toBe(true);
    expect(left(actor)).toEqual({ kind: 'expires', days: 0, clock: '01:00:00' });
    vi.advanceTimersByTime(1_000);
    expect(left(actor)).toEqual({ kind: 'expires', days: 0, clock: '59:59' });
    vi.advanceTimersByTime(59 * 60_000 + 58_000);
    expect(left(actor)).toEqual({ kind: 'expires', days: 0, clock: '00:01' });
    vi.advanceTimersByTime(1_000);
    expect(left(actor)).toBeNull();
    expect(actor.getSnapshot().matches({ shown: { clock: 'stopped' } })).toBe(true);
  });

  it('an accepted trade counts down its reversal window in days; a declined offer runs no clock', async () => {
    const { actor, fetch, stream } = start();
    fetch.last.resolve(orderAt(1, 'SENT'));
    await flush();
    // No expiry known: nothing ticks.
    expect(actor.getSnapshot().matches({ shown: { clock: 'stopped' } })).toBe(true);
    stream.change();
    fetch.last.resolve(orderAt(2, 'ACCEPTED', { protectedUntil: '2026-12-02T10:00:05Z' }));
    await flush();
    expect(left(actor)).toEqual({ kind: 'reversible', days: 7, clock: '00:00:05' });
    vi.advanceTimersByTime(6_000);
    expect(left(actor)).toEqual({ kind: 'reversible', days: 6, clock: '23:59:59' });
    const before = clock(actor);
    const declined = start();
    declined.fetch.last.resolve(orderAt(1, 'DECLINED', { expiresAt: '2026-11-25T11:00:00Z' }));
    await flush();
    expect(declined.actor.getSnapshot().matches({ shown: { clock: 'stopped' } })).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(clock(actor)).toBe(before + 1_000);
  });
});

// The order page's flow, apart from the machine: each state names what the buyer sees.
const orderModel = createMachine({
  id: 'orderModel',
  initial: 'loading',
  states: {
    loading: { on: { FOUND_SENT: 'waitingForBuyer', FOUND_PAUSED: 'paused', NOT_FOUND: 'notFound', FAILS: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    notFound: {},
    waitingForBuyer: { on: { PUSH_ACCEPTED: 'delivered', PUSH_DECLINED: 'refunded', PUSH_PAUSED: 'paused', CURRENCY: 'reloading' } },
    reloading: {},
    delivered: {},
    refunded: {},
    paused: { on: { RESUME: 'resuming' } },
    resuming: { on: { RESUMED: 'resent', NOT_PAUSED: 'checkedAgain', RESUME_FAILS: 'resumeFailed' } },
    resent: { on: { PUSH_ACCEPTED: 'deliveredAfterResume' } },
    deliveredAfterResume: {},
    checkedAgain: {},
    resumeFailed: {},
  },
});

describe('order machine (model-based)', () => {
  for (const path of createTestModel(orderModel).getShortestPaths()) {
    it(path.description, async () => {
      const flow = start();
      const { actor, fetch, resume, stream, toasts, toAuth, value, shown } = flow;
      const resolveFetch = async (result: PurchaseOrderResult) => {
        fetch.last.resolve(result);
        await flush();
      };
      await path.test({
        states: {
          loading: () => {
            expect(value()).toBe('loading');
            expect(fetch.last.input).toEqual({ id: '7', currency: 'EUR' });
          },
          failed: () => expect(value()).toBe('failed'),
          notFound: () => expect(value()).toBe('notFound'),
          waitingForBuyer: () => {
            expect(value()).toEqual(live({ following: { waiting: 'listening' } }));
            expect(shown()?.deliveries[0]?.state).toBe('SENT');
            expect(stream.opened.at(-1)).toEqual({ kind: 'ORDER', id: '7' });
          },
          reloading: () => {
            expect(value()).toBe('loading');
            expect(stream.closed).toBe(1);
            expect(fetch.last.input).toEqual({ id: '7', currency: 'USD' });
          },
          delivered: () => {
            expect(value()).toEqual(live('settled'));
            expect(shown()).toMatchObject({ status: 'SUCCESS', deliveries: [{ state: 'ACCEPTED' }] });
            expect(stream.closed).toBe(stream.opened.length);
            expect(toAuth).toEqual([]);
          },
          refunded: () => {
            expect(value()).toEqual(live('settled'));
            expect(shown()).toMatchObject({ status: 'ERROR', deliveries: [{ state: 'DECLINED' }] });
            // The refund is on the balance: the header's balance is read again.
            expect(toAuth).toEqual([{ type: 'PROFILE.RELOAD' }]);
          },
          paused: () => {
            expect(value()).toEqual(live('settled'));
            expect(shown()?.deliveries[0]?.state).toBe('PAUSED');
          },
          resuming: () => {
            expect(actor.getSnapshot().matches({ shown: { resume: 'resuming' } })).toBe(true);
            expect(resume.last.input).toEqual({ id: '7', currency: 'EUR' });
          },
          resent: () => {
            expect(toasts.at(-1)).toEqual({ type: 'NOTIFY', tone: 'success', message: 'We will send the offer again' });
            expect(shown()?.deliveries[0]?.state).toBe('QUEUED');
            // The queued offer moves again: the page follows it.
            expect(value()).toEqual(live({ following: { waiting: 'listening' } }));
            expect(stream.opened.length).toBe(1);
          },
          deliveredAfterResume: () => {
            expect(value()).toEqual(live('settled'));
            expect(shown()?.status).toBe('SUCCESS');
          },
          checkedAgain: () => {
            expect(toasts.at(-1)).toEqual({ type: 'NOTIFY', tone: 'warning', message: 'This delivery is not paused' });
            // The order moved elsewhere (another tab resumed it): it is read again and followed.
            expect(fetch.calls).toHaveLength(2);
            expect(value()).toEqual(live({ following: { waiting: 'listening' } }));
          },
          resumeFailed: () => {
            expect(toasts.at(-1)).toEqual({ type: 'NOTIFY', tone: 'error', message: RESUME_FAILED });
            expect(value()).toEqual(live('settled'));
          },
        },
        events: {
          FOUND_SENT: () => resolveFetch(orderAt(1, 'SENT')),
          FOUND_PAUSED: () => resolveFetch(orderAt(2, 'PAUSED')),
          NOT_FOUND: () => resolveFetch({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Order not found' }),
          FAILS: async () => {
            fetch.last.reject(new Error('network'));
            await flush();
          },
          RETRY: () => actor.send({ type: 'RETRY' }),
          CURRENCY: () => actor.send({ type: 'CURRENCY.CHANGED', currency: 'USD' }),
          // The stream names the order; the page asks for it and gets the new version.
          PUSH_ACCEPTED: () => (stream.change(), resolveFetch(orderAt(9, 'ACCEPTED'))),
          PUSH_DECLINED: () => (stream.change(), resolveFetch(orderAt(9, 'DECLINED'))),
          PUSH_PAUSED: () => (stream.change(), resolveFetch(orderAt(2, 'PAUSED'))),
          RESUME: () => actor.send({ type: 'RESUME' }),
          RESUMED: async () => {
            resume.last.resolve({ __typename: 'DeliveryResumed', message: 'We will send the offer again', order: orderAt(3, 'QUEUED') });
            await flush();
          },
          NOT_PAUSED: async () => {
            resume.last.resolve({ __typename: 'NotPaused', errorCode: 'NOT_PAUSED', message: 'This delivery is not paused' });
            await flush();
            await resolveFetch(orderAt(4, 'SENT'));
          },
          RESUME_FAILS: async () => {
            resume.last.reject(new Error('network'));
            await flush();
          },
        },
      });
    });
  }
});
