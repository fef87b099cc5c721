import { Center, Loader, Table, Text } from '@mantine/core';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useT } from '../../app/app-actor';
import classes from './history-table.module.css';

type WithChildren = ReactElement<{ children?: ReactNode }>;

/** Each row's cells with their column's name as data-label: the phone layout shows it beside the value. */
function labelled(rows: ReactNode, columns: string[]): ReactNode {
  return Children.map(rows, (row) =>
    isValidElement(row)
      ? cloneElement(row as WithChildren, undefined, Children.map((row as WithChildren).props.children, (cell, index) => (isValidElement(cell) ? cloneElement(cell, { 'data-label': columns[index] } as object) : cell)))
      : row,
  );
}

/** A profile tab's table (spec §2): a spinner while loading, 'No data found' when empty, else the rows (stacked on a phone). */
export function HistoryTable(props: { loading: boolean; empty: boolean; columns: string[]; minWidth: number; testId: string; children: ReactNode }) {
  const t = useT();
  if (props.loading) return <Center py="xl"><Loader role="status" aria-label={t('history.loading')} /></Center>;
  if (props.empty) return <Text c="dimmed" ta="center" py="xl">{t('history.noData')}</Text>;
  return (
    <Table.ScrollContainer minWidth={props.minWidth} className={classes.scroll}>
      <Table striped data-testid={props.testId} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{labelled(props.children, props.columns)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
