import { ActionIcon, Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { formatDateTimeIn } from '../../../machines/dates/date-format';
import { formatMoney } from '../../../machines/money/money';
import type { PriceAlert } from '../../../machines/price-alerts/price-alerts.actors';
import { wishlistMachine } from '../../../machines/price-alerts/wishlist.machine';
import { useCurrency, useLocale, useT } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';
import { fill } from '../../ui/fill';

/** Issue 27, the profile's Wishlist tab: each price alert with its target, the cheapest copy now and whether the e-mail went out. */
export function WishlistTab() {
  const t = useT();
  const currency = useCurrency();
  // Loading, deleting, the toasts and the currency run in the machine, which the root runs.
  const wishlist = useFlow('page:wishlist', wishlistMachine, { currency: currency.code });
  const state = useSelector(wishlist, (s) => s.value as 'loading' | 'failed' | 'ready' | 'refreshing' | 'deleting');
  const alerts = useSelector(wishlist, (s) => s.context.alerts);
  const deleting = useSelector(wishlist, (s) => s.context.deleting);

  if (state === 'loading') {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('profile.loading')} />
      </Center>
    );
  }
  if (state === 'failed') {
    return (
      <Alert color="red" variant="light" data-testid="wishlist-failed">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('wishlist.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => wishlist.send({ type: 'RETRY' })}>{t('wishlist.retry')}</Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="wishlist">
      <Text size="sm" c="dimmed">{t('wishlist.intro')}</Text>
      {alerts.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl" data-testid="wishlist-empty">{t('wishlist.empty')}</Text>
      ) : (
        alerts.map((alert) => (
          <WishlistRow key={alert.id} alert={alert} deleting={deleting === alert.id} busy={deleting !== null} onDelete={() => wishlist.send({ type: 'DELETE', id: alert.id })} />
        ))
      )}
    </Stack>
  );
}

function WishlistRow({ alert, deleting, busy, onDelete }: { alert: PriceAlert; deleting: boolean; busy: boolean; onDelete: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="md" data-testid="wishlist-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
          {alert.lowestProductId ? (
            <Anchor component={Link} href={`/product/${alert.lowestProductId}`} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="wishlist-title">
              {alert.title}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="wishlist-title">{alert.title}</Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing={4}>
            <Fact label={t('wishlist.target')} value={formatMoney(alert.targetPrice, locale)} testId="wishlist-target" />
            <Fact label={t('wishlist.lowest')} value={alert.lowestPrice ? formatMoney(alert.lowestPrice, locale) : t('wishlist.noneListed')} testId="wishlist-lowest" />
            <div>
              {alert.notifiedAt ? (
                <>
                  <Badge color="teal" variant="light" tt="none" data-testid="wishlist-status">{t('wishlist.sent')}</Badge>
                  <Text size="xs" c="dimmed" mt={4} data-testid="wishlist-sent-at">{formatDateTimeIn(alert.notifiedAt, locale)}</Text>
                </>
              ) : (
                <Badge color="gray" variant="light" tt="none" data-testid="wishlist-status">{t('wishlist.waiting')}</Badge>
              )}
            </div>
          </SimpleGrid>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          loading={deleting}
          disabled={busy && !deleting}
          onClick={onDelete}
          aria-label={fill(t('wishlist.deleteLabel'), { title: alert.title })}
          title={t('wishlist.delete')}
          data-testid="wishlist-delete"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" fw={500} data-testid={testId}>{value}</Text>
    </div>
  );
}
