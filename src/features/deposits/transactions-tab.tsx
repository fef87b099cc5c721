import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'wouter';
import type { DepositRow } from '../../../machines/deposit/deposit.actors';
import { depositHistoryMachine } from '../../../machines/deposit/deposit-history.machine';
import { formatDateTime } from '../../../machines/dates/date-format';
import { formatMoney } from '../../../machines/money/money';
import { useLocale, useT } from '../../app/app-actor';
import { HistoryFilters } from '../../ui/history/history-filters';
import { HistoryTable } from '../../ui/history/history-table';
import { useHistory } from '../../ui/history/use-history';

const STATUS_COLORS: Record<DepositRow['status'], string> = { SUCCESS: 'green', PENDING: 'yellow', ERROR: 'red' };

/** Spec §2 Profile transactions tab (deposit history). Unmounting it empties the list. */
export function TransactionsTab() {
  const t = useT();
  const locale = useLocale();
  const { loading, rows, filter, send } = useHistory(depositHistoryMachine);
  const statuses: Record<DepositRow['status'], string> = {
    SUCCESS: t('history.status.success'),
    PENDING: t('transactions.status.pending'),
    ERROR: t('history.status.error'),
  };
  const columns = [t('history.id'), t('history.date'), t('transactions.type'), t('history.status'), t('history.total'), t('history.details')];
  return (
    <>
      <HistoryFilters filter={filter} send={send} statuses={Object.entries(statuses).map(([value, label]) => ({ value, label }))} />
      <HistoryTable loading={loading} empty={rows.length === 0} columns={columns} minWidth={640} testId="transactions">
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="transaction-row">
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
            <Table.Td>{t('transactions.topUp')}</Table.Td>
            <Table.Td><Badge color={STATUS_COLORS[row.status]} variant="light">{statuses[row.status]}</Badge></Table.Td>
            {/* Issue 45: the amount once, in the customer's format ("€50.00", not "€50.00 EUR"). */}
            <Table.Td>{formatMoney(row.sum, locale)}</Table.Td>
            <Table.Td>
              {row.status === 'PENDING' ? (
                <Anchor component={Link} href={`/processing-payment?order_id=${row.id}`}>{t('transactions.checkStatus')}</Anchor>
              ) : (
                '—'
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </HistoryTable>
    </>
  );
}
