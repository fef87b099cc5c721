// The order page (issue 23): one of the customer's orders, loaded in the display currency and again
// when it changes; an order that is not theirs (or none) is "not found"; a failed request offers a retry.
import { assign, setup } from 'xstate';
import { fetchPurchaseOrder, type PurchaseOrder, type PurchaseOrderResult } from './order.actors';

export interface OrderContext {
  id: string;
  currency: string;
  order: PurchaseOrder | null;
}

export type OrderEvent = { type: 'RETRY' } | { type: 'CURRENCY.CHANGED'; currency: string };

export const orderMachine = setup({
  types: { input: {} as { id: string; currency: string }, context: {} as OrderContext, events: {} as OrderEvent },
  actors: { fetchPurchaseOrder },
  guards: {
    found: (_, result: PurchaseOrderResult) => result.__typename === 'PurchaseOrder',
  },
  actions: {
    keepOrder: assign({ order: (_, result: PurchaseOrderResult) => (result.__typename === 'PurchaseOrder' ? result : null) }),
    setCurrency: assign({ currency: ({ event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency : '') }),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({ id: input.id, currency: input.currency, order: null }),
  initial: 'loading',
  on: { 'CURRENCY.CHANGED': { target: '.loading', actions: 'setCurrency' } },
  states: {
    loading: {
      invoke: {
        src: 'fetchPurchaseOrder',
        input: ({ context }) => ({ id: context.id, currency: context.currency }),
        onDone: [
          { guard: { type: 'found', params: ({ event }) => event.output }, target: 'shown', actions: { type: 'keepOrder', params: ({ event }) => event.output } },
          { target: 'notFound' },
        ],
        onError: 'failed',
      },
    },
    shown: {},
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
