import { Anchor, Badge, Button, Card, Group, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'wouter';
import { AdminAddNoteDocument, AdminAdjustBalanceDocument, AdminCustomerDocument, AdminSetFrozenDocument, type AdminCustomerQuery, type RowFragment } from '../../../machines/admin/graphql/graphql';
import type { ScreenRef } from '../../../machines/admin/console.machine';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { eur, visible, when } from '../format';
import { ActionButton, ScreenFrame, useDraftField, useFieldError } from '../screen-frame';

const REASON = { variable: 'reason', prompt: 'Reason (goes into the audit log)', required: true };

const freezeAction = (customerId: number, frozen: boolean): ScreenAction => ({
  label: frozen ? 'Freeze' : 'Unfreeze',
  document: AdminSetFrozenDocument,
  field: 'setFrozen',
  variables: { customerId, frozen },
  ask: REASON,
  done: frozen ? 'The account is on hold.' : 'The hold is lifted.',
});

/** The amount typed (EUR, signed) goes to the API as written: it answers a wrong one with the field's message. */
const adjustAction = (customerId: number, amount: string): ScreenAction => ({
  label: `Adjust by ${amount.trim()} EUR`,
  document: AdminAdjustBalanceDocument,
  field: 'adjustBalance',
  variables: { customerId, amount },
  fromDraft: ['amount'],
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
              <Table.Td ta="right">{row.amount !== null && eur(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A balance adjustment: the signed EUR amount typed here, its reason asked before it is sent. */
function AdjustForm({ screen, customerId }: { screen: ScreenRef; customerId: number }) {
  const [amount, setAmount] = useDraftField(screen, 'amount', '');
  const error = useFieldError(screen, 'amount');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        screen.send({ type: 'ACT', action: adjustAction(customerId, amount) });
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput size="xs" label="Adjust balance (EUR)" placeholder="e.g. -5.00" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} error={error} w={150} />
        <Button type="submit" size="xs" variant="light" mt={22} disabled={amount.trim() === ''}>
          Adjust
        </Button>
      </Group>
    </form>
  );
}

/** One customer's record: profile, balance and ledger, orders, offers, payouts, sign-ins, notes; holds and adjustments. */
export function CustomerPage({ id }: { id: number }) {
  const screen = useScreen(`customer:${id}`, { document: AdminCustomerDocument, variables: { id } });
  const can = useCan();
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
                      Balance {eur(record.balance)}
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
                      {can('balance.adjust') && <AdjustForm screen={screen} customerId={id} />}
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
