import { Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../machines/dates/date-format';
import { countdownParts } from '../../../machines/offers/sell-trade.rules';
import { useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';

/** The clock a countdown shows, ticking each second until `until` (ms) has passed. Display only: the offers flow reloads the list itself. */
function useNowUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const done = now >= until;
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, done]);
  return now;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "Unlocks in 2 d 03:04:05" (days only when there are any). */
export function useCountdownText(until: number): string {
  const t = useT();
  const { days, hours, minutes, seconds } = countdownParts(until, useNowUntil(until));
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return fill(t('sellTrade.unlocksIn'), { time: days > 0 ? `${fill(t('sellTrade.days'), { days })} ${clock}` : clock });
}

/** A received offer's payout: the date it unlocks (DD.MM.YYYY HH:MM) and a live countdown to it. */
export function PayoutCountdown({ unlocksAt, compact = false }: { unlocksAt: string; compact?: boolean }) {
  const t = useT();
  const countdown = useCountdownText(Date.parse(unlocksAt));
  if (compact) return <Text size="xs" c="blue.3" data-testid="payout-countdown">{countdown}</Text>;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconClockHour4 size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-blue-4)" />
      <Stack gap={0}>
        <Text size="sm" data-testid="payout-unlocks">{fill(t('sellTrade.payoutUnlocks'), { date: formatDateTime(unlocksAt) })}</Text>
        <Text fw={700} ff="monospace" c="blue.3" data-testid="payout-countdown" aria-live="off">{countdown}</Text>
      </Stack>
    </Group>
  );
}
