import { Box, Group, Text } from '@mantine/core';
import { WEAR_BANDS, floatText, wearBandOf } from '../../machines/catalogue/product-facts';
import { useItemWord, useLocale, useT } from '../app/app-actor';
import classes from './wear-bar.module.css';

interface WearBarProps {
  float: number;
  /** The exterior printed beside the float (the card's one mention of it); left out on the product page, which lists it above. */
  exterior?: string | null;
  size?: 'xs' | 'sm';
  /** The line above the bar (exterior or "Float", and the value); left out where the value is written beside it. */
  withValue?: boolean;
}

/** A copy's float on CS2's wear scale: the value (e.g. 0.0712) and a bar of the five exteriors with a marker at it. */
export function WearBar({ float, exterior, size = 'xs', withValue = true }: WearBarProps) {
  const t = useT();
  const word = useItemWord();
  const value = floatText(float, useLocale());
  const band = word(wearBandOf(float).exterior);
  return (
    <Box data-testid="wear">
      {withValue && (
        <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
          {exterior ? (
            <Text size={size} c="dimmed" data-testid="card-exterior">
              {word(exterior)}
            </Text>
          ) : (
            <Text size={size} c="dimmed">
              {t('product.float')}
            </Text>
          )}
          <Text size={size} fw={600} c="gray.2" ff="monospace" data-testid="float-value">
            {value}
          </Text>
        </Group>
      )}
      <div
        className={classes.bar}
        role="meter"
        aria-label={`${t('product.wear')}: ${band}`}
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={float}
        aria-valuetext={`${value} (${band})`}
      >
        {WEAR_BANDS.map((b) => (
          <span key={b.short} className={classes.band} data-band={b.short} style={{ width: `${(b.till - b.from) * 100}%` }} />
        ))}
        <span className={classes.marker} style={{ left: `${float * 100}%` }} />
      </div>
    </Box>
  );
}
