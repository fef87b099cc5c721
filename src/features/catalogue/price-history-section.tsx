import { Center, Loader, Paper } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { priceHistoryMachine } from '../../../machines/catalogue/price-history.machine';
import { useHydrated } from '../../app/use-hydrated';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

const placeholder = (
  <Paper radius="md" bg="dark.7" withBorder h={290}>
    <Center h="100%">
      <Loader size="sm" />
    </Center>
  </Paper>
);

/**
 * The price chart, loaded only once the page is in the browser (the server's page and the first
 * render in the browser both show the placeholder, so hydration matches) and only on this page.
 */
export function PriceHistorySection({ history }: { history: ActorRefFrom<typeof priceHistoryMachine> | undefined }) {
  const hydrated = useHydrated();
  if (!hydrated || !history) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PriceHistoryChart history={history} />
    </Suspense>
  );
}
