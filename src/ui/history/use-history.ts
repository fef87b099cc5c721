import { useSelector } from '@xstate/react';
import type { createHistoryMachine } from '../../../machines/history/history.machine';
import { useCurrency } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';

/**
 * A history tab's flow, run by the root actor while the tab is open ('page:history:<machine id>'); it
 * follows the currency and toasts its own failure itself.
 */
export function useHistory<Row>(machine: ReturnType<typeof createHistoryMachine<Row>>) {
  const currency = useCurrency();
  const history = useFlow(`page:history:${machine.id}`, machine, { currency: currency.code });
  const loading = useSelector(history, (s) => s.matches('loading'));
  const rows = useSelector(history, (s) => s.context.rows);
  const filter = useSelector(history, (s) => s.context.filter);
  return { loading, rows, filter, send: history.send };
}
