import { useCallback, useMemo } from 'react';
import type { Delivery } from '../../../machines/orders/order.actors';
import { isHeldForReview } from '../../../machines/orders/order.rules';
import { useLocale, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';

type State = Delivery['state'];

/** A point in time as the customer's language writes it, e.g. "2 December 2026 at 14:05"; '' when there is none. */
export function formatLongDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Badge colours of an offer's state: waiting, done, held, refunded, needing the buyer. */
export const STATE_COLORS: Record<State, string> = {
  QUEUED: 'blue',
  SENT: 'blue',
  ESCROW: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  EXPIRED: 'red',
  CANCELLED: 'red',
  FAILED: 'red',
  REVERSED: 'red',
  PAUSED: 'orange',
  MANUAL: 'grape',
};

/** An offer's state in words (the order page): dates in the chosen language. */
export function useDeliveryStateText(): (delivery: Delivery) => string {
  const t = useT();
  const locale = useLocale();
  const texts = useMemo<Record<State, string>>(
    () => ({
      QUEUED: t('delivery.state.queued'),
      SENT: t('delivery.state.sent'),
      ESCROW: t('delivery.state.escrow'),
      ACCEPTED: t('delivery.state.accepted'),
      DECLINED: t('delivery.state.declined'),
      EXPIRED: t('delivery.state.expired'),
      CANCELLED: t('delivery.state.cancelled'),
      FAILED: t('delivery.state.failed'),
      REVERSED: t('delivery.state.reversed'),
      PAUSED: t('delivery.state.paused'),
      MANUAL: t('delivery.state.manual'),
    }),
    [t],
  );
  const undated = t('delivery.state.escrowUndated');
  const review = t('delivery.state.review');
  return useCallback(
    (delivery: Delivery) => {
      if (isHeldForReview(delivery)) return review;
      if (delivery.state !== 'ESCROW') return texts[delivery.state];
      return delivery.holdUntil ? fill(texts.ESCROW, { date: formatLongDateTime(delivery.holdUntil, locale) }) : undated;
    },
    [texts, undated, review, locale],
  );
}

/** What happens next for an order whose deliveries wait for staff's check. */
export function useReviewNextText(): string {
  const t = useT();
  return t('order.next.review');
}

/** An offer's state in a word or two on its own card: a held one says it is being checked. */
export function useDeliveryBadgeText(): (delivery: Pick<Delivery, 'state' | 'botName'>) => string {
  const t = useT();
  const shortText = useDeliveryShortText();
  const review = t('delivery.short.review');
  return useCallback((delivery: Pick<Delivery, 'state' | 'botName'>) => (isHeldForReview(delivery) ? review : shortText(delivery.state)), [shortText, review]);
}

/** An offer's state in a word or two (a row of the order history). */
export function useDeliveryShortText(): (state: State) => string {
  const t = useT();
  return useMemo(() => {
    const refunded = t('delivery.short.refunded');
    const texts: Record<State, string> = {
      QUEUED: t('delivery.short.queued'),
      SENT: t('delivery.short.sent'),
      ESCROW: t('delivery.short.escrow'),
      ACCEPTED: t('delivery.short.accepted'),
      DECLINED: refunded,
      EXPIRED: refunded,
      CANCELLED: refunded,
      FAILED: refunded,
      REVERSED: refunded,
      PAUSED: t('delivery.short.paused'),
      MANUAL: t('delivery.short.manual'),
    };
    return (state: State) => texts[state];
  }, [t]);
}
