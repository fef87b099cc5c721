import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { AdminApproveDocument, AdminPayoutActionDocument, AdminPayoutsDocument, type AdminPayoutsQuery, type PayoutAction } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { amount, visible, when } from '../format';
import { ActionButton, ScreenFrame } from '../screen-frame';

const LOAD = { document: AdminPayoutsDocument, variables: {} };
/** Paid payouts need nobody; a failed one stays listed with its message. */
const DONE = new Set(['paid', 'completed']);
const ACTIONABLE = new Set(['pending', 'awaiting_card']);

const payoutAction = (offerId: number, action: PayoutAction, label: string): ScreenAction => ({
  label,
  document: AdminPayoutActionDocument,
  field: 'payoutAction',
  variables: { offerId, action },
  ask: action === 'FAIL' ? { variable: 'reason', prompt: 'Message (the customer is told why)', required: true } : undefined,
  done: action === 'COMPLETE' ? 'Payout completed.' : action === 'APPROVE' ? 'Payout approved.' : 'Payout failed; the amount is back on the balance.',
});

const approveAction = (approvalId: number): ScreenAction => ({ label: 'Approve', document: AdminApproveDocument, field: 'approve', variables: { approvalId }, done: 'Approved.' });

/** SEPA payouts waiting for a person (complete, or fail with a message) and the changes waiting for a second person's approval. */
export function PayoutsPage() {
  const screen = useScreen('payouts', LOAD);
  const can = useCan();
  return (
    <>
      <Title order={2} mb="md">
        Payouts
      </Title>
      <ScreenFrame<AdminPayoutsQuery> screen={screen}>
        {({ payouts, approvals }) => {
          const open = payouts.filter((payout) => !DONE.has(payout.status));
          return (
            <Stack gap="lg">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  Waiting for approval
                </Title>
                {approvals.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Nothing waits for a second person.
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={600}>
                    <Table striped data-testid="approvals">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>What</Table.Th>
                          <Table.Th>Amount</Table.Th>
                          <Table.Th>Prepared by</Table.Th>
                          <Table.Th>Reason</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {approvals.map((approval) => (
                          <Table.Tr key={approval.id}>
                            <Table.Td>
                              {approval.kind} #{approval.entityId}
                            </Table.Td>
                            <Table.Td>{amount(approval.amount, 'EUR')}</Table.Td>
                            <Table.Td>
                              {approval.preparedBy}
                              <Text size="xs" c="dimmed">
                                {when(approval.preparedAt)}
                              </Text>
                            </Table.Td>
                            <Table.Td>{visible(approval.reason)}</Table.Td>
                            <Table.Td>{screen && can('payouts.approve') && <ActionButton screen={screen} action={approveAction(approval.id)}>Approve</ActionButton>}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  Payouts to handle
                </Title>
                {open.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No payout waits for a person.
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={820}>
                    <Table striped data-testid="payouts">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Offer</Table.Th>
                          <Table.Th>Status</Table.Th>
                          <Table.Th>Amount</Table.Th>
                          <Table.Th>To</Table.Th>
                          <Table.Th>Requested</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {open.map((payout) => (
                          <Table.Tr key={payout.id} data-testid={`payout-${payout.offerId}`}>
                            <Table.Td>#{payout.offerId}</Table.Td>
                            <Table.Td>
                              <Badge miw="max-content" variant="light" color={payout.status === 'failed' ? 'red' : 'yellow'}>
                                {payout.status}
                              </Badge>
                              {payout.message && (
                                <Text size="xs" c="dimmed">
                                  {visible(payout.message)}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td>{amount(payout.amount, payout.currency)}</Table.Td>
                            <Table.Td>
                              {visible([payout.firstName, payout.lastName].filter(Boolean).join(' ')) || payout.email}
                              <Text size="xs" c="dimmed">
                                {payout.method}
                                {payout.maskedIban && ` · ${payout.maskedIban}`}
                                {payout.reference && ` · ${payout.reference}`}
                              </Text>
                            </Table.Td>
                            <Table.Td>{when(payout.createdAt)}</Table.Td>
                            <Table.Td>
                              {screen && ACTIONABLE.has(payout.status) && (
                                <Group gap={6} wrap="nowrap">
                                  {can('payouts.complete') && <ActionButton screen={screen} action={payoutAction(payout.offerId, 'COMPLETE', 'Complete')}>Complete</ActionButton>}
                                  {can('payouts.complete') && (
                                    <ActionButton screen={screen} action={payoutAction(payout.offerId, 'FAIL', 'Fail')} color="red">
                                      Fail
                                    </ActionButton>
                                  )}
                                </Group>
                              )}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Stack>
          );
        }}
      </ScreenFrame>
    </>
  );
}
