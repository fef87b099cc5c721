import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconSticker } from '@tabler/icons-react';
import { stickerLabel } from '../../machines/catalogue/product-facts';
import { useT } from '../app/app-actor';
import { useHydrated } from '../app/use-hydrated';
import { TradableAfterLine } from './trade-lock';
import { WearBar } from './wear-bar';

export interface CopyFactsOf {
  floatValue: number | null;
  paintSeed: number | null;
  tradableAfter: string | null;
  stickers: { name: string; slot: number; kind: string }[];
}

/**
 * What traders check of a copy before paying (issue 45), in a cart, checkout or order line: its float
 * on the wear bar, pattern, stickers and charms, and Steam's trade lock while it lasts. Nothing for a
 * copy Steam says none of (Dota 2, cases).
 */
export function CopyFacts({ copy }: { copy: CopyFactsOf }) {
  const t = useT();
  const hydrated = useHydrated();
  // The lock's end is compared with the browser's clock once hydrated, as the catalogue's line does.
  const locked = hydrated && copy.tradableAfter !== null && Date.parse(copy.tradableAfter) > Date.now();
  if (copy.floatValue === null && copy.paintSeed === null && copy.stickers.length === 0 && !locked) return null;
  return (
    <Stack gap={4} mt={4} data-testid="copy-facts">
      {copy.floatValue !== null && (
        <Box maw={220}>
          <WearBar float={copy.floatValue} />
        </Box>
      )}
      {copy.paintSeed !== null && (
        <Text size="xs" c="dimmed" data-testid="pattern">
          {t('product.pattern')}{' '}
          <Text span size="xs" fw={600} c="gray.2">
            {copy.paintSeed}
          </Text>
        </Text>
      )}
      {copy.stickers.length > 0 && (
        <Group gap={4} data-testid="stickers">
          <IconSticker size={14} aria-label={t('product.stickers')} />
          {copy.stickers.map((sticker) => (
            <Badge key={`${sticker.slot}-${sticker.name}`} size="xs" variant="light" color={sticker.kind === 'CHARM' ? 'grape' : 'gray'} radius="sm" tt="none">
              {stickerLabel(sticker.name)}
            </Badge>
          ))}
        </Group>
      )}
      {locked && (
        <Box style={{ alignSelf: 'flex-start' }}>
          <TradableAfterLine tradableAfter={copy.tradableAfter!} />
        </Box>
      )}
    </Stack>
  );
}
