import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { createHistoryMachine } from '../../../machines/history.machine';
import { useCurrency } from '../../app/app-actor';

/** Runs a history tab's actor in the current currency, toasting its failure. */
export function useHistory<Row>(machine: ReturnType<typeof createHistoryMachine<Row>>) {
  const currency = useCurrency();
  const history = useActorRef(machine, { input: { currency: currency.code } });
  const loading = useSelector(history, (s) => s.matches('loading'));
  const rows = useSelector(history, (s) => s.context.rows);
  const filter = useSelector(history, (s) => s.context.filter);
  const shownCurrency = useSelector(history, (s) => s.context.currency);
  useEffect(() => {
    if (currency.code !== shownCurrency) history.send({ type: 'CURRENCY.CHANGED', currency });
  }, [history, currency, shownCurrency]);
  useEffect(() => {
    const subscription = history.on('failed', (event) => notifications.show({ color: 'red', message: event.message }));
    return () => subscription.unsubscribe();
  }, [history]);
  return { loading, rows, filter, send: history.send };
}
