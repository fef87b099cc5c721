import { Center, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../app/app-actor';

/** A profile tab's table (spec §2): a spinner while loading, 'No data found' when empty, else the rows. */
export function HistoryTable(props: { loading: boolean; empty: boolean; columns: string[]; minWidth: number; testId: string; children: ReactNode }) {
  const t = useT();
  if (props.loading) return <Center py="xl"><Loader role="status" aria-label={t('history.loading')} /></Center>;
  if (props.empty) return <Text c="dimmed" ta="center" py="xl">{t('history.noData')}</Text>;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table striped data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
