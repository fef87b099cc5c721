import { Anchor, Badge, Button, Center, Group, Image, Loader, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { PurchaseRow } from '../../../machines/cart.actors';
import { formatDateTime } from '../../../machines/date-format';
import { formatMoney } from '../../../machines/money';
import { purchaseHistoryMachine, type HistoryFilter } from '../../../machines/purchase-history.machine';
import { useCurrency, useLocale, useSettings, useT } from '../../app/app-actor';
import { productImageUrl } from '../catalogue/product-image-url';

const STATUS_COLORS: Record<PurchaseRow['status'], string> = { SUCCESS: 'green', PROCESSING: 'yellow', ERROR: 'red' };
/** A date input's day as the DateTime the filter sends: the start or the end of that day. */
const dayBound = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : null);

/** Spec §2 Profile order-history tab. Unmounting the tab stops its actor, which empties the list. */
export function OrderHistoryTab() {
  const t = useT();
  const currency = useCurrency();
  const history = useActorRef(purchaseHistoryMachine, { input: { currency: currency.code } });
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

  const set = (change: Partial<HistoryFilter>) => history.send({ type: 'FILTER.SET', filter: change });
  const amount = (value: string | number) => (value === '' ? null : Number(value));

  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <NumberInput label={t('history.amountMin')} min={0} value={filter.amountMin ?? ''} onChange={(v) => set({ amountMin: amount(v) })} w={130} />
        <NumberInput label={t('history.amountMax')} min={0} value={filter.amountMax ?? ''} onChange={(v) => set({ amountMax: amount(v) })} w={130} />
        <TextInput type="date" label={t('history.dateFrom')} onChange={(e) => set({ dateFrom: dayBound(e.currentTarget.value, false) })} w={160} />
        <TextInput type="date" label={t('history.dateTo')} onChange={(e) => set({ dateTo: dayBound(e.currentTarget.value, true) })} w={160} />
        <Button variant="subtle" onClick={() => history.send({ type: 'FILTER.CLEAR' })}>{t('history.clear')}</Button>
      </Group>
      {loading ? (
        <Center py="xl"><Loader aria-label={t('history.loading')} /></Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">{t('history.noData')}</Text>
      ) : (
        <HistoryTable rows={rows} />
      )}
    </>
  );
}

function HistoryTable({ rows }: { rows: PurchaseRow[] }) {
  const t = useT();
  const locale = useLocale();
  const { imageHost } = useSettings();
  const columns = [t('history.id'), t('history.date'), t('history.item'), t('history.itemName'), t('history.game'), t('history.status'), t('history.total'), t('history.details')];
  const statuses: Record<PurchaseRow['status'], string> = {
    SUCCESS: t('history.status.success'),
    PROCESSING: t('history.status.processing'),
    ERROR: t('history.status.error'),
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="order-history">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.id}-${row.itemId}`} data-testid="order-row">
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
              <Table.Td><Image src={productImageUrl(imageHost, row.imgUrl)} alt="" w={48} h={36} fit="contain" /></Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.category === 'DOTA2' ? 'DOTA 2' : 'CS2'}</Table.Td>
              <Table.Td><Badge color={STATUS_COLORS[row.status]} variant="light">{statuses[row.status]}</Badge></Table.Td>
              <Table.Td>{formatMoney(row.sum, locale)}</Table.Td>
              <Table.Td><Anchor component={Link} href={`/product/${row.itemId}`}>{t('history.view')}</Anchor></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
