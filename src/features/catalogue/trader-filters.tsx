import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PAINT_SEED_MAX, type ListingFilters, type TraderFlag } from '../../../machines/catalogue/listing.filters';
import { WEAR_BANDS } from '../../../machines/catalogue/product-facts';
import { useItemWord, useT } from '../../app/app-actor';
import { OptionalNumberInput } from './optional-number-input';

interface TraderFiltersProps {
  filters: ListingFilters;
  onFloat: (from: number | null, till: number | null) => void;
  onFloatPreset: (from: number | null, till: number | null) => void;
  onPattern: (paintSeed: number | null) => void;
  onSticker: (sticker: string) => void;
  onFlag: (flag: TraderFlag, value: boolean) => void;
}

const FLAGS: { flag: TraderFlag; key: string }[] = [
  { flag: 'statTrak', key: 'listing.filters.statTrak' },
  { flag: 'souvenir', key: 'listing.filters.souvenir' },
  { flag: 'hasStickers', key: 'listing.filters.hasStickers' },
];

const heading = { size: 'xs', tt: 'uppercase', fw: 700, c: 'dimmed', style: { letterSpacing: 0.6 } } as const;

/** CS2's trader filters (issue 27): float range with the exteriors as presets, pattern, marks and stickers. */
export function TraderFilters({ filters, onFloat, onFloatPreset, onPattern, onSticker, onFlag }: TraderFiltersProps) {
  const t = useT();
  const word = useItemWord();
  return (
    <Stack gap="sm" data-testid="trader-filters">
      <Text {...heading}>{t('listing.filters.float')}</Text>
      {/* A preset is pressed when the range is exactly its exterior's. */}
      <Group gap={4} wrap="nowrap" role="group" aria-label={t('listing.filters.floatPresets')}>
        {WEAR_BANDS.map((band) => {
          const pressed = filters.floatFrom === band.from && filters.floatTill === band.till;
          return (
            <Button
              key={band.short}
              size="compact-xs"
              flex={1}
              px={0}
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              // The accessible name starts with the visible abbreviation (FN), then says what it stands for.
              aria-label={`${band.short} (${word(band.exterior)})`}
              title={`${word(band.exterior)}: ${band.from}–${band.till}`}
              data-testid={`float-preset-${band.short}`}
              onClick={() => (pressed ? onFloatPreset(null, null) : onFloatPreset(band.from, band.till))}
            >
              {band.short}
            </Button>
          );
        })}
      </Group>
      <Group grow gap="xs" wrap="nowrap">
        <OptionalNumberInput
          label={t('listing.filters.floatFrom')}
          data-testid="float-from"
          placeholder="0"
          min={0}
          max={1}
          decimalScale={4}
          clampBehavior="strict"
          value={filters.floatFrom}
          onValue={(from) => onFloat(from, filters.floatTill)}
        />
        <OptionalNumberInput
          label={t('listing.filters.floatTill')}
          data-testid="float-till"
          placeholder="1"
          min={0}
          max={1}
          decimalScale={4}
          clampBehavior="strict"
          value={filters.floatTill}
          onValue={(till) => onFloat(filters.floatFrom, till)}
        />
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <OptionalNumberInput
          label={t('listing.filters.pattern')}
          data-testid="pattern"
          placeholder={`0–${PAINT_SEED_MAX}`}
          min={0}
          max={PAINT_SEED_MAX}
          decimalScale={0}
          clampBehavior="strict"
          value={filters.paintSeed}
          onValue={onPattern}
        />
        <TextInput
          label={t('listing.filters.sticker')}
          data-testid="sticker-name"
          placeholder={t('listing.filters.stickerPlaceholder')}
          size="sm"
          maxLength={100}
          value={filters.sticker}
          onChange={(event) => onSticker(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group gap="md">
        {FLAGS.map(({ flag, key }) => (
          <Checkbox
            key={flag}
            size="xs"
            label={t(key)}
            data-testid={`flag-${flag}`}
            checked={filters[flag]}
            onChange={(event) => onFlag(flag, event.currentTarget.checked)}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          />
        ))}
      </Group>
    </Stack>
  );
}
