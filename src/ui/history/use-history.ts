import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { createHistoryMachine } from '../../../machines/history/history.machine';
import { useAppActorRef, useCurrency } from '../../app/app-actor';

/** Runs a history tab's actor in the current currency (it toasts its own failure through the root actor). */
export function useHistory<Row>(machine: ReturnType<typeof createHistoryMachine<Row>>) {
  const currency = useCurrency();
  const history = useActorRef(machine, { input: { currency: currency.code, shell: useAppActorRef() } });
  const loading = useSelector(history, (s) => s.matches('loading'));
  const rows = useSelector(history, (s) => s.context.rows);
  const filter = useSelector(history, (s) => s.context.filter);
  const shownCurrency = useSelector(history, (s) => s.context.currency);
  useEffect(() => {
    if (currency.code !== shownCurrency) history.send({ type: 'CURRENCY.CHANGED', currency });
  }, [history, currency, shownCurrency]);
  return { loading, rows, filter, send: history.send };
}
