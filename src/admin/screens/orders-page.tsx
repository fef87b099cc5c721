import { Anchor, Badge, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { AdminOrdersDocument, type AdminOrdersQuery } from '../../../machines/admin/graphql/graphql';
import { useScreen } from '../console-actor';
import { eur, when } from '../format';
import { ScreenFrame } from '../screen-frame';
import { SearchBox, useQueryParam } from './search-box';

/** An order's status as the shop keeps it (processing, success, error): the colour of its badge. */
export const STATUS_COLOR: Record<string, string> = { processing: 'yellow', success: 'teal', error: 'red' };

/** Find an order by its id, the customer's e-mail, their SteamID64 or a trade offer's id. */
export function OrdersPage() {
  const q = useQueryParam();
  const screen = useScreen(`orders?${q}`, q ? { document: AdminOrdersDocument, variables: { q } } : null);
  return (
    <>
      <Title order={2} mb="md">
        Orders
      </Title>
      <SearchBox label="Find an order" placeholder="Order id, e-mail, SteamID64 or trade offer id" path="/orders" />
      {q && (
        <ScreenFrame<AdminOrdersQuery> screen={screen}>
          {({ orders }) =>
            orders.length === 0 ? (
              <Text c="dimmed">No order matches “{q}”.</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Customer</Table.Th>
                      <Table.Th>Items</Table.Th>
                      <Table.Th>Total</Table.Th>
                      <Table.Th>Placed</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {orders.map((order) => (
                      <Table.Tr key={order.id}>
                        <Table.Td>
                          <Anchor component={Link} href={`/orders/${order.id}`}>
                            #{order.id}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Badge miw="max-content" color={STATUS_COLOR[order.status] ?? 'gray'} variant="light">
                            {order.status}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Anchor component={Link} href={`/customers/${order.userId}`}>
                            {order.email ?? `#${order.userId}`}
                          </Anchor>
                          {order.steamId && (
                            <Text size="xs" c="dimmed">
                              {order.steamId}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{order.items}</Table.Td>
                        <Table.Td>{eur(order.total)}</Table.Td>
                        <Table.Td>{when(order.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </ScreenFrame>
      )}
    </>
  );
}
