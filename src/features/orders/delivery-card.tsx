import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconExternalLink, IconShieldCheck } from '@tabler/icons-react';
import type { Delivery, PurchaseOrder } from '../../../machines/orders/order.actors';
import { useLocale, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { DeliveryCodeLine } from './delivery-code-line';
import { isHeldForReview } from '../../../machines/orders/order.rules';
import { formatLongDateTime, STATE_COLORS, useDeliveryBadgeText, useDeliveryStateText } from './delivery-texts';
import { PausedDeliveryAlert } from './paused-delivery-alert';

/** States in which the buyer still has to tell our offer from a fake one. */
const CODE_MATTERS: ReadonlySet<Delivery['state']> = new Set(['QUEUED', 'SENT', 'MANUAL']);

interface DeliveryCardProps {
  delivery: Delivery;
  items: PurchaseOrder['items'];
  resuming: boolean;
  onResume: () => void;
  /** Issue 45: the order page's countdown to this offer's expiry or to the end of its reversal window. */
  countdown?: ReactNode;
}

/** One trade offer of an order (issue 25): where it stands, which bot sends it, its code and what the buyer can do. */
export function DeliveryCard({ delivery, items, resuming, onResume, countdown }: DeliveryCardProps) {
  const t = useT();
  const locale = useLocale();
  const stateText = useDeliveryStateText();
  const badgeText = useDeliveryBadgeText();
  const titles = delivery.itemIds.map((id) => items.find((item) => item.itemId === id)?.title).filter(Boolean);
  const reversibleUntil = delivery.state === 'ACCEPTED' && delivery.protectedUntil && Date.parse(delivery.protectedUntil) > Date.now() ? delivery.protectedUntil : null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="delivery" data-state={delivery.state} data-review={isHeldForReview(delivery) || undefined}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} data-testid="delivery-bot">{fill(t('delivery.from'), { bot: delivery.botName })}</Text>
            <Text fw={700} size="lg" lh={1.3} data-testid="delivery-state">{stateText(delivery)}</Text>
          </Stack>
          <Badge color={isHeldForReview(delivery) ? 'yellow' : STATE_COLORS[delivery.state]} variant="light" style={{ flexShrink: 0 }}>{badgeText(delivery)}</Badge>
        </Group>
        {titles.length > 0 && <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{titles.join(' · ')}</Text>}
        {CODE_MATTERS.has(delivery.state) ? (
          <DeliveryCodeLine delivery={delivery} />
        ) : (
          <Text size="sm" c="dimmed">{fill(t('delivery.codeOf'), { code: delivery.code })}</Text>
        )}
        {delivery.state === 'SENT' && delivery.offerUrl && (
          <Button component="a" href={delivery.offerUrl} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }} data-testid="open-offer">
            {t('delivery.openOffer')}
          </Button>
        )}
        {countdown}
        {reversibleUntil && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconShieldCheck size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} color="var(--mantine-color-yellow-5)" />
            <Text size="sm" data-testid="delivery-protection">{fill(t('delivery.protectedUntil'), { date: formatLongDateTime(reversibleUntil, locale) })}</Text>
          </Group>
        )}
        {delivery.state === 'PAUSED' && <PausedDeliveryAlert resuming={resuming} onResume={onResume} />}
      </Stack>
    </Card>
  );
}
