import { Anchor, Badge, Button, Card, Group, NumberInput, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { AdminAddNoteDocument, AdminAdjustBalanceDocument, AdminCustomerDocument, AdminSetFrozenDocument, type AdminCustomerQuery, type RowFragment } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { money, visible, when } from '../format';
import { ActionButton, ScreenFrame } from '../screen-frame';

const REASON = { variable: 'reason', prompt: 'Reason (goes into the audit log)', required: true };

const freezeAction = (customerId: number, frozen: boolean): ScreenAction => ({
  label: frozen ? 'Freeze' : 'Unfreeze',
  document: AdminSetFrozenDocument,
  field: 'setFrozen',
  variables: { customerId, frozen },
  ask: REASON,
  done: frozen ? 'The account is on hold.' : 'The hold is lifted.',
});

const adjustAction = (customerId: number, amount: number): ScreenAction => ({
  label: `Adjust by ${amount > 0 ? '+' : ''}${amount.toFixed(2)} EUR`,
  document: AdminAdjustBalanceDocument,
  field: 'adjustBalance',
  variables: { customerId, amount },
  ask: REASON,
  done: 'The balance is adjusted (a ledger row).',
});

const noteAction = (customerId: number): ScreenAction => ({ label: 'Add a note', document: AdminAddNoteDocument, field: 'addNote', variables: { customerId }, ask: { variable: 'text', prompt: 'Note (staff only)', required: true }, done: 'Note added.' });

function Rows({ rows, empty }: { rows: RowFragment[]; empty: string }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td w={170}>{when(row.at)}</Table.Td>
              <Table.Td>
                {visible(row.title)}
                {row.detail && (
                  <Text size="xs" c="dimmed">
                    {visible(row.detail)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{row.amountCents !== null && money(row.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One customer's record: profile, balance and ledger, orders, offers, payouts, sign-ins, notes; holds and adjustments. */
export function CustomerPage({ id }: { id: number }) {
  const screen = useScreen(`customer:${id}`, { document: AdminCustomerDocument, variables: { id } });
  const can = useCan();
  const [adjustBy, setAdjustBy] = useState<number | string>('');
  return (
    <>
      <Group mb="md" gap="xs">
        <Anchor component={Link} href="/customers" size="sm">
          Customers
        </Anchor>
        <Text size="sm" c="dimmed">
          /
        </Text>
        <Title order={2}>Customer #{id}</Title>
      </Group>
      <ScreenFrame<AdminCustomerQuery> screen={screen}>
        {({ customer: record }) => {
          const person = record.customer;
          return (
            <Stack gap="lg">
              <Card withBorder>
                <Group justify="space-between" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
                    <Group gap="xs">
                      <Text fw={700} style={{ wordBreak: 'break-all' }}>
                        {person.email}
                      </Text>
                      {person.frozen && <Badge color="red">frozen</Badge>}
                    </Group>
                    <Text size="sm">{visible(person.name)}</Text>
                    <Text size="sm" c="dimmed">
                      Steam {person.steamId ?? '—'}
                      {person.steamVerified ? ' (verified)' : ''} · customer since {when(person.createdAt)}
                    </Text>
                    {person.frozen && person.frozenReason && <Text size="sm">On hold: {visible(person.frozenReason)}</Text>}
                    <Text size="lg" fw={800} mt="xs">
                      Balance {money(record.balanceCents)}
                    </Text>
                  </Stack>
                  {screen && (
                    <Stack gap="xs" align="flex-end">
                      <Group gap="xs">
                        {can('customers.freeze') && (
                          <ActionButton screen={screen} action={freezeAction(id, !person.frozen)} color={person.frozen ? 'teal' : 'red'}>
                            {person.frozen ? 'Unfreeze' : 'Freeze'}
                          </ActionButton>
                        )}
                        <ActionButton screen={screen} action={noteAction(id)}>
                          Add a note
                        </ActionButton>
                      </Group>
                      {can('balance.adjust') && (
                        <Group gap="xs" align="flex-end" wrap="nowrap">
                          <NumberInput size="xs" label="Adjust balance (EUR)" placeholder="e.g. -5.00" decimalScale={2} value={adjustBy} onChange={setAdjustBy} w={150} />
                          <Button size="xs" variant="light" disabled={typeof adjustBy !== 'number' || adjustBy === 0} onClick={() => typeof adjustBy === 'number' && screen.send({ type: 'ACT', action: adjustAction(id, adjustBy) })}>
                            Adjust
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  )}
                </Group>
              </Card>
              <Tabs defaultValue="ledger" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="ledger">Ledger</Tabs.Tab>
                  <Tabs.Tab value="orders">Orders</Tabs.Tab>
                  <Tabs.Tab value="offers">Offers</Tabs.Tab>
                  <Tabs.Tab value="payouts">Payouts</Tabs.Tab>
                  <Tabs.Tab value="sign-ins">Sign-ins</Tabs.Tab>
                  <Tabs.Tab value="notes">Notes</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="ledger">
                  <Rows rows={record.ledger} empty="No balance change yet." />
                </Tabs.Panel>
                <Tabs.Panel value="orders">
                  <Rows rows={record.orders} empty="No orders." />
                </Tabs.Panel>
                <Tabs.Panel value="offers">
                  <Rows rows={record.offers} empty="No offers." />
                </Tabs.Panel>
                <Tabs.Panel value="payouts">
                  <Rows rows={record.payouts} empty="No payouts." />
                </Tabs.Panel>
                <Tabs.Panel value="sign-ins">
                  <Rows rows={record.signIns} empty="No sign-in recorded." />
                </Tabs.Panel>
                <Tabs.Panel value="notes">
                  <Rows rows={record.notes} empty="No staff notes." />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          );
        }}
      </ScreenFrame>
    </>
  );
}
