import { Anchor, Badge, Image, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { PurchaseRow } from '../../../machines/orders/purchase-history.actors';
import { formatDateTime } from '../../../machines/dates/date-format';
import { formatMoney } from '../../../machines/money/money';
import { purchaseHistoryMachine } from '../../../machines/orders/purchase-history.machine';
import { useLocale, useSettings, useT } from '../../app/app-actor';
import { productImageUrl } from '../../../machines/catalogue/product-image-url';
import { HistoryFilters } from '../../ui/history/history-filters';
import { HistoryTable } from '../../ui/history/history-table';
import { PurchaseConfirmation } from './purchase-confirmation';
import { useHistory } from '../../ui/history/use-history';
import { useDeliveryBadgeText } from './delivery-texts';

const STATUS_COLORS: Record<PurchaseRow['status'], string> = { SUCCESS: 'green', PROCESSING: 'yellow', ERROR: 'red' };

/**
 * Spec §2 Profile order-history tab; a row's View opens its order (issue 23) and says where its trade
 * offer stands (issue 25) with the offer's code while it waits (issue 45); the flow keeps it live.
 * Unmounting the tab stops its actor, which empties the list.
 */
export function OrderHistoryTab() {
  const t = useT();
  const locale = useLocale();
  const { imageHost } = useSettings();
  const { loading, rows, filter, send } = useHistory(purchaseHistoryMachine);
  // A delivery held for staff's check says so, as on the order page (not "Delivered by hand").
  const deliveryText = useDeliveryBadgeText();
  const columns = [t('history.id'), t('history.date'), t('history.item'), t('history.itemName'), t('history.game'), t('history.status'), t('history.total'), t('history.details')];
  const statuses: Record<PurchaseRow['status'], string> = {
    SUCCESS: t('history.status.success'),
    PROCESSING: t('history.status.processing'),
    ERROR: t('history.status.error'),
  };
  return (
    <>
      <PurchaseConfirmation />
      <HistoryFilters filter={filter} send={send} />
      <HistoryTable loading={loading} empty={rows.length === 0} columns={columns} minWidth={720} testId="order-history">
        {rows.map((row) => (
          <Table.Tr key={`${row.id}-${row.itemId}`} data-testid="order-row">
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
            <Table.Td><Image src={productImageUrl(imageHost, row.imgUrl)} alt="" w={48} h={36} fit="contain" /></Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>{row.category === 'DOTA2' ? 'DOTA 2' : 'CS2'}</Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                <Badge color={STATUS_COLORS[row.status]} variant="light">{statuses[row.status]}</Badge>
                {row.delivery && <Text size="xs" c="dimmed" data-testid="order-row-delivery">{deliveryText(row.delivery)}</Text>}
                {row.delivery?.code && <OfferCode code={row.delivery.code} />}
              </Stack>
            </Table.Td>
            <Table.Td>{formatMoney(row.sum, locale)}</Table.Td>
            <Table.Td><Anchor component={Link} href={`/orders/${row.id}`} data-testid="view-order">{t('history.view')}</Anchor></Table.Td>
          </Table.Tr>
        ))}
      </HistoryTable>
    </>
  );
}

/** Issue 45: the code Steam's offer carries ("Offer code: K7QX"), as the order page shows it. */
function OfferCode({ code }: { code: string }) {
  const t = useT();
  const [before, after = ''] = t('delivery.codeOf').split('{code}');
  return (
    <Text size="xs" data-testid="order-row-code">
      {before}
      <Text span ff="monospace" fw={800} c="yellow.4" style={{ letterSpacing: '0.08em' }}>{code}</Text>
      {after}
    </Text>
  );
}
