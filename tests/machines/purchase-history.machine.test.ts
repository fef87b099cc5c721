import { describe, expect, it, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import type { AccountEvent, ListenInput } from '../../machines/account-changes/listen-to-account';
import type { PurchaseRow } from '../../machines/orders/purchase-history.actors';
import { HISTORY_POLL_MS, type HistoryQuery } from '../../machines/history/history.machine';
import { formatDateTime } from '../../machines/dates/date-format';
import { FETCH_PURCHASE_HISTORY_ERROR, PURCHASE_HISTORY_FAILED, purchaseHistoryMachine } from '../../machines/orders/purchase-history.machine';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

const ROW: PurchaseRow = {
  id: '7',
  itemId: '42',
  createdAt: '2026-11-22T10:05:00.000Z',
  imgUrl: 'x.svg',
  title: 'AK-47 | Redline (Field-Tested)',
  category: 'CS2',
  status: 'PROCESSING',
  sum: { amount: 12.5, currency: 'EUR', symbol: '€' },
  delivery: { state: 'SENT', botName: 'sandbox', code: 'K7QX' },
};

function start() {
  const load = controllableActor<PurchaseRow[], HistoryQuery>();
  // The toasts the root actor is asked for.
  const { logic: shell, heard: failures } = listeningLogic();
  // The account's change stream as the tab hears it (up), driven by the test.
  const stream = { kinds: [] as string[], change: () => {}, up: (_up: boolean) => {} };
  const listen = fromCallback<EventObject, ListenInput>(({ input, sendBack }) => {
    stream.kinds.push(input.kind);
    stream.change = () => sendBack({ type: 'ACCOUNT.CHANGED', id: '7' } satisfies AccountEvent);
    stream.up = (up) => sendBack({ type: 'ACCOUNT.STREAM', up } satisfies AccountEvent);
    sendBack({ type: 'ACCOUNT.STREAM', up: true } satisfies AccountEvent);
  });
  const { flow: actor } = startInSystem(purchaseHistoryMachine.provide({ actors: { load: load.logic, listenToAccount: listen } }), { currency: 'EUR' }, { app: shell });
  return { actor, load, failures, stream };
}

describe('purchase history machine', () => {
  it('loads with the filter, reloads on every filter change, clear and currency change', async () => {
    const { actor, load } = start();
    expect(load.last.input).toEqual({ currency: 'EUR', amountMin: null, amountMax: null, dateFrom: null, dateTo: null, status: null });
    load.last.resolve([ROW]);
    await flush();
    expect(actor.getSnapshot().context.rows).toEqual([ROW]);
    actor.send({ type: 'FILTER.SET', filter: { amountMin: 5 } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(load.last.input).toMatchObject({ amountMin: 5 });
    // A second change while the first is in flight starts over with both.
    actor.send({ type: 'FILTER.SET', filter: { dateTo: '2026-11-30T23:59:59.000Z' } });
    expect(load.last.input).toMatchObject({ amountMin: 5, dateTo: '2026-11-30T23:59:59.000Z' });
    actor.send({ type: 'FILTER.CLEAR' });
    expect(load.last.input).toMatchObject({ amountMin: null, dateTo: null });
    actor.send({ type: 'CURRENCY.CHANGED', currency: { code: 'USD' } });
    expect(load.last.input).toMatchObject({ currency: 'USD' });
  });

  it('empties the list and toasts FETCH_PURCHASE_HISTORY_ERROR when loading fails', async () => {
    const { actor, load, failures } = start();
    load.last.resolve([ROW]);
    await flush();
    actor.send({ type: 'FILTER.SET', filter: { amountMax: 1 } });
    load.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], errorMarker: FETCH_PURCHASE_HISTORY_ERROR });
    expect(failures).toEqual([{ type: 'NOTIFY', tone: 'error', message: PURCHASE_HISTORY_FAILED }]);
  });

  it('a 401 empties the list without its own toast: the session-expired answer is the only one (issue 45)', async () => {
    const { actor, load, failures } = start();
    load.last.reject(Object.assign(new Error('unauthenticated'), { response: { status: 200, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], errorMarker: FETCH_PURCHASE_HISTORY_ERROR });
    expect(failures).toEqual([]);
  });

  it('is live: an order change reloads it quietly (rows kept), a failed quiet reload keeps them without a toast, the stream coming back reloads once', async () => {
    const { actor, load, failures, stream } = start();
    expect(stream.kinds).toEqual(['ORDER']);
    load.last.resolve([ROW]);
    await flush();
    stream.change();
    expect(load.calls).toHaveLength(2);
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.rows).toEqual([ROW]);
    load.last.resolve([{ ...ROW, status: 'SUCCESS' }]);
    await flush();
    expect(actor.getSnapshot().context.rows[0].status).toBe('SUCCESS');
    stream.change();
    load.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(actor.getSnapshot().context.rows[0].status).toBe('SUCCESS');
    expect(failures).toEqual([]);
    stream.up(false);
    stream.up(true);
    expect(load.calls).toHaveLength(4);
  });

  it('a change heard while loading loads again (the answer on its way may predate it)', async () => {
    const { actor, load, stream } = start();
    stream.change();
    expect(load.calls).toHaveLength(2);
    load.calls[0]!.resolve([ROW]);
    await flush();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    load.last.resolve([{ ...ROW, status: 'SUCCESS' }]);
    await flush();
    expect(actor.getSnapshot().context.rows[0]!.status).toBe('SUCCESS');
  });

  it('while the stream is down, asks again every 10 s (spec §9), and stops once it is up', async () => {
    vi.useFakeTimers();
    try {
      const { actor, load, stream } = start();
      load.last.resolve([ROW]);
      await flush();
      stream.up(false);
      vi.advanceTimersByTime(HISTORY_POLL_MS - 1);
      expect(load.calls).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(load.calls).toHaveLength(2);
      load.last.resolve([{ ...ROW, status: 'SUCCESS' }]);
      await flush();
      expect(actor.getSnapshot().context.rows[0]!.status).toBe('SUCCESS');
      vi.advanceTimersByTime(HISTORY_POLL_MS);
      expect(load.calls).toHaveLength(3);
      load.last.resolve([ROW]);
      await flush();
      // Back up: looked at once for what it missed, then only on changes.
      stream.up(true);
      expect(load.calls).toHaveLength(4);
      load.last.resolve([ROW]);
      await flush();
      vi.advanceTimersByTime(HISTORY_POLL_MS * 3);
      expect(load.calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes dates as DD.MM.YYYY HH:MM', () => {
    const local = new Date(2026, 10, 2, 7, 5);
    expect(formatDateTime(local.toISOString())).toBe('02.11.2026 07:05');
    expect(formatDateTime('not a date')).toBe('');
  });
});
