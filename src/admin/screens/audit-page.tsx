import { Anchor, Button, Code, Group, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { AdminAuditDocument, type AdminAuditQuery } from '../../../machines/admin/graphql/graphql';
import { useScreen } from '../console-actor';
import { visible, when } from '../format';
import { ScreenFrame } from '../screen-frame';

const FIELDS = [
  { name: 'actor', label: 'Actor', placeholder: 'staff id or cli:user' },
  { name: 'entity', label: 'Entity', placeholder: 'order, payout, staff…' },
  { name: 'entity_id', label: 'Entity id', placeholder: '42' },
  { name: 'action', label: 'Action', placeholder: 'order.fail…' },
  { name: 'from', label: 'From', placeholder: '', type: 'date' },
  { name: 'to', label: 'To', placeholder: '', type: 'date' },
] as const;

type FilterName = (typeof FIELDS)[number]['name'];

/** A day (YYYY-MM-DD, the operator's own time) as unix seconds: its first second, or its last for `to`. */
const seconds = (day: string, end: boolean) => (day ? Math.floor(new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).getTime() / 1000) : null);

/** The audit log, searched by actor, entity, action and date, and the same search as CSV. */
export function AuditPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const [, navigate] = useLocation();
  const get = (name: FilterName) => params.get(name) || null;
  const filter = { actor: get('actor'), entity: get('entity'), entityId: get('entity_id'), action: get('action'), from: seconds(get('from') ?? '', false), to: seconds(get('to') ?? '', true) };
  const screen = useScreen(`audit?${search}`, { document: AdminAuditDocument, variables: { filter } });
  const csv = new URLSearchParams(
    Object.entries({ actor: filter.actor, entity: filter.entity, entity_id: filter.entityId, action: filter.action, from: filter.from, to: filter.to })
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Audit log</Title>
        <Anchor href={`/api/admin/audit.csv${csv.size ? `?${csv}` : ''}`} download data-testid="audit-csv">
          Export CSV
        </Anchor>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The filters typed stay in the inputs until sent: what was searched is the address.
          const typed = new FormData(event.currentTarget);
          const next = new URLSearchParams(FIELDS.map(({ name }) => [name, String(typed.get(name) ?? '').trim()] as [string, string]).filter(([, value]) => value !== ''));
          navigate(next.size ? `/audit?${next}` : '/audit');
        }}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mb="sm">
          {FIELDS.map((field) => (
            <TextInput key={`${field.name}=${params.get(field.name) ?? ''}`} name={field.name} label={field.label} placeholder={field.placeholder} type={'type' in field ? field.type : 'text'} defaultValue={params.get(field.name) ?? ''} />
          ))}
        </SimpleGrid>
        <Button type="submit" mb="md">
          Search
        </Button>
      </form>
      <ScreenFrame<AdminAuditQuery> screen={screen}>
        {({ audit }) =>
          audit.length === 0 ? (
            <Text c="dimmed">No audit row matches.</Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Actor</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>Entity</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Before → after</Table.Th>
                    <Table.Th>IP</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audit.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(row.at)}</Table.Td>
                      <Table.Td>{row.actor}</Table.Td>
                      <Table.Td>{row.action}</Table.Td>
                      <Table.Td>
                        {row.entity} {row.entityId}
                      </Table.Td>
                      <Table.Td>{visible(row.reason)}</Table.Td>
                      <Table.Td>
                        <Code style={{ wordBreak: 'break-all' }}>{visible(row.before) || '—'}</Code> → <Code style={{ wordBreak: 'break-all' }}>{visible(row.after) || '—'}</Code>
                      </Table.Td>
                      <Table.Td>{row.ip}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </ScreenFrame>
    </>
  );
}
