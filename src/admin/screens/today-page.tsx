import { Anchor, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { AdminTodayDocument, type AdminTodayQuery } from '../../../machines/admin/graphql/graphql';
import { useScreen } from '../console-actor';
import { ScreenFrame } from '../screen-frame';

const LOAD = { document: AdminTodayDocument, variables: {} };
/** Today is the page left open on a desk: it reads itself again every minute. */
const REFRESH_MS = 60_000;

type Today = AdminTodayQuery['today'];

interface Tile {
  label: string;
  count: number | null | undefined;
  href?: string;
}

function tilesOf(today: Today): Tile[] {
  const deliveries = today.deliveries;
  return [
    { label: 'Offers to quote', count: today.offersToQuote, href: '/offers?status=new' },
    { label: 'Skins to receive by hand', count: today.skinsToReceive, href: '/offers?status=approved' },
    { label: 'Payouts to complete', count: today.payoutsToComplete, href: '/payouts' },
    { label: 'Payouts to approve', count: today.payoutsToApprove, href: '/payouts' },
    { label: 'Adjustments to approve', count: today.adjustmentsToApprove, href: '/payouts' },
    { label: 'Deliveries paused', count: deliveries?.paused, href: '/orders' },
    { label: 'Deliveries by hand', count: deliveries?.manual, href: '/orders' },
    { label: 'Deliveries in error', count: deliveries?.errored, href: '/orders' },
    { label: 'Deliveries overdue', count: deliveries?.overdue, href: '/orders' },
    { label: 'Stuck: its job keeps failing', count: deliveries?.stuck, href: '/orders' },
    { label: 'Bots in trouble', count: today.botsInTrouble },
    { label: 'Frozen accounts with open orders', count: today.frozenWithOpenOrders, href: '/customers' },
  ].filter((tile) => tile.count !== null && tile.count !== undefined);
}

/** What needs a person now, with a count and a way to it; only what the member's role may act on. */
export function TodayPage() {
  const screen = useScreen('today', LOAD, REFRESH_MS);
  return (
    <>
      <Title order={2} mb="md">
        Today
      </Title>
      <ScreenFrame<{ today: Today }> screen={screen}>
        {({ today }) => {
          const tiles = tilesOf(today);
          if (tiles.length === 0) return <Text c="dimmed">Nothing your role acts on is counted here.</Text>;
          return (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
              {tiles.map((tile) => (
                <Card key={tile.label} withBorder padding="md" data-testid="today-card" bg={tile.count ? 'dark.6' : undefined}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {tile.label}
                    </Text>
                    <Text fz={28} fw={800} c={tile.count ? 'brand.5' : 'dimmed'} lh={1}>
                      {tile.count}
                    </Text>
                  </Group>
                  {tile.href && tile.count ? (
                    <Anchor component={Link} href={tile.href} size="sm" mt="sm">
                      Open
                    </Anchor>
                  ) : null}
                </Card>
              ))}
            </SimpleGrid>
          );
        }}
      </ScreenFrame>
    </>
  );
}
