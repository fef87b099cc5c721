import { Badge } from '@mantine/core';
import type { Offer } from '../../../machines/offers/offer.actors';
import { statusTone, type StatusTone } from '../../../machines/offers/offer.rules';
import { useT } from '../../app/app-actor';

/** Spec §3's tones and issue 26's: received blue, trade failed orange, reversed red like the declines, cancelled and expired gray. */
const TONE_COLORS: Record<StatusTone, string> = { success: 'green', error: 'red', neutral: 'gray', info: 'blue', warning: 'orange' };

/** An offer status as the customer's language names it. */
export function useOfferStatusLabel(): (status: Offer['status']) => string {
  const t = useT();
  const labels: Record<Offer['status'], string> = {
    NEW: t('offers.status.new'),
    OFFER: t('offers.status.offer'),
    APPROVED: t('offers.status.approved'),
    READY_FOR_PAYOUT: t('offers.status.readyForPayout'),
    PAYOUT_PENDING: t('offers.status.payoutPending'),
    PAID: t('offers.status.paid'),
    DECLINED_BY_USER: t('offers.status.declinedByUser'),
    DECLINED_BY_SERVICE: t('offers.status.declinedByService'),
    PAYOUT_FAILED: t('offers.status.payoutFailed'),
    RECEIVED: t('sellTrade.status.received'),
    TRADE_FAILED: t('sellTrade.status.tradeFailed'),
    REVERSED: t('sellTrade.status.reversed'),
    CANCELLED: t('sellTrade.status.cancelled'),
    EXPIRED: t('sellTrade.status.expired'),
  };
  return (status) => labels[status];
}

export function OfferStatusBadge({ status }: { status: Offer['status'] }) {
  const label = useOfferStatusLabel();
  return (
    <Badge color={TONE_COLORS[statusTone(status)]} variant="light" data-testid="offer-status" data-status={status}>
      {label(status)}
    </Badge>
  );
}
