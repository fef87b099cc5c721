import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ScreenRef } from '../../../machines/admin/console.machine';
import { AdminPricesDocument, AdminSetPriceDocument, type AdminPricesQuery } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useCan, useScreen } from '../console-actor';
import { eur, visible } from '../format';
import { ScreenFrame, useDraftField, useFieldError } from '../screen-frame';
import { SearchBox, useQueryParam } from './search-box';

type MarketPrice = AdminPricesQuery['prices'][number];

/** The API answers a search of fewer characters with a field error: the screen does not ask it. */
const MIN_QUERY = 2;

const linkTo = (q: string, name: string) => `/prices?q=${encodeURIComponent(q)}&name=${encodeURIComponent(name)}`;

/** A market name's price, copies on sale, reference price and history; its price set by the operator. */
export function PricesPage() {
  const q = useQueryParam().trim();
  const name = useQueryParam('name');
  const searching = q.length >= MIN_QUERY;
  const screen = useScreen(`prices?${q}`, searching ? { document: AdminPricesDocument, variables: { q } } : null);
  return (
    <>
      <Title order={2} mb="md">
        Prices
      </Title>
      <Stack gap="md">
        <SearchBox label="Find a market name" placeholder="e.g. AK-47 | Redline" path="/prices" />
        {q !== '' && !searching && (
          <Text size="sm" c="dimmed">
            Type at least {MIN_QUERY} characters of a market name.
          </Text>
        )}
        {searching && (
          <ScreenFrame<AdminPricesQuery> screen={screen}>
            {({ prices }) => {
              if (prices.length === 0) return <Text c="dimmed">No market name contains “{visible(q)}”.</Text>;
              const chosen = prices.find((row) => row.marketName === name) ?? (prices.length === 1 ? prices[0] : undefined);
              return (
                <Stack gap="lg">
                  {chosen && screen && <MarketPriceCard screen={screen} row={chosen} />}
                  <Matches q={q} rows={prices} chosen={chosen?.marketName} />
                </Stack>
              );
            }}
          </ScreenFrame>
        )}
      </Stack>
    </>
  );
}

function Matches({ q, rows, chosen }: { q: string; rows: MarketPrice[]; chosen: string | undefined }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {rows.length === 50 ? 'The first 50 market names' : `${rows.length} market name${rows.length === 1 ? '' : 's'}`} containing “{visible(q)}”
      </Text>
      <Table.ScrollContainer minWidth={620}>
        <Table striped highlightOnHover data-testid="price-matches">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Market name</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>On sale</Table.Th>
              <Table.Th>Reference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.marketName} bg={row.marketName === chosen ? 'var(--mantine-color-dark-5)' : undefined}>
                <Table.Td>
                  <Anchor component={Link} href={linkTo(q, row.marketName)} aria-current={row.marketName === chosen ? 'true' : undefined}>
                    {visible(row.marketName)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {eur(row.price)}
                  {row.setPrice !== null && row.setPrice !== undefined && (
                    <Badge ml={6} size="xs" variant="light">
                      set
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.onSale}</Table.Td>
                <Table.Td>{eur(row.referencePrice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="lg">
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

function MarketPriceCard({ screen, row }: { screen: ScreenRef; row: MarketPrice }) {
  const can = useCan();
  return (
    <Card withBorder data-testid="market-price">
      <Stack gap="md">
        <Title order={3} size="h4" style={{ wordBreak: 'break-word' }}>
          {visible(row.marketName)}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Price" value={eur(row.price)} hint={row.setPrice === null || row.setPrice === undefined ? 'the lowest copy on sale' : 'set by staff'} />
          <Fact label="Copies on sale" value={String(row.onSale)} />
          <Fact label="Lowest copy" value={eur(row.lowestPrice)} />
          <Fact label="Reference" value={eur(row.referencePrice)} hint="the market's price" />
        </SimpleGrid>
        <History row={row} />
        {can('catalogue.price') && <SetPriceForm screen={screen} row={row} />}
      </Stack>
    </Card>
  );
}

function History({ row }: { row: MarketPrice }) {
  if (row.history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No price history in the last 90 days.
      </Text>
    );
  }
  const reference = row.referencePrice ?? null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Lowest listed price per day, last 90 days
      </Text>
      <LineChart
        h={180}
        data={row.history.map((point) => ({ day: point.day.slice(5), price: point.price }))}
        dataKey="day"
        series={[{ name: 'price', label: 'Lowest listed', color: 'teal.5' }]}
        curveType="linear"
        withDots={row.history.length <= 31}
        valueFormatter={(value) => eur(value)}
        referenceLines={reference === null ? undefined : [{ y: reference, label: 'Reference', color: 'yellow.5', labelPosition: 'bottom' }]}
        data-testid="price-history"
      />
    </Stack>
  );
}

/** The new price as typed (EUR): the API checks it and its refusal is shown under the field. */
function SetPriceForm({ screen, row }: { screen: ScreenRef; row: MarketPrice }) {
  const [price, setPrice] = useDraftField<string>(screen, 'price', '');
  const priceError = useFieldError(screen, 'price');
  const nameError = useFieldError(screen, 'marketName');
  const acting = useSelector(screen, (snapshot) => snapshot.matches('acting'));
  const action: ScreenAction = {
    label: 'Set the price',
    document: AdminSetPriceDocument,
    field: 'setPrice',
    variables: { marketName: row.marketName, price: '' },
    fromDraft: ['price'],
    confirm: `Every copy of ${visible(row.marketName)} on sale (${row.onSale}) will cost ${price.trim()} EUR, and so will copies listed later.`,
    done: `The price of ${row.marketName} is set.`,
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        screen.send({ type: 'ACT', action });
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput label="New price (EUR)" placeholder="e.g. 12.50" value={price} onChange={(event) => setPrice(event.currentTarget.value)} error={priceError ?? nameError} inputMode="decimal" maw={220} style={{ flex: 1 }} />
        <Button type="submit" mt={25} loading={acting} disabled={price.trim() === ''}>
          Set price
        </Button>
      </Group>
    </form>
  );
}
