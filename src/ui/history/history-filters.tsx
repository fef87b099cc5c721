import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import type { HistoryEvent, HistoryFilter } from '../../../machines/history/history.machine';
import { useT } from '../../app/app-actor';
import { DayInput } from './day-input';

/** A day (YYYY-MM-DD) as the DateTime the filter sends: the start or the end of that day, in the browser's time zone. */
const dayBound = (day: string | null, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : null);

/** Spec §2 history filters: amount min/max, date range, a status where the tab has one, clear. */
export function HistoryFilters(props: {
  filter: HistoryFilter;
  send: (event: HistoryEvent) => void;
  statuses?: { value: string; label: string }[];
}) {
  const t = useT();
  const { filter, send, statuses } = props;
  // The inputs keep what is being typed ('1.' on the way to '1.5'); Clear remounts them empty.
  const [generation, setGeneration] = useState(0);
  const set = (change: Partial<HistoryFilter>) => send({ type: 'FILTER.SET', filter: change });
  const amount = (field: 'amountMin' | 'amountMax') => (value: string | number) => {
    if (value === '') set({ [field]: null });
    else if (typeof value === 'number') set({ [field]: value });
  };
  return (
    <Group key={generation} align="flex-end" gap="sm" mb="md" wrap="wrap">
      <NumberInput label={t('history.amountMin')} min={0} decimalScale={2} defaultValue={filter.amountMin ?? ''} onChange={amount('amountMin')} w={130} />
      <NumberInput label={t('history.amountMax')} min={0} decimalScale={2} defaultValue={filter.amountMax ?? ''} onChange={amount('amountMax')} w={130} />
      <DayInput label={t('history.dateFrom')} onDay={(day) => set({ dateFrom: dayBound(day, false) })} testId="history-date-from" />
      <DayInput label={t('history.dateTo')} onDay={(day) => set({ dateTo: dayBound(day, true) })} testId="history-date-to" />
      {statuses && (
        <Select label={t('history.status')} data={statuses} value={filter.status} onChange={(status) => set({ status })} clearable w={160} comboboxProps={{ withinPortal: true }} />
      )}
      <Button
        variant="subtle"
        onClick={() => {
          send({ type: 'FILTER.CLEAR' });
          setGeneration((was) => was + 1);
        }}
      >
        {t('history.clear')}
      </Button>
    </Group>
  );
}
