import { Badge, Group, Text, type BadgeProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDateTimeIn } from '../../machines/dates/date-format';
import { useLocale, useT } from '../app/app-actor';
import { useHydrated } from '../app/use-hydrated';
import { fill } from './fill';

/** "Trade-locked": the item is listed but Steam lets it be traded only after its lock (issue 25). */
export function TradeLockBadge(props: Omit<BadgeProps, 'children'>) {
  const t = useT();
  return (
    <Badge data-testid="trade-locked" color="yellow" variant="filled" radius="sm" leftSection={<IconLock size={10} stroke={2.5} />} {...props}>
      {t('product.tradeLocked')}
    </Badge>
  );
}

/**
 * "Tradable after <date>" under a disabled buy button, the date in the chosen language and the
 * browser's time zone. The server renders the page without knowing that zone, so the date is written
 * once the page is hydrated (useHydrated); the line keeps its height before.
 */
export function TradableAfterLine({ tradableAfter, size = 'xs' }: { tradableAfter: string; size?: 'xs' | 'sm' }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const date = hydrated ? formatDateTimeIn(tradableAfter, locale) : '';
  return (
    <Group gap={4} justify="center" wrap="nowrap" c="yellow.4" data-testid="tradable-after">
      <IconLock size={size === 'sm' ? 14 : 12} style={{ flex: 'none' }} aria-hidden="true" />
      <Text size={size} c="yellow.4" ta="center">
        {date ? fill(t('product.tradableAfter'), { date }) : '\u00a0'}
      </Text>
    </Group>
  );
}
