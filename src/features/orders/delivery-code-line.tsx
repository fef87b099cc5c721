import { Paper, Text } from '@mantine/core';
import type { Delivery } from '../../../machines/orders/order.actors';
import { useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';

/** "Accept only an offer from <bot> carrying this code: <CODE>", the code large: what tells our offer from a fake one. */
export function DeliveryCodeLine({ delivery }: { delivery: Delivery }) {
  const t = useT();
  const [before, after = ''] = fill(t('delivery.codeLine'), { bot: delivery.botName }).split('{code}');
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6" style={{ borderColor: 'var(--mantine-color-yellow-7)' }} data-testid="delivery-code">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {before}
        <Text span ff="monospace" fw={800} fz="xl" c="yellow.4" style={{ letterSpacing: '0.08em', whiteSpace: 'nowrap' }}>{delivery.code}</Text>
        {after}
      </Text>
    </Paper>
  );
}
