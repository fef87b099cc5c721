import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useItemWord, useT } from '../../app/app-actor';
import { rarityColor } from './rarity-colors';

interface ProductAttributesProps {
  category: 'CS2' | 'DOTA2';
  type: string;
  quality: string;
  exterior: string | null;
  hero: string | null;
}

/** Type, Rarity and, for CS2 only, Exterior (spec §2); the hero for Dota 2 items. */
export function ProductAttributes({ category, type, quality, exterior, hero }: ProductAttributesProps) {
  const t = useT();
  const word = useItemWord();
  const rows: { label: string; value: string; color?: string }[] = [
    { label: t('product.type'), value: word(type) },
    { label: t('product.rarity'), value: word(quality), color: rarityColor(quality) },
  ];
  if (category === 'CS2' && exterior) rows.push({ label: t('product.exterior'), value: word(exterior) });
  if (category === 'DOTA2' && hero) rows.push({ label: t('product.hero'), value: hero });
  return (
    <SimpleGrid cols={{ base: 1, xs: rows.length > 2 ? 3 : 2 }} spacing="sm" data-testid="product-attributes">
      {rows.map((row) => (
        <Group key={row.label} gap="xs" p="sm" bg="dark.6" style={{ borderRadius: 8 }} wrap="nowrap">
          {row.color && <ThemeIcon size={10} radius="xl" color={row.color} />}
          <div>
            <Text size="xs" c="dimmed">
              {row.label}
            </Text>
            {/* Rarity colours are too dark for text on this surface (Mil-Spec blue is 3:1): the dot carries them. */}
            <Text size="sm" fw={600} c="white">
              {row.value}
            </Text>
          </div>
        </Group>
      ))}
    </SimpleGrid>
  );
}
