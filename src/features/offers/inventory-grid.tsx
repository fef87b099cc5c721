import { Badge, Box, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLock, IconPhotoOff } from '@tabler/icons-react';
import { formatDateTime } from '../../../machines/dates/date-format';
import { formatMoney } from '../../../machines/money/money';
import { floatText } from '../../../machines/catalogue/product-facts';
import type { InventoryItem } from '../../../machines/offers/sell-inventory.actors';
import { isPickable } from '../../../machines/offers/sell-trade.rules';
import { useItemWord, useLocale, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';

interface InventoryGridProps {
  items: InventoryItem[];
  pickedId: string | null;
  onPick: (assetId: string) => void;
}

/** Issue 26: the seller's Steam items, as many columns as fit (two on a phone); one is picked, held ones cannot be. */
export function InventoryGrid({ items, pickedId, onPick }: InventoryGridProps) {
  return (
    <SimpleGrid minColWidth={148} spacing="xs" data-testid="inventory-grid">
      {items.map((item) => (
        <InventoryCard key={`${item.appId}-${item.assetId}`} item={item} picked={item.assetId === pickedId} onPick={() => onPick(item.assetId)} />
      ))}
    </SimpleGrid>
  );
}

/** One item: its picture, name, exterior, float and paint seed, a trade hold, and what we pay at once with its share of our price (or that our team prices it). */
function InventoryCard({ item, picked, onPick }: { item: InventoryItem; picked: boolean; onPick: () => void }) {
  const t = useT();
  const word = useItemWord();
  const locale = useLocale();
  const pickable = isPickable(item);
  const facts = [item.floatValue != null && fill(t('sellTrade.float'), { value: floatText(item.floatValue) }), item.paintSeed != null && fill(t('sellTrade.paintSeed'), { value: item.paintSeed })].filter(Boolean);
  const border = picked ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-dark-4)';
  return (
    <UnstyledButton
      onClick={onPick}
      disabled={!pickable}
      aria-pressed={picked}
      data-testid="inventory-item"
      data-asset-id={item.assetId}
      data-app-id={item.appId}
      data-tradable={pickable}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        padding: 8,
        borderRadius: 'var(--mantine-radius-md)',
        border: `${picked ? 2 : 1}px solid ${border}`,
        background: picked ? 'var(--mantine-color-dark-5)' : 'var(--mantine-color-dark-6)',
        cursor: pickable ? 'pointer' : 'not-allowed',
        opacity: pickable ? 1 : 0.6,
        position: 'relative',
        minWidth: 0,
      }}
    >
      {/* A lower picture on a phone: more rows of items fit the screen. */}
      <Box component="span" h={{ base: 60, xs: 84 }} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-dark-7)' }}>
        {item.imgUrl ? (
          <Image src={item.imgUrl} alt="" h={{ base: 54, xs: 76 }} w="100%" fit="contain" loading="lazy" />
        ) : (
          <IconPhotoOff size={28} aria-hidden color="var(--mantine-color-dark-2)" />
        )}
      </Box>
      {picked && (
        <Badge component="span" color="blue.9" variant="filled" size="sm" leftSection={<IconCheck size={10} stroke={3} />} style={{ position: 'absolute', top: 12, right: 12 }}>
          {t('sellTrade.selected')}
        </Badge>
      )}
      <Text component="span" size="sm" fw={600} lh={1.25} lineClamp={2} title={item.title} data-testid="inventory-item-title">{item.title}</Text>
      <Text component="span" size="xs" c="dimmed">{word(item.quality)}</Text>
      {facts.length > 0 && <Text component="span" size="xs" c="dimmed" data-testid="inventory-item-facts">{facts.join(' · ')}</Text>}
      {!pickable && (
        // A line rather than a badge: "Trade hold until 03.12.2026" wraps on a narrow card instead of being cut.
        <Text component="span" size="xs" fw={600} c="yellow.4" lh={1.3} style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }} data-testid="inventory-item-hold">
          <IconLock size={12} stroke={2.5} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          {item.tradableAfter ? fill(t('sellTrade.tradeHoldUntil'), { date: formatDateTime(item.tradableAfter).slice(0, 10) }) : t('sellTrade.tradeHold')}
        </Text>
      )}
      <Text component="span" size="sm" fw={700} mt="auto" c={item.instantPrice ? 'green.4' : 'dimmed'} data-testid="inventory-item-price">
        {item.instantPrice ? formatMoney(item.instantPrice, locale) : t('sellTrade.pricedByTeam')}
      </Text>
      {item.instantPrice && item.sharePercent != null && (
        <Text component="span" size="xs" c="dimmed" lh={1.2} data-testid="inventory-item-share">{fill(t('sellTrade.shareOfOurPrice'), { percent: item.sharePercent })}</Text>
      )}
    </UnstyledButton>
  );
}
