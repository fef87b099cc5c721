import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { priceAlertMachine } from '../../../machines/price-alerts/price-alert.machine';
import { useFlow } from '../../app/use-flow';

/** One price-alert flow per product, run by the root; the whole flow (login, loading, checks, saving, toast) runs in it. */
export function usePriceAlert(productId: string, title: string) {
  // One id per button: the same product shown twice has two flows, each stopped with its own button.
  const alert = useFlow(`page:price-alert:${productId}:${useId()}`, priceAlertMachine, { productId, title });
  // An open waiting for start-up to know the session shows as the closed dialog, as it did before.
  const state = useSelector(alert, (s) => (s.matches('awaitingSession') ? 'closed' : (s.value as 'closed' | 'loading' | 'editing' | 'saving' | 'saved')));
  const target = useSelector(alert, (s) => s.context.target);
  const error = useSelector(alert, (s) => s.context.error);
  const saved = useSelector(alert, (s) => s.context.alert);
  return {
    state,
    target,
    error,
    saved,
    open: (price: { amount: number; currency: string }) => alert.send({ type: 'OPEN', currency: price.currency, price: price.amount }),
    change: (value: string) => alert.send({ type: 'TARGET.CHANGE', value }),
    submit: () => alert.send({ type: 'SUBMIT' }),
    edit: () => alert.send({ type: 'EDIT' }),
    close: () => alert.send({ type: 'CLOSE' }),
  };
}
