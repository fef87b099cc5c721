import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { AdminDisputeDocument, AdminSendDisputeEvidenceDocument, type AdminDisputeQuery } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { amount, visible, when } from '../format';
import { ActionButton, ScreenFrame } from '../screen-frame';

type Page = AdminDisputeQuery['dispute'];
type Evidence = Page['evidence'];

const evidenceAction = (id: number, submit: boolean): ScreenAction => ({
  label: submit ? 'Submit evidence' : 'Stage evidence',
  document: AdminSendDisputeEvidenceDocument,
  field: 'sendDisputeEvidence',
  variables: { id, submit },
  confirm: submit ? 'Submit the evidence to the bank? It cannot be changed once submitted.' : undefined,
  done: submit ? 'Submitted: the bank decides now.' : 'Staged with the provider; nothing is submitted yet.',
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Summary({ dispute }: { dispute: Page }) {
  const { deposit, customer } = dispute.evidence;
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label="State">
          <Badge variant="light">{dispute.status.replaceAll('_', ' ')}</Badge>
        </Fact>
        <Fact label="Amount">{amount(dispute.amount, dispute.currency)}</Fact>
        <Fact label="Reason">{visible(dispute.reason.replaceAll('_', ' '))}</Fact>
        <Fact label="Evidence due">{when(dispute.evidenceDueBy)}</Fact>
        <Fact label="Evidence submitted">{dispute.evidenceSubmittedAt ? when(dispute.evidenceSubmittedAt) : 'not yet'}</Fact>
        <Fact label="Taken from the balance">{dispute.fundsWithdrawn ? `${amount(dispute.taken, 'EUR')} + fee ${amount(dispute.fee, 'EUR')}${dispute.fundsReinstated ? ' (reinstated)' : ''}` : 'nothing yet'}</Fact>
        <Fact label="Deposit">
          #{deposit.id}: {amount(deposit.amount, deposit.currency)} on {when(deposit.createdAt)} ({deposit.paymentType ?? 'card'}, risk {deposit.riskLevel ?? 'normal'})
        </Fact>
        <Fact label="Customer">
          <Anchor component={Link} href={`/customers/${customer.id}`} underline="always">
            {visible(customer.email) || `#${customer.id}`}
          </Anchor>
          {customer.frozen && ` · on hold: ${visible(customer.holdReason)}`} · balance {amount(customer.balance, 'EUR')} · SteamID {customer.verifiedSteamId ? `${customer.verifiedSteamId} (Steam sign-in)` : 'not proven'}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

function SignIns({ signIns }: { signIns: Evidence['signIns'] }) {
  if (signIns.length === 0) return <Text size="sm" c="dimmed">No sign-in on record.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="evidence-sign-ins">
        <Table.Tbody>
          {signIns.map((signIn, index) => (
            <Table.Tr key={index}>
              <Table.Td>{when(signIn.at)}</Table.Td>
              <Table.Td>{signIn.method}</Table.Td>
              <Table.Td>{signIn.ip}</Table.Td>
              <Table.Td>
                <Text size="xs">{visible(signIn.userAgent)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Orders({ orders }: { orders: Evidence['orders'] }) {
  if (orders.length === 0) return <Text size="sm" c="dimmed">No order.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped data-testid="evidence-orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Items</Table.Th>
            <Table.Th>Trade offers (Steam trade, accepted by)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor component={Link} href={`/orders/${order.id}`} size="sm">
                  #{order.id}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {order.status} · {amount(order.total, 'EUR')}
                  {order.paidFromBalance ? ' from the balance' : ''} · {when(order.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{order.items.map((item) => visible(item.title)).join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                {order.tradeOffers.length === 0
                  ? '—'
                  : order.tradeOffers.map((offer) => (
                      <Text size="xs" key={offer.id}>
                        {offer.state} · offer {offer.steamOfferId ?? '—'} · trade {offer.steamTradeId ?? '—'} · {offer.partnerSteamId ?? '—'} · {when(offer.updatedAt)}
                      </Text>
                    ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Emails({ emails }: { emails: Evidence['emails'] }) {
  if (emails.length === 0) return <Text size="sm" c="dimmed">No e-mail on record.</Text>;
  return (
    <Stack gap={2}>
      {emails.map((email) => (
        <Text size="sm" key={email.jobId}>
          {email.template ?? 'e-mail'} · {email.status} · {when(email.sentAt ?? email.queuedAt)}
        </Text>
      ))}
    </Stack>
  );
}

/** One dispute and the shop's evidence in one page, staged or submitted to the provider from here. */
export function DisputeEvidencePage({ id }: { id: number }) {
  const screen = useScreen(`dispute:${id}`, { document: AdminDisputeDocument, variables: { id } });
  const can = useCan();
  return (
    <>
      <Group mb="md" gap="xs">
        <Anchor component={Link} href="/disputes" size="sm">
          Disputes and refunds
        </Anchor>
        <Text size="sm" c="dimmed">
          /
        </Text>
        <Title order={2}>Dispute #{id}</Title>
      </Group>
      <ScreenFrame<AdminDisputeQuery> screen={screen}>
        {({ dispute }) => (
          <Stack gap="lg">
            <Group justify="space-between" align="center">
              <Text size="sm" c="dimmed">
                {dispute.kind === 'dispute' ? 'Dispute' : 'Early fraud warning'} {dispute.providerId}
              </Text>
              {screen && can('orders.refund') && dispute.kind === 'dispute' && dispute.evidenceSubmittedAt === null && (
                <Group gap={6}>
                  <ActionButton screen={screen} action={evidenceAction(dispute.id, false)} variant="default">
                    Stage evidence
                  </ActionButton>
                  <ActionButton screen={screen} action={evidenceAction(dispute.id, true)} variant="filled">
                    Submit evidence
                  </ActionButton>
                </Group>
              )}
            </Group>
            <Summary dispute={dispute} />
            <Title order={3} size="h4">
              What the skins were and where they went
            </Title>
            <Orders orders={dispute.evidence.orders} />
            <Title order={3} size="h4">
              Sign-ins
            </Title>
            <SignIns signIns={dispute.evidence.signIns} />
            <Title order={3} size="h4">
              E-mails sent
            </Title>
            <Emails emails={dispute.evidence.emails} />
          </Stack>
        )}
      </ScreenFrame>
    </>
  );
}
