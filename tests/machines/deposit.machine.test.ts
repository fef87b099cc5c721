import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, type EventObject } from 'xstate';
import type { AccountEvent, ListenInput } from '../../machines/account-changes/listen-to-account';
import type { DepositResult, OrderStatus } from '../../machines/deposit/deposit.actors';
import { DEPOSIT_FAILED, depositMachine } from '../../machines/deposit/deposit.machine';
import { FAIL_PAYMENT_PATH } from '../../machines/deposit/payment-status.machine';
import { depositError, depositMessages, lacksPersonalInfo } from '../../machines/deposit/deposit.rules';
import { failurePath, paymentStatusMachine } from '../../machines/deposit/payment-status.machine';
import { PROFILE } from './account-fixtures';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

const FILLED = { ...PROFILE, name: 'Ada', surname: 'Lovelace', phone: '+4915112345678', country: 12, city: 'Berlin', address: 'Main 1', zip: '10115' };
const FORM = { amount: '50', email: 'ada@example.com', paymentType: 'card', terms: true };

describe('deposit rules (spec §5 order)', () => {
  it.each([
    [{ terms: false, amount: '0' }, depositMessages.terms],
    [{ amount: '0' }, depositMessages.amount],
    [{ amount: '10001' }, depositMessages.amount],
    [{ amount: '12.5' }, depositMessages.amount],
    [{ amount: 'abc', email: '' }, depositMessages.amount],
    [{ amount: '4' }, 'The minimum top-up amount is 5 EUR'],
    [{ email: ' ' }, depositMessages.email],
    [{ paymentType: '' }, depositMessages.method],
  ])('%o → %s', (change, message) => {
    expect(depositError({ ...FORM, ...change }, 5)).toBe(message);
  });

  it('passes a valid form; 10000 is allowed', () => {
    expect(depositError(FORM, 5)).toBeNull();
    expect(depositError({ ...FORM, amount: '10000' }, 5)).toBeNull();
  });

  it('needs name, surname, phone, country, city, address and zip on the profile', () => {
    expect(lacksPersonalInfo(FILLED)).toBe(false);
    for (const change of [{ name: '' }, { phone: ' ' }, { country: null }, { zip: '' }]) expect(lacksPersonalInfo({ ...FILLED, ...change })).toBe(true);
  });
});

// Spec §4 deposit flow, apart from the machine.
const depositModel = createMachine({
  id: 'depositModel',
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT_NO_PROFILE: 'personalInfoAsked', SUBMIT_INVALID: 'ruleError', SUBMIT: 'submitting' } },
    personalInfoAsked: {},
    ruleError: { on: { SUBMIT: 'submitting' } },
    submitting: { on: { STARTED: 'redirected', SERVER_NEEDS_PROFILE: 'personalInfoAsked', INVALID: 'serverError', REFUSED: 'failPage', NETWORK: 'networkError' } },
    redirected: {},
    serverError: {},
    failPage: {},
    networkError: {},
  },
});

describe('deposit machine (model-based)', () => {
  for (const path of createTestModel(depositModel).getShortestPaths()) {
    it(path.description, async () => {
      const start = controllableActor<DepositResult, Record<string, unknown>>();
      const redirects: string[] = [];
      // What the root actor hears (modal, toast) and where the browser goes: everything the flow does.
      const { logic: shell, heard: toShell } = listeningLogic();
      const pages: string[] = [];
      const flow = depositMachine.provide({
        actors: { startDeposit: start.logic as never },
        actions: { goToProvider: (_, url) => void redirects.push(url), goToFailPage: () => void pages.push(FAIL_PAYMENT_PATH) },
      });
      const { flow: actor } = startInSystem(flow, undefined, { app: shell });
      // 5 EUR minimum at a rate of 1.
      const submit = (form = FORM, profile = FILLED) => actor.send({ type: 'SUBMIT', form, profile, currency: { code: 'EUR', rate: 1 }, minTopUpEur: 5 });
      await path.test({
        states: {
          editing: () => expect(actor.getSnapshot().value).toBe('editing'),
          personalInfoAsked: () => {
            expect(toShell).toEqual([{ type: 'MODAL.OPEN', modal: 'personalInfo', notice: 'Please fill in your personal information first' }]);
            expect(pages).toEqual([]);
          },
          ruleError: () => expect(actor.getSnapshot().context.error).toBe(depositMessages.terms),
          submitting: () => expect(start.last.input).toMatchObject({ amount: 50, email: 'ada@example.com', paymentType: 'card', currency: 'EUR', name: 'Ada', postCode: '10115', country: 12 }),
          redirected: () => {
            expect(actor.getSnapshot().value).toBe('redirecting');
            expect(redirects).toEqual(['http://shop.test/sandbox-pay/abc']);
          },
          serverError: () => expect(actor.getSnapshot().context.error).toBe('Choose a payment method for EUR'),
          failPage: () => {
            expect(toShell).toEqual([{ type: 'NOTIFY', tone: 'error', message: 'The provider is down' }]);
            expect(pages).toEqual([FAIL_PAYMENT_PATH]);
          },
          networkError: () => expect(actor.getSnapshot().context.error).toBe(DEPOSIT_FAILED),
        },
        events: {
          SUBMIT_NO_PROFILE: () => submit(FORM, { ...FILLED, city: '' }),
          SUBMIT_INVALID: () => submit({ ...FORM, terms: false }),
          SUBMIT: () => submit(),
          STARTED: async () => {
            start.last.resolve({ __typename: 'DepositStarted', message: 'ok', redirectUrl: 'http://shop.test/sandbox-pay/abc' });
            await flush();
          },
          SERVER_NEEDS_PROFILE: async () => {
            start.last.resolve({ __typename: 'PersonalInfoRequired', errorCode: 'PERSONAL_INFO_REQUIRED', message: 'Please fill in your personal information first' });
            await flush();
          },
          INVALID: async () => {
            start.last.resolve({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message: 'Choose a payment method for EUR', fieldErrors: [] });
            await flush();
          },
          REFUSED: async () => {
            start.last.resolve({ __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'The provider is down' });
            await flush();
          },
          NETWORK: async () => {
            start.last.reject(new TypeError('fetch failed'));
            await flush();
          },
        },
      });
    });
  }
});

describe('deposit machine: the minimum in the chosen currency', () => {
  it('5 EUR at 1.1 USD per EUR asks for at least 6 USD (5.50 rounded up to whole dollars), and takes 6', () => {
    const start = controllableActor<DepositResult, Record<string, unknown>>();
    const { flow: actor } = startInSystem(depositMachine.provide({ actors: { startDeposit: start.logic as never } }), undefined, { app: listeningLogic().logic });
    const submit = (amount: string) =>
      actor.send({ type: 'SUBMIT', form: { ...FORM, amount }, profile: FILLED, currency: { code: 'USD', rate: 1.1 }, minTopUpEur: 5 });
    submit('5');
    expect(actor.getSnapshot().context.error).toBe('The minimum top-up amount is 6 USD');
    expect(start.calls).toHaveLength(0);
    submit('6');
    expect(start.last.input).toMatchObject({ amount: 6, currency: 'USD' });
  });

  it('an account on hold (issue 43) is told so in the form, with no toast and no payment-fail page', async () => {
    const start = controllableActor<DepositResult, Record<string, unknown>>();
    const { logic: shell, heard } = listeningLogic();
    const pages: string[] = [];
    const { flow: actor } = startInSystem(depositMachine.provide({ actors: { startDeposit: start.logic as never }, actions: { goToFailPage: () => void pages.push(FAIL_PAYMENT_PATH) } }), undefined, { app: shell });
    actor.send({ type: 'SUBMIT', form: FORM, profile: FILLED, currency: { code: 'EUR', rate: 1 }, minTopUpEur: 5 });
    const onHold = 'Your account is on hold. Please contact support@skinshop.test to resolve it.';
    start.last.resolve({ __typename: 'AccountFrozen', errorCode: 'ACCOUNT_FROZEN', message: onHold });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(onHold);
    expect(heard).toEqual([]);
    expect(pages).toEqual([]);
  });
});

describe('order-status poller (fake timers)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function startPoller(orderId = '17', { streamUp = false } = {}) {
    const fetch = controllableActor<OrderStatus, { orderId: string }>();
    const calls = { success: 0, failure: 0, notFound: 0, follow: [] as string[] };
    // The account's change stream as the page hears it: opened for this deposit, driven by the test.
    const stream = { listened: [] as ListenInput[], closed: 0, change: () => {}, up: (_up: boolean) => {} };
    const listen = fromCallback<EventObject, ListenInput>(({ input, sendBack }) => {
      stream.listened.push(input);
      stream.change = () => sendBack({ type: 'ACCOUNT.CHANGED', id: input.id! } satisfies AccountEvent);
      stream.up = (up) => sendBack({ type: 'ACCOUNT.STREAM', up } satisfies AccountEvent);
      sendBack({ type: 'ACCOUNT.STREAM', up: streamUp } satisfies AccountEvent);
      return () => void stream.closed++;
    });
    const actor = createActor(
      paymentStatusMachine.provide({
        actors: { fetchOrderStatus: fetch.logic, listenToAccount: listen },
        actions: {
          goToSuccess: () => void calls.success++,
          goToFailure: () => void calls.failure++,
          goToNotFound: () => void calls.notFound++,
          follow: (_, url) => void calls.follow.push(url),
          logFailure: () => {},
        },
      }),
      { input: { orderId } },
    ).start();
    return { actor, fetch, calls, stream };
  }
  const status = (code: number, redirectUrl: string | null = null): OrderStatus => ({ id: '17', code, redirectUrl });

  it('asks at once, then every 10 s while the code is 1, and goes to /success-payment on 2', async () => {
    const { actor, fetch, calls } = startPoller();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.last.input).toEqual({ orderId: '17' });
    fetch.last.resolve(status(1));
    await flush();
    vi.advanceTimersByTime(9_999);
    expect(fetch.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fetch.calls).toHaveLength(2);
    fetch.last.resolve(status(2));
    await flush();
    expect(calls.success).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    vi.advanceTimersByTime(60_000);
    expect(fetch.calls).toHaveLength(2);
  });

  it.each(['', '  '])('without an order_id (%j) asks nothing and goes to the not-found page', (orderId) => {
    const { actor, fetch, calls } = startPoller(orderId);
    expect(fetch.calls).toHaveLength(0);
    expect(calls.notFound).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([4, 7])('goes to /fail-payment on %i, saying why', async (code) => {
    const { fetch, calls } = startPoller();
    fetch.last.resolve(status(code));
    await flush();
    expect(calls.failure).toBe(1);
    expect(failurePath(code)).toBe(code === 7 ? '/fail-payment?reason=expired' : '/fail-payment?reason=declined');
  });

  it('stops on an unknown code and on a failed request', async () => {
    for (const settle of [(f: ReturnType<typeof startPoller>['fetch']) => f.last.resolve(status(3)), (f: ReturnType<typeof startPoller>['fetch']) => f.last.reject(new Error('500'))]) {
      const { actor, fetch, calls } = startPoller();
      settle(fetch);
      await flush();
      vi.advanceTimersByTime(60_000);
      expect(fetch.calls).toHaveLength(1);
      expect(calls).toEqual({ success: 0, failure: 0, notFound: 0, follow: [] });
      expect(actor.getSnapshot().value).toBe('stopped');
    }
  });

  it('while the stream is up, a change of the deposit is checked at once and the 10 s poll rests; the listening ends with the page', async () => {
    const { actor, fetch, calls, stream } = startPoller('17', { streamUp: true });
    expect(stream.listened).toEqual([{ kind: 'DEPOSIT', id: '17' }]);
    fetch.last.resolve(status(1));
    await flush();
    vi.advanceTimersByTime(60_000);
    expect(fetch.calls).toHaveLength(1);
    stream.change();
    expect(fetch.calls).toHaveLength(2);
    fetch.last.resolve(status(2));
    await flush();
    expect(calls.success).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(stream.closed).toBe(1);
  });

  it('the stream going down starts the 10 s poll; coming back up checks once for what it missed, then rests', async () => {
    const { fetch, stream } = startPoller('17', { streamUp: true });
    fetch.last.resolve(status(1));
    await flush();
    stream.up(false);
    vi.advanceTimersByTime(10_000);
    expect(fetch.calls).toHaveLength(2);
    fetch.last.resolve(status(1));
    await flush();
    stream.up(true);
    expect(fetch.calls).toHaveLength(3);
    fetch.last.resolve(status(1));
    await flush();
    vi.advanceTimersByTime(60_000);
    expect(fetch.calls).toHaveLength(3);
  });

  it('a change arriving while a check is under way (its answer may be older) starts the check again', async () => {
    const { fetch, calls, stream } = startPoller('17', { streamUp: true });
    stream.change();
    expect(fetch.calls).toHaveLength(2);
    fetch.calls[0].resolve(status(1)); // the first, stale answer is no longer listened to
    fetch.last.resolve(status(2));
    await flush();
    expect(calls.success).toBe(1);
  });

  it('follows a redirect_url', async () => {
    const { fetch, calls } = startPoller();
    fetch.last.resolve(status(1, 'https://pay.example/3ds'));
    await flush();
    expect(calls.follow).toEqual(['https://pay.example/3ds']);
  });
});
