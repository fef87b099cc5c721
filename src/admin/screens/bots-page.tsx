import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ScreenRef } from '../../../machines/admin/console.machine';
import { AdminBotActionDocument, AdminBotsDocument, type AdminBotsQuery, type BotAction } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { visible, when } from '../format';
import { ActionButton, ScreenFrame } from '../screen-frame';

type Bot = AdminBotsQuery['bots'][number];

const LOAD = { document: AdminBotsDocument, variables: {} };
/** The bots' stock and errors change by themselves (trades, syncs): the screen reads them again this often. */
const REFRESH_MS = 15_000;

const STATUS: Record<string, { color: string; label: string }> = {
  live: { color: 'teal', label: 'live' },
  paused: { color: 'yellow', label: 'paused' },
  error: { color: 'red', label: 'error' },
};

const botAction = (name: string, action: BotAction): ScreenAction => ({
  label: action === 'PAUSE' ? `Pause ${name}` : action === 'RESUME' ? `Resume ${name}` : `Sync ${name} now`,
  document: AdminBotActionDocument,
  field: 'botAction',
  variables: { name, action },
  ask: action === 'PAUSE' ? { variable: 'reason', prompt: 'Reason (goes into the audit log). The bot sends nothing and its stock leaves the shop until resumed.', required: true } : undefined,
  confirm: action === 'RESUME' ? `${name} sends the trade offers that waited, and its stock goes back on sale.` : undefined,
  done: action === 'PAUSE' ? `${name} is paused: its stock is off sale.` : action === 'RESUME' ? `${name} is live again.` : `${name} is synced with its inventory.`,
});

/** Each trade bot's stock and state; pause (with a reason) and resume, and a stock sync now. */
export function BotsPage() {
  const screen = useScreen('bots', LOAD, REFRESH_MS);
  return (
    <>
      <Title order={2} mb="md">
        Bots
      </Title>
      <ScreenFrame<AdminBotsQuery> screen={screen}>
        {({ bots }) =>
          bots.length === 0 ? (
            <Text c="dimmed">This shop has no trade bot.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {bots.map((bot) => screen && <BotCard key={bot.name} screen={screen} bot={bot} />)}
            </SimpleGrid>
          )
        }
      </ScreenFrame>
    </>
  );
}

function Count({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function BotCard({ screen, bot }: { screen: ScreenRef; bot: Bot }) {
  const can = useCan();
  const status = STATUS[bot.status] ?? { color: 'gray', label: bot.status };
  const paused = bot.status === 'paused';
  return (
    <Card withBorder data-testid={`bot-${bot.name}`}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Title order={3} size="h4">
              {bot.name}
            </Title>
            <Badge color={status.color} variant="light" data-testid="bot-status">
              {status.label}
            </Badge>
          </Group>
          {can('bots.manage') && (
            <Group gap={6}>
              {paused ? (
                <ActionButton screen={screen} action={botAction(bot.name, 'RESUME')} color="teal">
                  Resume
                </ActionButton>
              ) : (
                <>
                  <ActionButton screen={screen} action={botAction(bot.name, 'SYNC')} variant="default">
                    Sync now
                  </ActionButton>
                  <ActionButton screen={screen} action={botAction(bot.name, 'PAUSE')} color="yellow">
                    Pause
                  </ActionButton>
                </>
              )}
            </Group>
          )}
        </Group>
        {paused && (
          <Alert color="yellow" variant="light" title="Paused: it sends nothing and its stock is off sale" data-testid="paused-reason">
            <Text size="sm">{visible(bot.pausedReason) || 'No reason given.'}</Text>
            <Text size="xs" c="dimmed">
              {bot.pausedBy ? `by ${bot.pausedBy}, ` : ''}
              {when(bot.pausedAt)}
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
          <Count label="On sale" value={bot.stock.onSale} />
          <Count label="Trade-locked" value={bot.stock.locked} hint="on sale, not yet tradable" />
          <Count label="In offers" value={bot.stock.inOffers} hint={`${bot.openOffers} open trade offer${bot.openOffers === 1 ? '' : 's'}`} />
          {paused && <Count label="Held by the pause" value={bot.stock.heldByPause} hint="back on sale on resume" />}
        </SimpleGrid>
        {bot.lastError && (
          <Alert color="red" variant="light" title="Last error" data-testid="last-error">
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {visible(bot.lastError)}
            </Text>
            <Text size="xs" c="dimmed">
              {when(bot.lastErrorAt)}
            </Text>
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Last synced {bot.lastSyncAt ? when(bot.lastSyncAt) : 'never (since the shop started keeping it)'}
        </Text>
      </Stack>
    </Card>
  );
}
