// The order page's machine (issue 23): loads the order in the display currency, again when it
// changes; NotFoundError is "not found"; a failed request waits for RETRY.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PurchaseOrderResult } from '../../machines/orders/order.actors';
import { orderMachine } from '../../machines/orders/order.machine';
import { controllableActor, flush } from './catalogue-fakes';

const ORDER: PurchaseOrderResult = {
  __typename: 'PurchaseOrder',
  id: '7',
  createdAt: '2026-11-25T10:00:00Z',
  status: 'PROCESSING',
  tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
  total: { amount: 12.5, currency: 'EUR', symbol: '€' },
  items: [{ itemId: '3', title: 'AK-47 | Redline', imgUrl: 'items/3.svg', category: 'CS2', price: { amount: 12.5, currency: 'EUR', symbol: '€' } }],
};

function start() {
  const fetch = controllableActor<PurchaseOrderResult, { id: string; currency: string }>();
  const actor = createActor(orderMachine.provide({ actors: { fetchPurchaseOrder: fetch.logic } }), { input: { id: '7', currency: 'EUR' } }).start();
  return { actor, fetch };
}

describe('order machine', () => {
  it('loads the order in the display currency and shows it; a currency change loads it again', async () => {
    const { actor, fetch } = start();
    expect(fetch.last.input).toEqual({ id: '7', currency: 'EUR' });
    fetch.last.resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.order).toEqual(ORDER);
    actor.send({ type: 'CURRENCY.CHANGED', currency: 'USD' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.last.input).toEqual({ id: '7', currency: 'USD' });
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
    expect(actor.getSnapshot().value).toBe('shown');
  });
});
