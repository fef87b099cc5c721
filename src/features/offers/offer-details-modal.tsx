import { Button, Group, Stack, Text } from '@mantine/core';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { formatMoney } from '../../../machines/money/money';
import type { offersMachine } from '../../../machines/offers/offers.machine';
import { useItemWord, useLocale, useModalControls, useOpenModal, useT } from '../../app/app-actor';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';
import { SupportLine } from '../../app/shell/support-line';
import { floatText } from '../../../machines/catalogue/product-facts';
import { fill } from '../../ui/fill';
import { OfferStatusBadge } from './offer-status';
import { OfferTradePanel } from './offer-trade-panel';

/** Spec §2 offer details: title, quality, desired price, our price (or 'No offer yet'); Decline and Accept for an offer; after a failed payout, why, and a way to request it again or reach support. */
export function OfferDetailsModal({ offers }: { offers: ActorRefFrom<typeof offersMachine> }) {
  const t = useT();
  const word = useItemWord();
  const locale = useLocale();
  const modals = useModalControls();
  const { subject } = useOpenModal();
  const offer = useSelector(offers, (s) => s.context.offers.find((entry) => entry.id === subject));
  const deciding = useSelector(offers, (s) => s.matches('deciding'));
  const changingTrade = useSelector(offers, (s) => s.matches('changingTrade'));
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
          {(offer.floatValue != null || offer.paintSeed != null) && (
            <Group justify="space-between" data-testid="offer-item-facts">
              <Text c="dimmed">{t('sellTrade.itemFacts')}</Text>
              <Text size="sm">{[offer.floatValue != null && fill(t('sellTrade.float'), { value: floatText(offer.floatValue) }), offer.paintSeed != null && fill(t('sellTrade.paintSeed'), { value: offer.paintSeed })].filter(Boolean).join(' · ')}</Text>
            </Group>
          )}
          <Group justify="space-between"><Text c="dimmed">{t('history.status')}</Text><OfferStatusBadge status={offer.status} /></Group>
          <OfferTradePanel
            offer={offer}
            busy={changingTrade}
            onRetry={() => offers.send({ type: 'TRADE.RETRY', id: offer.id })}
            onCancel={() => offers.send({ type: 'TRADE.CANCEL', id: offer.id })}
          />
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
