// Loaded on demand (React.lazy in price-history-section.tsx): the chart library stays out of the home
// and listing bundles.
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Alert, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { HISTORY_DAYS, type HistoryDays, type priceHistoryMachine } from '../../../machines/catalogue/price-history.machine';
import { formatMoney } from '../../../machines/money/money';
import { historyDayText } from '../../../machines/catalogue/product-facts';
import { useLocale, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';

const CHART_HEIGHT = 220;

/** The product's daily price over 7, 30 or 90 days, with the span chosen above it. */
export default function PriceHistoryChart({ history }: { history: ActorRefFrom<typeof priceHistoryMachine> }) {
  const t = useT();
  const locale = useLocale();
  const state = useSelector(history, (s) => s);
  const { days, points } = state.context;
  const loading = state.matches('loading');
  const currency = points[0]?.price;
  const data = points.map((p) => ({ date: historyDayText(p.date, locale), price: p.price.amount }));
  const money = (amount: number) => (currency ? formatMoney({ ...currency, amount }, locale) : String(amount));
  return (
    <Paper p="md" radius="md" bg="dark.7" withBorder data-testid="price-history" aria-busy={loading}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" c="white">
            {t('product.history.title')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('product.history.span')}
            data-testid="history-days"
            value={String(days)}
            onChange={(value) => history.send({ type: 'DAYS.SELECT', days: Number(value) as HistoryDays })}
            data={HISTORY_DAYS.map((d) => ({ value: String(d), label: fill(t('product.history.days'), { days: d }) }))}
          />
        </Group>
        {state.matches('failure') ? (
          <Alert color="red" variant="light" title={t('product.history.error')}>
            <Button size="xs" variant="light" color="red" onClick={() => history.send({ type: 'RETRY' })}>
              {t('catalogue.retry')}
            </Button>
          </Alert>
        ) : loading && points.length === 0 ? (
          <Center h={CHART_HEIGHT}>
            <Loader size="sm" />
          </Center>
        ) : data.length === 0 ? (
          <Center h={CHART_HEIGHT}>
            <Text size="sm" c="dimmed" data-testid="history-empty">
              {t('product.history.empty')}
            </Text>
          </Center>
        ) : (
          <AreaChart
            h={CHART_HEIGHT}
            data={data}
            dataKey="date"
            series={[{ name: 'price', label: t('product.history.price'), color: 'orange.5' }]}
            curveType="monotone"
            withDots={data.length <= 31}
            gridAxis="y"
            tickLine="none"
            valueFormatter={money}
            yAxisProps={{ width: 72, domain: ['auto', 'auto'] }}
            style={{ opacity: loading ? 0.5 : 1 }}
            data-testid="history-chart"
            data-points={data.length}
            data-days={days}
          />
        )}
      </Stack>
    </Paper>
  );
}
