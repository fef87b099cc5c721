import { useActorRef, useSelector } from '@xstate/react';
import { priceAlertMachine } from '../../../machines/price-alerts/price-alert.machine';
import { useAppActorRef, useIsAuthenticated } from '../../app/app-actor';

/** One price-alert actor per product; the whole flow (login, loading, checks, saving, toast) runs in it. */
export function usePriceAlert(productId: string, title: string) {
  const alert = useActorRef(priceAlertMachine, { input: { productId, title, shell: useAppActorRef() } });
  const authenticated = useIsAuthenticated();
  const state = useSelector(alert, (s) => s.value as 'closed' | 'loading' | 'editing' | 'saving' | 'saved');
  const target = useSelector(alert, (s) => s.context.target);
  const error = useSelector(alert, (s) => s.context.error);
  const saved = useSelector(alert, (s) => s.context.alert);
  return {
    state,
    target,
    error,
    saved,
    open: (price: { amount: number; currency: string }) => alert.send({ type: 'OPEN', authenticated, currency: price.currency, price: price.amount }),
    change: (value: string) => alert.send({ type: 'TARGET.CHANGE', value }),
    submit: () => alert.send({ type: 'SUBMIT' }),
    edit: () => alert.send({ type: 'EDIT' }),
    close: () => alert.send({ type: 'CLOSE' }),
  };
}
