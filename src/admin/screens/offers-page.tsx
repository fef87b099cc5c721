import { OFFER_STATUS_NAMES } from '../../../contract/offers.contract';
import { Badge, Group, NativeSelect, Table, Text, Title } from '@mantine/core';
import { useLocation } from 'wouter';
import { AdminOfferActionDocument, AdminOffersDocument, type AdminOffersQuery, type OfferAction } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { amount, visible, when } from '../format';
import { ActionButton, ScreenFrame } from '../screen-frame';
import { useQueryParam } from './search-box';


const STATUSES = ['', ...OFFER_STATUS_NAMES];

const offerAction = (offerId: number, action: OfferAction): ScreenAction => ({
  label: action === 'QUOTE' ? 'Quote' : action === 'REJECT' ? 'Reject' : 'Receive',
  document: AdminOfferActionDocument,
  field: 'offerAction',
  variables: { offerId, action },
  ask: action === 'QUOTE' ? { variable: 'price', prompt: 'The shop’s price (EUR)', required: true } : undefined,
  done: action === 'QUOTE' ? 'Quoted: the customer is asked to accept.' : action === 'REJECT' ? 'Rejected.' : 'Received: the skin is in stock.',
});

/** Skins customers offer to sell: quote, reject, or receive one typed in by hand; each trade's protection countdown. */
export function OffersPage() {
  const status = useQueryParam('status');
  const [, navigate] = useLocation();
  const screen = useScreen(`offers?${status}`, { document: AdminOffersDocument, variables: { status: status || null } });
  const can = useCan();
  const now = Date.now() / 1000;
  return (
    <>
      <Group justify="space-between" mb="md" align="flex-end">
        <Title order={2}>Offers</Title>
        <NativeSelect label="Status" data={STATUSES.map((value) => ({ value, label: value || 'any' }))} value={status} onChange={(event) => navigate(event.currentTarget.value ? `/offers?status=${event.currentTarget.value}` : '/offers')} w={180} />
      </Group>
      <ScreenFrame<AdminOffersQuery> screen={screen}>
        {({ offers }) =>
          offers.length === 0 ? (
            <Text c="dimmed">No offers{status ? ` with status ${status}` : ''}.</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Offer</Table.Th>
                    <Table.Th>Skin</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Protection</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {offers.map((offer) => (
                    <Table.Tr key={offer.id}>
                      <Table.Td>
                        #{offer.id}
                        <Text size="xs" c="dimmed">
                          {when(offer.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{visible(offer.title)}</Table.Td>
                      <Table.Td>
                        <Badge miw="max-content" variant="light">{offer.status}</Badge>
                      </Table.Td>
                      <Table.Td>{offer.price === null || offer.price === undefined ? '—' : amount(offer.price, offer.currency ?? 'EUR')}</Table.Td>
                      <Table.Td>{offer.email}</Table.Td>
                      <Table.Td>{offer.protectionEndsAt ? (offer.protectionEndsAt > now ? `${Math.ceil((offer.protectionEndsAt - now) / 86400)} d left` : 'over') : '—'}</Table.Td>
                      <Table.Td>
                        {screen && (
                          <Group gap={6} wrap="nowrap">
                            {offer.status === 'new' && can('offers.quote') && (
                              <>
                                <ActionButton screen={screen} action={offerAction(offer.id, 'QUOTE')}>
                                  Quote
                                </ActionButton>
                                <ActionButton screen={screen} action={offerAction(offer.id, 'REJECT')} color="red">
                                  Reject
                                </ActionButton>
                              </>
                            )}
                            {offer.status === 'approved' && can('offers.receive') && (
                              <ActionButton screen={screen} action={offerAction(offer.id, 'RECEIVE')}>
                                Receive
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
          )
        }
      </ScreenFrame>
    </>
  );
}
