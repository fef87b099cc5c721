import { Badge, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { floatText, stickerLabel } from '../../../machines/catalogue/product-facts';
import { useT } from '../../app/app-actor';

interface CopyDetailsProps {
  float: number | null;
  paintSeed: number | null;
  stickers: string[];
}

/** What Steam's inventory says of this copy of a CS2 skin: "Float 0.2512 · Pattern 661" and its stickers (issue 25). */
export function CopyDetails({ float, paintSeed, stickers }: CopyDetailsProps) {
  const t = useT();
  const facts = [
    float === null ? null : { label: t('product.float'), value: floatText(float) },
    paintSeed === null ? null : { label: t('product.pattern'), value: String(paintSeed) },
  ].filter((fact): fact is { label: string; value: string } => fact !== null);
  if (facts.length === 0 && stickers.length === 0) return null;
  return (
    <Stack gap={6} data-testid="copy-details">
      {facts.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="float-pattern">
          {facts.map((fact, index) => (
            <Fragment key={fact.label}>
              {index > 0 && ' · '}
              {fact.label}{' '}
              <Text span size="sm" fw={600} c="gray.2">
                {fact.value}
              </Text>
            </Fragment>
          ))}
        </Text>
      )}
      {stickers.length > 0 && (
        <Group gap={6} data-testid="stickers">
          <Text size="sm" c="dimmed">
            {t('product.stickers')}:
          </Text>
          {stickers.map((sticker, index) => (
            <Badge key={`${index}-${sticker}`} variant="light" color="gray" radius="sm" tt="none">
              {stickerLabel(sticker)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
