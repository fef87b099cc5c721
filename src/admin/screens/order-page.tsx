import { Anchor, Badge, Card, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'wouter';
import { AdminOrderActionDocument, AdminOrderDocument, type AdminOrderQuery, type OrderAction } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { eur, visible, when } from '../format';
import { ActionButton, ScreenFrame } from '../screen-frame';
import { STATUS_COLOR } from './orders-page';

const ORDER_ACTIONS: { action: OrderAction; label: string; permission: string; color?: string }[] = [
  { action: 'RESEND', label: 'Resend', permission: 'deliveries.manage' },
  { action: 'DELIVER', label: 'Deliver by hand', permission: 'deliveries.manage' },
  { action: 'CANCEL', label: 'Cancel', permission: 'deliveries.manage', color: 'orange' },
  { action: 'FAIL', label: 'Fail and refund', permission: 'orders.refund', color: 'red' },
];

const orderAction = (id: number, action: OrderAction, label: string): ScreenAction => ({
  label,
  document: AdminOrderActionDocument,
  field: 'orderAction',
  variables: { id, action },
  ask: { variable: 'reason', prompt: 'Reason (goes into the audit log)', required: true },
});

/** One order: its items, its trade offers, its timeline, and what staff may do about it. */
export function OrderPage({ id }: { id: number }) {
  const screen = useScreen(`order:${id}`, { document: AdminOrderDocument, variables: { id } });
  const can = useCan();
  return (
    <>
      <Group mb="md" gap="xs">
        <Anchor component={Link} href="/orders" size="sm">
          Orders
        </Anchor>
        <Text size="sm" c="dimmed">
          /
        </Text>
        <Title order={2}>Order #{id}</Title>
      </Group>
      <ScreenFrame<AdminOrderQuery> screen={screen}>
        {({ order: page }) => (
          <Stack gap="lg">
            <Card withBorder>
              <Group justify="space-between" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Group gap="xs">
                    <Badge miw="max-content" color={STATUS_COLOR[page.order.status] ?? 'gray'} variant="light" data-testid="order-status">
                      {page.order.status}
                    </Badge>
                    <Text fw={700}>{eur(page.order.total)}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    Placed {when(page.order.createdAt)}
                  </Text>
                  <Text size="sm">
                    <Anchor component={Link} href={`/customers/${page.order.customer.id}`} style={{ wordBreak: 'break-all' }}>
                      {page.order.customer.email ?? `Customer #${page.order.customer.id}`}
                    </Anchor>
                    {page.order.customer.steamId && ` · ${page.order.customer.steamId}`}
                    {page.order.customer.frozen && (
                      <Badge ml="xs" color="red" size="sm">
                        frozen
                      </Badge>
                    )}
                  </Text>
                </Stack>
                {screen && (
                  <Group gap="xs">
                    {ORDER_ACTIONS.filter(({ permission }) => can(permission)).map(({ action, label, color }) => (
                      <ActionButton key={action} screen={screen} action={orderAction(id, action, label)} color={color}>
                        {label}
                      </ActionButton>
                    ))}
                  </Group>
                )}
              </Group>
            </Card>

            <Stack gap="xs">
              <Title order={3} size="h4">
                Items
              </Title>
              <Table.ScrollContainer minWidth={360}>
                <Table>
                  <Table.Tbody>
                    {page.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>{visible(item.marketName)}</Table.Td>
                        <Table.Td ta="right">{eur(item.price)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>

            <Stack gap="xs">
              <Title order={3} size="h4">
                Trade offers
              </Title>
              {page.tradeOffers.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None sent yet.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={720}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>State</Table.Th>
                        <Table.Th>Bot</Table.Th>
                        <Table.Th>Steam offer</Table.Th>
                        <Table.Th>Code</Table.Th>
                        <Table.Th>Trade</Table.Th>
                        <Table.Th>Protection ends</Table.Th>
                        <Table.Th>Updated</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {page.tradeOffers.map((offer) => (
                        <Table.Tr key={offer.id}>
                          <Table.Td>
                            <Badge miw="max-content" variant="light" color={offer.error ? 'red' : 'gray'}>
                              {offer.state}
                            </Badge>
                            {offer.error && (
                              <Text size="xs" c="red.4">
                                {offer.error}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>{offer.botName ?? '—'}</Table.Td>
                          <Table.Td>{offer.steamOfferId ?? '—'}</Table.Td>
                          <Table.Td>{offer.code ?? '—'}</Table.Td>
                          <Table.Td>{offer.tradeId ?? '—'}</Table.Td>
                          <Table.Td>{when(offer.protectionEndsAt)}</Table.Td>
                          <Table.Td>{when(offer.updatedAt ?? offer.createdAt)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>

            <Stack gap="xs">
              <Title order={3} size="h4">
                Timeline
              </Title>
              <Timeline bulletSize={14} lineWidth={2} active={page.timeline.length} data-testid="timeline">
                {page.timeline.map((entry, index) => (
                  <Timeline.Item key={`${entry.at}-${index}`} title={visible(entry.text)}>
                    <Text size="xs" c="dimmed">
                      {when(entry.at)} · {entry.kind}
                      {entry.actor && ` · ${entry.actor}`}
                    </Text>
                    {entry.reason && <Text size="sm">Reason: {visible(entry.reason)}</Text>}
                  </Timeline.Item>
                ))}
              </Timeline>
            </Stack>
          </Stack>
        )}
      </ScreenFrame>
    </>
  );
}
