import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { HistoryEvent, HistoryFilter } from '../../../machines/history.machine';
import { useT } from '../../app/app-actor';

/** A date input's day as the DateTime the filter sends: the start or the end of that day. */
const dayBound = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : null);
const amount = (value: string | number) => (value === '' ? null : Number(value));

/** Spec §2 history filters: amount min/max, date range, a status where the tab has one, clear. */
export function HistoryFilters(props: {
  filter: HistoryFilter;
  send: (event: HistoryEvent) => void;
  statuses?: { value: string; label: string }[];
}) {
  const t = useT();
  const { filter, send, statuses } = props;
  const set = (change: Partial<HistoryFilter>) => send({ type: 'FILTER.SET', filter: change });
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <NumberInput label={t('history.amountMin')} min={0} value={filter.amountMin ?? ''} onChange={(v) => set({ amountMin: amount(v) })} w={130} />
      <NumberInput label={t('history.amountMax')} min={0} value={filter.amountMax ?? ''} onChange={(v) => set({ amountMax: amount(v) })} w={130} />
      <TextInput type="date" label={t('history.dateFrom')} onChange={(e) => set({ dateFrom: dayBound(e.currentTarget.value, false) })} w={160} />
      <TextInput type="date" label={t('history.dateTo')} onChange={(e) => set({ dateTo: dayBound(e.currentTarget.value, true) })} w={160} />
      {statuses && (
        <Select label={t('history.status')} data={statuses} value={filter.status} onChange={(status) => set({ status })} clearable w={160} comboboxProps={{ withinPortal: true }} />
      )}
      <Button variant="subtle" onClick={() => send({ type: 'FILTER.CLEAR' })}>{t('history.clear')}</Button>
    </Group>
  );
}
