import { Button, Group, Stack, Text } from '@mantine/core';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { formatMoney } from '../../../machines/app/money';
import type { offersMachine } from '../../../machines/offers/offers.machine';
import { useItemWord, useLocale, useModalControls, useOpenModal, useT } from '../../app/app-actor';
import { AccountModal } from '../account/account-modal';
import { FormMessage } from '../account/form-message';
import { SupportLine } from '../../app/shell/support-line';

/** Spec §2 offer details: title, quality, desired price, our price (or 'No offer yet'); Decline and Accept for an offer; after a failed payout, why, and a way to request it again or reach support. */
export function OfferDetailsModal({ offers }: { offers: ActorRefFrom<typeof offersMachine> }) {
  const t = useT();
  const word = useItemWord();
  const locale = useLocale();
  const modals = useModalControls();
  const { subject } = useOpenModal();
  const offer = useSelector(offers, (s) => s.context.offers.find((entry) => entry.id === subject));
  const deciding = useSelector(offers, (s) => s.matches('deciding'));
  const error = useSelector(offers, (s) => s.context.error);
  return (
    <AccountModal modal="offerDetails" title={offer?.title ?? t('offers.details')}>
      {offer && (
        <Stack gap="xs">
          <Group justify="space-between"><Text c="dimmed">{t('offers.quality')}</Text><Text>{word(offer.quality)}</Text></Group>
          <Group justify="space-between"><Text c="dimmed">{t('offers.desiredPrice')}</Text><Text>{formatMoney(offer.userPrice, locale)} {offer.userPrice.currency}</Text></Group>
          <Group justify="space-between">
            <Text c="dimmed">{t('offers.ourPrice')}</Text>
            <Text fw={700} data-testid="our-price">{offer.servicePrice ? `${formatMoney(offer.servicePrice, locale)} ${offer.servicePrice.currency}` : t('offers.noOfferYet')}</Text>
          </Group>
          {offer.payout?.message && <Text size="sm" c="red" data-testid="payout-message">{offer.payout.message}</Text>}
          {offer.status === 'PAYOUT_FAILED' && (
            <>
              <SupportLine lead={t('offers.payoutFailedHelp')} testId="payout-failed-help" />
              <Button mt="sm" onClick={() => modals.open('acceptOffer', undefined, offer.id)} data-testid="details-payout-again">{t('offers.requestAgain')}</Button>
            </>
          )}
          <FormMessage error={error} />
          {offer.status === 'OFFER' && (
            <Group grow mt="sm">
              <Button variant="default" loading={deciding} onClick={() => offers.send({ type: 'DECIDE', id: offer.id, accept: false })}>{t('offers.decline')}</Button>
              <Button loading={deciding} onClick={() => offers.send({ type: 'DECIDE', id: offer.id, accept: true })} data-testid="accept-offer">{t('offers.accept')}</Button>
            </Group>
          )}
        </Stack>
      )}
    </AccountModal>
  );
}
