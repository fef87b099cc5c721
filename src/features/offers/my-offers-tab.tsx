import { Anchor, Button, Group, Table } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { formatDateTime } from '../../../machines/dates/date-format';
import { formatMoney } from '../../../machines/money/money';
import { offersMachine } from '../../../machines/offers/offers.machine';
import { useCurrency, useLocale, useModalControls, useOpenModal, useT } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';
import { AcceptOfferModal } from './accept-offer-modal';
import { HistoryTable } from '../../ui/history/history-table';
import { OfferDetailsModal } from './offer-details-modal';
import { OfferStatusBadge } from './offer-status';
import { PayoutCountdown } from './payout-countdown';

/** Spec §2 Profile my-offers tab: the offers, NEW OFFER, View (details) or Withdraw (accept offer). */
export function MyOffersTab() {
  const t = useT();
  const locale = useLocale();
  const currency = useCurrency();
  const modals = useModalControls();
  const { open } = useOpenModal();
  // The list and its decisions (toasts, closing the details, the offer-accepted page) run in the machine.
  // The root runs it ('page:my-offers'); it follows the currency itself.
  const offers = useFlow('page:my-offers', offersMachine, { currency: currency.code });
  const loading = useSelector(offers, (s) => s.matches('loading'));
  const list = useSelector(offers, (s) => s.context.offers);

  const columns = [t('history.id'), t('history.date'), t('offers.skinName'), t('history.status'), t('history.total'), t('history.details')];
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button onClick={() => modals.open('sellSkin')} data-testid="new-offer">{t('offers.new')}</Button>
      </Group>
      <HistoryTable loading={loading} empty={list.length === 0} columns={columns} minWidth={640} testId="offers">
        {list.map((offer) => (
          <Table.Tr key={offer.id} data-testid="offer-row">
            <Table.Td>{offer.id}</Table.Td>
            <Table.Td>{formatDateTime(offer.createdAt)}</Table.Td>
            <Table.Td>{offer.title}</Table.Td>
            <Table.Td>
              <OfferStatusBadge status={offer.status} />
              {offer.status === 'RECEIVED' && offer.payoutUnlocksAt && <PayoutCountdown unlocksAt={offer.payoutUnlocksAt} compact />}
            </Table.Td>
            <Table.Td>{formatMoney(offer.servicePrice ?? offer.userPrice, locale)}</Table.Td>
            <Table.Td>
              {offer.status === 'READY_FOR_PAYOUT' ? (
                <Anchor component="button" type="button" onClick={() => modals.open('acceptOffer', undefined, offer.id)} data-testid="withdraw">{t('offers.withdraw')}</Anchor>
              ) : offer.status === 'PAYOUT_FAILED' ? (
                <Group gap="sm" wrap="nowrap">
                  <Anchor component="button" type="button" onClick={() => modals.open('acceptOffer', undefined, offer.id)} data-testid="payout-again">{t('offers.requestAgain')}</Anchor>
                  <Anchor component="button" type="button" onClick={() => modals.open('offerDetails', undefined, offer.id)} data-testid="view-offer">{t('history.view')}</Anchor>
                </Group>
              ) : (
                <Anchor component="button" type="button" onClick={() => modals.open('offerDetails', undefined, offer.id)} data-testid="view-offer">{t('history.view')}</Anchor>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </HistoryTable>
      <OfferDetailsModal offers={offers} />
      {open === 'acceptOffer' && <AcceptOfferModal offersRef={offers} />}
    </>
  );
}
