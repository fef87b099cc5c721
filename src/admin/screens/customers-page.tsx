import { Anchor, Badge, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { AdminCustomersDocument, type AdminCustomersQuery } from '../../../machines/admin/graphql/graphql';
import { useScreen } from '../console-actor';
import { visible } from '../format';
import { ScreenFrame } from '../screen-frame';
import { SearchBox, useQueryParam } from './search-box';

/** Find a customer by e-mail, SteamID or name. */
export function CustomersPage() {
  const q = useQueryParam();
  const screen = useScreen(`customers?${q}`, q ? { document: AdminCustomersDocument, variables: { q } } : null);
  return (
    <>
      <Title order={2} mb="md">
        Customers
      </Title>
      <SearchBox label="Find a customer" placeholder="E-mail, SteamID or name" path="/customers" />
      {q && (
        <ScreenFrame<AdminCustomersQuery> screen={screen}>
          {({ customers }) =>
            customers.length === 0 ? (
              <Text c="dimmed">No customer matches “{q}”.</Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Customer</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>SteamID</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {customers.map((customer) => (
                      <Table.Tr key={customer.id}>
                        <Table.Td>
                          <Anchor component={Link} href={`/customers/${customer.id}`}>
                            {customer.email ?? `#${customer.id}`}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{visible(customer.name)}</Table.Td>
                        <Table.Td>{customer.steamId ?? '—'}</Table.Td>
                        <Table.Td>{customer.frozen && <Badge color="red">frozen</Badge>}</Table.Td>
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
