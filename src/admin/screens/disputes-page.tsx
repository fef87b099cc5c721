import { Anchor, Badge, Button, Group, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { AdminApproveDepositRefundDocument, AdminDisputesDocument, AdminRefundDepositDocument, type AdminDisputesQuery } from '../../../machines/admin/graphql/graphql';
import type { ScreenRef } from '../../../machines/admin/console.machine';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { amount, visible, when } from '../format';
import { ActionButton, ScreenFrame, useDraftField, useFieldError } from '../screen-frame';
import { DisputeEvidencePage } from './dispute-evidence';

const LOAD = { document: AdminDisputesDocument, variables: {} };
/** A dispute still waiting for the shop's answer; the others are decided or with the bank. */
const ANSWERABLE = new Set(['needs_response', 'warning_needs_response']);
const CLOSED = new Set(['won', 'lost', 'warning_closed', 'charge_refunded']);

const REFUND_DONE = 'Refunded to the card; the balance lost the amount.';

/** A fraud warning's own deposit, refunded as Stripe advises: the reason is asked first. */
const refundWarningAction = (depositId: number): ScreenAction => ({
  label: 'Refund deposit',
  document: AdminRefundDepositDocument,
  field: 'refundDeposit',
  variables: { depositId: String(depositId) },
  ask: { variable: 'reason', prompt: 'Reason (goes into the audit log)', required: true },
  done: REFUND_DONE,
});

/** Any deposit by its number, with the reason typed in the form. */
const refundFormAction: ScreenAction = {
  label: 'Refund',
  document: AdminRefundDepositDocument,
  field: 'refundDeposit',
  variables: { depositId: '', reason: '' },
  fromDraft: ['depositId', 'reason'],
  done: REFUND_DONE,
};

const approveRefundAction = (id: number): ScreenAction => ({ label: 'Approve', document: AdminApproveDepositRefundDocument, field: 'approveDepositRefund', variables: { id }, done: 'Approved: the deposit is refunded to the card.' });

type DisputeRow = AdminDisputesQuery['disputes'][number];

function StatusBadge({ status }: { status: string }) {
  const color = status === 'won' ? 'teal' : status === 'lost' ? 'red' : CLOSED.has(status) ? 'gray' : 'yellow';
  return (
    <Badge miw="max-content" variant="light" color={color}>
      {status.replaceAll('_', ' ')}
    </Badge>
  );
}

/** The provider's deadline, red once it is near (two days) or gone while the shop has not answered. */
function Deadline({ dispute }: { dispute: DisputeRow }) {
  if (dispute.evidenceDueBy === null || dispute.evidenceDueBy === undefined) return <Text size="sm">—</Text>;
  const urgent = ANSWERABLE.has(dispute.status) && dispute.evidenceDueBy * 1000 - Date.now() < 2 * 86_400_000;
  return (
    <Text size="sm" c={urgent ? 'red' : undefined} fw={urgent ? 700 : undefined}>
      {when(dispute.evidenceDueBy)}
    </Text>
  );
}

function DisputesTable({ screen, disputes }: { screen: ScreenRef; disputes: DisputeRow[] }) {
  const can = useCan();
  if (disputes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No dispute or fraud warning.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="disputes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dispute</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Evidence due</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {disputes.map((dispute) => (
            <Table.Tr key={dispute.id} data-testid={`dispute-${dispute.id}`}>
              <Table.Td>
                <Text size="sm">
                  {dispute.kind === 'dispute' ? 'Dispute' : 'Fraud warning'} · deposit #{dispute.depositId}
                </Text>
                <Text size="xs" c="dimmed" maw={200} truncate="end" title={dispute.providerId}>
                  {dispute.providerId}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={dispute.status} />
              </Table.Td>
              <Table.Td>{amount(dispute.amount, dispute.currency)}</Table.Td>
              <Table.Td>{visible(dispute.reason.replaceAll('_', ' '))}</Table.Td>
              <Table.Td>
                <Deadline dispute={dispute} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} href={`/customers/${dispute.userId}`} size="sm" display="block" maw={220} style={{ overflowWrap: 'anywhere' }}>
                  {visible(dispute.email) || `#${dispute.userId}`}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button component={Link} href={`/disputes?dispute=${dispute.id}`} size="xs" variant="default">
                    Evidence
                  </Button>
                  {dispute.kind !== 'dispute' && can('orders.refund') && (
                    <ActionButton screen={screen} action={refundWarningAction(dispute.depositId)}>
                      Refund deposit
                    </ActionButton>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A deposit refunded by its number with a reason; above the approval limit it waits for a second person. */
function RefundForm({ screen }: { screen: ScreenRef }) {
  const [depositId, setDepositId] = useDraftField<string>(screen, 'depositId', '');
  const [reason, setReason] = useDraftField<string>(screen, 'reason', '');
  const depositError = useFieldError(screen, 'depositId');
  const reasonError = useFieldError(screen, 'reason');
  return (
    <form
      aria-label="Refund a deposit"
      onSubmit={(event) => {
        event.preventDefault();
        screen.send({ type: 'ACT', action: refundFormAction });
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput label="Deposit number" placeholder="e.g. 42" value={depositId} onChange={(event) => setDepositId(event.currentTarget.value)} error={depositError} w={{ base: '100%', xs: 160 }} />
        <Textarea label="Reason" autosize minRows={1} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={reasonError} style={{ flex: '1 1 240px' }} />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={depositId.trim() === ''}>
          Refund
        </Button>
      </Group>
    </form>
  );
}

type RefundRow = NonNullable<AdminDisputesQuery['depositRefunds']>[number];

function WaitingRefunds({ screen, refunds }: { screen: ScreenRef; refunds: RefundRow[] }) {
  const can = useCan();
  if (refunds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No deposit refund waits for a second person.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="deposit-refunds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Deposit</Table.Th>
            <Table.Th>Balance loses</Table.Th>
            <Table.Th>Prepared by</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((refund) => (
            <Table.Tr key={refund.id} data-testid={`deposit-refund-${refund.id}`}>
              <Table.Td>
                #{refund.depositId}
                <Anchor component={Link} href={`/customers/${refund.userId}`} size="xs" display="block">
                  customer #{refund.userId}
                </Anchor>
              </Table.Td>
              <Table.Td>{amount(refund.eur, 'EUR')}</Table.Td>
              <Table.Td>
                {refund.preparedBy}
                <Text size="xs" c="dimmed">
                  {when(refund.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>{visible(refund.reason)}</Table.Td>
              <Table.Td>{can('payouts.approve') && <ActionButton screen={screen} action={approveRefundAction(refund.id)}>Approve</ActionButton>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DisputesList() {
  const screen = useScreen('disputes', LOAD);
  const can = useCan();
  return (
    <>
      <Title order={2} mb="md">
        Disputes and refunds
      </Title>
      <ScreenFrame<AdminDisputesQuery> screen={screen}>
        {({ disputes, depositRefunds }) =>
          screen && (
            <Stack gap="lg">
              <DisputesTable screen={screen} disputes={disputes} />
              {can('orders.refund') && (
                <Stack gap="xs">
                  <Title order={3} size="h4">
                    Refund a deposit
                  </Title>
                  <RefundForm screen={screen} />
                </Stack>
              )}
              {depositRefunds && (
                <Stack gap="xs">
                  <Title order={3} size="h4">
                    Deposit refunds waiting for approval
                  </Title>
                  <WaitingRefunds screen={screen} refunds={depositRefunds} />
                </Stack>
              )}
            </Stack>
          )
        }
      </ScreenFrame>
    </>
  );
}

/** Disputes and early fraud warnings with their deadlines, refunds of deposits, and one dispute's evidence (?dispute=<id>). */
export function DisputesPage() {
  const chosen = Number(new URLSearchParams(useSearch()).get('dispute'));
  return Number.isInteger(chosen) && chosen > 0 ? <DisputeEvidencePage id={chosen} /> : <DisputesList />;
}
