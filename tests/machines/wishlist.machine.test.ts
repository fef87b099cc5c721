import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine, fromCallback, type EventObject } from 'xstate';
import type { AccountEvent, ListenInput } from '../../machines/account-changes/listen-to-account';
import { wishlistMachine } from '../../machines/price-alerts/wishlist.machine';
import type { DeleteOutcome, PriceAlert } from '../../machines/price-alerts/price-alerts.actors';
import { PRICE_ALERT_DELETED, PRICE_ALERT_ERROR } from '../../machines/price-alerts/price-alert.rules';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

const alert = (id: string): PriceAlert => ({
  id,
  title: `Skin ${id}`,
  category: 'DOTA2',
  createdAt: '2026-11-26T10:00:00Z',
  notifiedAt: null,
  lowestProductId: null,
  targetPrice: { amount: 5, currency: 'EUR', symbol: '€' },
  lowestPrice: null,
});

const model = createMachine({
  id: 'wishlistModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    listed: { on: { DELETE: 'deleting', CURRENCY: 'reloading' } },
    reloading: {},
    deleting: { on: { DELETED: 'deleted', DELETE_FAILED: 'kept', DELETE_REFUSED: 'refused' } },
    deleted: {},
    kept: {},
    refused: {},
  },
});

describe('wishlist machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const load = controllableActor<PriceAlert[], { currency: string }>();
      const remove = controllableActor<DeleteOutcome, { id: string }>();
      const shell = listeningLogic();
      const { flow: actor } = startInSystem(wishlistMachine.provide({ actors: { loadPriceAlerts: load.logic, deletePriceAlert: remove.logic } }), { currency: 'EUR' }, { app: shell.logic });
      const snap = () => actor.getSnapshot();
      await path.test({
        states: {
          loading: () => {
            expect(snap().matches('loading')).toBe(true);
            expect(load.last.input).toEqual({ currency: 'EUR' });
          },
          failed: () => expect(snap().matches('failed')).toBe(true),
          listed: () => {
            expect(snap().matches('ready')).toBe(true);
            expect(snap().context.alerts.map((a) => a.id)).toEqual(['1', '2']);
          },
          reloading: () => {
            expect(snap().matches('loading')).toBe(true);
            expect(load.last.input).toEqual({ currency: 'USD' });
          },
          deleting: () => {
            expect(snap().matches('deleting')).toBe(true);
            expect(remove.last.input).toEqual({ id: '1' });
          },
          deleted: () => {
            expect(snap().matches('ready')).toBe(true);
            expect(snap().context.alerts.map((a) => a.id)).toEqual(['2']);
            expect(shell.heard).toEqual([{ type: 'NOTIFY', tone: 'success', message: PRICE_ALERT_DELETED }]);
          },
          kept: () => {
            expect(snap().context.alerts.map((a) => a.id)).toEqual(['1', '2']);
            expect(shell.heard).toEqual([{ type: 'NOTIFY', tone: 'error', message: PRICE_ALERT_ERROR }]);
          },
          refused: () => {
            expect(snap().matches('ready')).toBe(true);
            expect(snap().context).toMatchObject({ deleting: null });
            expect(snap().context.alerts.map((a) => a.id)).toEqual(['1', '2']);
            expect(shell.heard).toEqual([{ type: 'NOTIFY', tone: 'error', message: 'Too many requests, try again in a minute' }]);
          },
        },
        events: {
          LOADED: async () => {
            load.last.resolve([alert('1'), alert('2')]);
            await flush();
          },
          LOAD_FAILED: async () => {
            load.last.reject(new Error('down'));
            await flush();
          },
          RETRY: () => void actor.send({ type: 'RETRY' }),
          CURRENCY: () => void actor.send({ type: 'CURRENCY.CHANGED', currency: { code: 'USD' } }),
          DELETE: () => void actor.send({ type: 'DELETE', id: '1' }),
          DELETED: async () => {
            remove.last.resolve({ deleted: true });
            await flush();
          },
          DELETE_REFUSED: async () => {
            remove.last.resolve({ deleted: false, message: 'Too many requests, try again in a minute' });
            await flush();
          },
          DELETE_FAILED: async () => {
            remove.last.reject(new Error('down'));
            await flush();
          },
        },
      });
    });
  }
});

describe('wishlist machine, the currency', () => {
  it('reloads only when the chosen currency differs from the one shown', async () => {
    const load = controllableActor<PriceAlert[], { currency: string }>();
    const { flow: actor } = startInSystem(wishlistMachine.provide({ actors: { loadPriceAlerts: load.logic } }), { currency: 'EUR' }, { app: listeningLogic().logic });
    load.last.resolve([alert('1')]);
    await flush();
    actor.send({ type: 'CURRENCY.CHANGED', currency: { code: 'EUR' } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'CURRENCY.CHANGED', currency: { code: 'USD' } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(load.last.input).toEqual({ currency: 'USD' });
  });
});

describe('wishlist machine, live (issue 45)', () => {
  it('a PRICE_ALERT change reloads it quietly (alerts kept); a failed quiet reload keeps them without a toast; one heard while loading loads again', async () => {
    const load = controllableActor<PriceAlert[], { currency: string }>();
    const shell = listeningLogic();
    const stream = { kinds: [] as string[], change: () => {} };
    const listen = fromCallback<EventObject, ListenInput>(({ input, sendBack }) => {
      stream.kinds.push(input.kind);
      stream.change = () => sendBack({ type: 'ACCOUNT.CHANGED', id: '1' } satisfies AccountEvent);
    });
    const { flow: actor } = startInSystem(wishlistMachine.provide({ actors: { loadPriceAlerts: load.logic, listenToAccount: listen } }), { currency: 'EUR' }, { app: shell.logic });
    expect(stream.kinds).toEqual(['PRICE_ALERT']);
    stream.change();
    expect(load.calls).toHaveLength(2);
    load.last.resolve([alert('1')]);
    await flush();
    stream.change();
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.alerts.map((a) => a.id)).toEqual(['1']);
    load.last.resolve([alert('1'), alert('2')]);
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.alerts.map((a) => a.id)).toEqual(['1', '2']);
    stream.change();
    load.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(actor.getSnapshot().context.alerts.map((a) => a.id)).toEqual(['1', '2']);
    expect(shell.heard).toEqual([]);
  });
});

