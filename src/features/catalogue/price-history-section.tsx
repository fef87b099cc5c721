import { Center, Loader, Paper } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { priceHistoryMachine } from '../../../machines/catalogue/price-history.machine';
import { useHydrated } from '../../app/use-hydrated';
import { useNearViewport } from '../../app/use-near-viewport';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

/**
 * The price chart, loaded only once the page is in the browser (the server's page and the first
 * render in the browser both show the placeholder, so hydration matches), only on this page, and
 * only when the customer scrolls near it: drawing it costs the phone's main thread a quarter of a
 * second, which the page's start should not wait behind.
 */
export function PriceHistorySection({ history }: { history: ActorRefFrom<typeof priceHistoryMachine> | undefined }) {
  const hydrated = useHydrated();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <Paper ref={ref} radius="md" bg="dark.7" withBorder h={290} data-testid="price-history-placeholder">
      <Center h="100%">
        <Loader size="sm" />
      </Center>
    </Paper>
  );
  if (!hydrated || !history || !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PriceHistoryChart history={history} />
    </Suspense>
  );
}
