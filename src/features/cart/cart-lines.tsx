import { ActionIcon, Badge, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { CartEntry } from '../../../machines/cart/cart.actors';
import { titleParts } from '../../../machines/cart/cart.rules';
import { formatMoney } from '../../../machines/money/money';
import { useCartRef, useItemWord, useLocale, useSettings, useT } from '../../app/app-actor';
import { productImageUrl } from '../../../machines/catalogue/product-image-url';
import { CopyFacts } from '../../ui/copy-facts';

/** The cart's items (spec §2): image, weapon, skin, exterior, price with two decimals, remove. */
export function CartLines({ entries }: { entries: CartEntry[] }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <CartLine key={entry.itemId} entry={entry} />
      ))}
    </Stack>
  );
}

function CartLine({ entry }: { entry: CartEntry }) {
  const t = useT();
  const word = useItemWord();
  const cart = useCartRef();
  const locale = useLocale();
  const { imageHost } = useSettings();
  const { weapon, skin, exterior } = titleParts(entry.item.title);
  return (
    <Group component="li" wrap="nowrap" gap="sm" data-testid="cart-line" opacity={entry.item.available ? 1 : 0.6}>
      <Image src={productImageUrl(imageHost, entry.item.imgUrl)} alt="" w={64} h={48} fit="contain" />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate>{weapon}</Text>
        <Text size="sm" c="dimmed" lineClamp={2}>{skin}{exterior ? ` · ${word(exterior)}` : ''}</Text>
        <CopyFacts copy={entry.item} />
        {!entry.item.available && <Badge color="red" variant="light" size="sm">{t('cart.unavailable')}</Badge>}
      </Stack>
      <Text fw={600} data-testid="cart-line-price">{formatMoney(entry.item.price, locale)}</Text>
      <ActionIcon variant="subtle" color="red" onClick={() => cart.send({ type: 'CART.REMOVE', id: entry.itemId })} aria-label={`${t('cart.remove')}: ${entry.item.title}`}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
