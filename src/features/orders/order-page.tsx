import { Alert, Anchor, Badge, Button, Card, Container, Divider, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import { formatDateTime } from '../../../machines/dates/date-format';
import { formatMoney } from '../../../machines/money/money';
import type { PurchaseOrder } from '../../../machines/orders/order.actors';
import { orderMachine } from '../../../machines/orders/order.machine';
import { deadlineOf, isHeldForReview, timeLeft } from '../../../machines/orders/order.rules';
import type { Delivery } from '../../../machines/orders/order.actors';
import { signInRequiredMachine } from '../../../machines/auth/sign-in-required.machine';
import { productImageUrl } from '../../../machines/catalogue/product-image-url';
import { useCurrency, useLocale, useSessionStatus, useSettings, useT } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';
import { useDocumentTitle } from '../../app/use-document-title';
import { fill } from '../../ui/fill';
import { CopyFacts } from '../../ui/copy-facts';
import { IconClockHour4 } from '@tabler/icons-react';
import { SupportLine } from '../../app/shell/support-line';
import { DeliveryCard } from './delivery-card';
import { useReviewNextText } from './delivery-texts';

const ORDER_HISTORY_PATH = '/profile?tab=order-history';
const STATUS_COLORS: Record<PurchaseOrder['status'], string> = { SUCCESS: 'green', PROCESSING: 'yellow', ERROR: 'red' };

/** /orders/:id (issues 23, 25): one of the customer's orders: its items, status, its trade offers live, where they go and what happens next. */
export default function OrderPage() {
  const t = useT();
  const status = useSessionStatus();
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle(fill(t('order.title'), { id }));
  // A visitor signs in first, as on the profile: the flow asks the root itself.
  useFlow('page:sign-in-required', signInRequiredMachine, undefined);
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} href={ORDER_HISTORY_PATH} size="sm">← {t('order.toHistory')}</Anchor>
      {status === 'customer' ? <OrderDetails id={id} /> : <Loader mt="xl" role="status" aria-label={fill(t('order.title'), { id })} />}
    </Container>
  );
}

function OrderDetails({ id }: { id: string }) {
  const t = useT();
  const locale = useLocale();
  const currency = useCurrency();
  const { imageHost } = useSettings();
  // The root runs the order's flow, which follows the currency itself.
  const flow = useFlow('page:order', orderMachine, { id, currency: currency.code }, { key: id });
  const state = useSelector(flow, (s) => s);
  const order = state.context.order;
  const resuming = state.matches({ shown: { resume: 'resuming' } });
  const statusLabels: Record<PurchaseOrder['status'], string> = {
    SUCCESS: t('history.status.success'),
    PROCESSING: t('history.status.processing'),
    ERROR: t('history.status.error'),
  };
  const reviewNext = useReviewNextText();
  const nextSteps: Record<PurchaseOrder['status'], string> = {
    SUCCESS: t('order.next.success'),
    PROCESSING: t('order.next.processing'),
    ERROR: t('order.next.error'),
  };

  if (state.matches('notFound')) {
    return <Alert mt="lg" color="yellow" variant="light" title={t('order.notFound')} data-testid="order-not-found" />;
  }
  if (state.matches('failed')) {
    return (
      <Alert mt="lg" color="red" variant="light" title={t('catalogue.error')}>
        <Button size="xs" variant="light" color="red" onClick={() => flow.send({ type: 'RETRY' })}>{t('catalogue.retry')}</Button>
      </Alert>
    );
  }
  if (!order) return <Loader mt="xl" role="status" aria-label={fill(t('order.title'), { id })} />;
  return (
    <Stack gap="lg" mt="md" data-testid="order">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={1} size="h2">{fill(t('order.title'), { id: order.id })}</Title>
          <Text c="dimmed" size="sm">{formatDateTime(order.createdAt)}</Text>
        </Stack>
        <Badge size="lg" color={STATUS_COLORS[order.status]} variant="light" data-testid="order-status">{statusLabels[order.status]}</Badge>
      </Group>
      <Alert color={STATUS_COLORS[order.status]} variant="light" data-testid="order-next">
        {order.status === 'PROCESSING' && order.deliveries.some(isHeldForReview) ? reviewNext : nextSteps[order.status]}
      </Alert>
      {order.deliveries.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="deliveries-heading">
          <Title order={2} size="h4" id="deliveries-heading">{t('delivery.heading')}</Title>
          {order.deliveries.map((delivery) => (
            <DeliveryCard
              key={`${delivery.botName}-${delivery.code}`}
              delivery={delivery}
              items={order.items}
              resuming={resuming}
              onResume={() => flow.send({ type: 'RESUME' })}
              countdown={<OrderCountdown delivery={delivery} now={state.context.now} />}
            />
          ))}
        </Stack>
      )}
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Text fw={700}>{t('order.items')}</Text>
          {order.items.map((item) => (
            <Group key={item.itemId} wrap="nowrap" gap="md" data-testid="order-item">
              <Image src={productImageUrl(imageHost, item.imgUrl)} alt="" w={64} h={48} fit="contain" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} href={`/product/${item.itemId}`} c="gray.2" fw={600} style={{ overflowWrap: 'anywhere' }}>{item.title}</Anchor>
                <Text size="xs" c="dimmed">{item.category === 'DOTA2' ? 'DOTA 2' : 'CS2'}</Text>
                <CopyFacts copy={item} />
              </Stack>
              <Text fw={600}>{formatMoney(item.price, locale)}</Text>
            </Group>
          ))}
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{t('cart.total')}</Text>
            <Text fw={700} data-testid="order-total">{formatMoney(order.total, locale)}</Text>
          </Group>
        </Stack>
      </Card>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">{t('order.tradeLink')}</Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="order-trade-link">{order.tradeLink}</Text>
      </Stack>
      <SupportLine lead={t('order.questions')} />
    </Stack>
  );
}

/** Issue 45: "The offer expires in 59:12" while it waits, "… for another 6 d 23:59:12" while Steam can reverse the trade; the flow's clock moves it. */
function OrderCountdown({ delivery, now }: { delivery: Delivery; now: number }) {
  const t = useT();
  const deadline = deadlineOf(delivery, now);
  const left = deadline && timeLeft(deadline.at, now);
  if (!deadline || !left) return null;
  const time = left.days > 0 ? `${fill(t('delivery.days'), { days: left.days })} ${left.clock}` : left.clock;
  return (
    <Group gap={6} wrap="nowrap" data-testid={`countdown-${deadline.kind}`}>
      <IconClockHour4 size={18} aria-hidden style={{ flexShrink: 0 }} color={deadline.kind === 'expires' ? 'var(--mantine-color-blue-4)' : 'var(--mantine-color-yellow-5)'} />
      <Text size="sm" fw={600} role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {fill(deadline.kind === 'expires' ? t('delivery.expiresIn') : t('delivery.reversibleFor'), { time })}
      </Text>
    </Group>
  );
}
