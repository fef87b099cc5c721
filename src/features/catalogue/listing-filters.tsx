import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import {
  PRICE_MAX,
  PRICE_MIN,
  hasTraderFilters,
  type FilterGroup as FilterGroupName,
  type FilterOptions,
  type ListingFilters as Filters,
} from '../../../machines/catalogue/listing.filters';
import { moneyInputFormat } from '../../../machines/money/money';
import { useCurrency, useLocale, useT } from '../../app/app-actor';
import { FilterGroup } from './filter-group';
import { PriceInput } from './price-input';
import { TraderFilters } from './trader-filters';

interface ListingFiltersProps {
  filters: Filters;
  options: FilterOptions;
  onType: (type: string) => void;
  onFilter: (group: FilterGroupName, value: string | null) => void;
  onPrice: (from: number, till: number) => void;
  /** The CS2 trader filters' events (float range, pattern, sticker, marks). */
  trader: Omit<ComponentProps<typeof TraderFilters>, 'filters'>;
}

const GROUPS: { group: FilterGroupName; key: string; options: keyof FilterOptions }[] = [
  { group: 'quality', key: 'listing.filters.qualities', options: 'qualities' },
  { group: 'hero', key: 'listing.filters.heroes', options: 'heroes' },
  { group: 'exteriorName', key: 'listing.filters.exteriorNames', options: 'exteriorNames' },
  { group: 'itemClass', key: 'listing.filters.classes', options: 'classes' },
];

export function ListingFilters({ filters, options, onType, onFilter, onPrice, trader }: ListingFiltersProps) {
  const t = useT();
  const currency = useCurrency();
  const locale = useLocale();
  const format = moneyInputFormat(currency.code, locale, currency.symbol);
  return (
    <Stack gap="lg">
      <Stack gap={8}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
          {t('listing.price')}
        </Text>
        <Group grow gap="xs" wrap="nowrap">
          <PriceInput
            label={t('listing.priceFrom')}
            testId="price-from"
            value={filters.priceFrom}
            fallback={PRICE_MIN}
            format={format}
            onChange={(from) => onPrice(from, filters.priceTill)}
          />
          <PriceInput
            label={t('listing.priceTill')}
            testId="price-till"
            value={filters.priceTill}
            fallback={PRICE_MAX}
            format={format}
            onChange={(till) => onPrice(filters.priceFrom, till)}
          />
        </Group>
      </Stack>
      <Divider color="dark.5" />
      {hasTraderFilters(filters.category) && (
        <>
          <TraderFilters filters={filters} {...trader} />
          <Divider color="dark.5" />
        </>
      )}
      <FilterGroup
        title={t('listing.filters.types')}
        options={options.types}
        value={filters.type === 'all' ? null : filters.type}
        onChange={(value) => onType(value ?? 'all')}
      />
      {GROUPS.map(({ group, key, options: optionsKey }) => (
        <FilterGroup
          key={group}
          title={t(key)}
          options={options[optionsKey]}
          value={filters[group]}
          onChange={(value) => onFilter(group, value)}
        />
      ))}
    </Stack>
  );
}
