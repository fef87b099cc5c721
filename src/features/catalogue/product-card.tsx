import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { ProductCardFieldsFragment } from '../../../machines/graphql/graphql';
import { useItemWord, useSettings, useT } from '../../app/app-actor';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { categoryLabelKey } from './catalogue-labels';
import classes from './product-card.module.css';
import { productImageUrl } from '../../../machines/catalogue/product-image-url';
import { ProductPrice } from './product-price';
import { rarityColor } from './rarity-colors';
import { useAddToCart } from '../cart/use-add-to-cart';
import { TradableAfterLine, TradeLockBadge } from './trade-lock';

export type ProductCardItem = Pick<
  ProductCardFieldsFragment,
  'id' | 'title' | 'imgUrl' | 'price' | 'oldPrice' | 'category' | 'type'
> &
  Partial<Pick<ProductCardFieldsFragment, 'quality' | 'exterior' | 'tradableAfter'>>;

/**
 * `priority`: the card is in the first row of the first view (its picture is likely the page's
 * largest paint), so the picture loads at once and first, not lazily after layout.
 */
export function ProductCard({ product, priority = false }: { product: ProductCardItem; priority?: boolean }) {
  const t = useT();
  const word = useItemWord();
  const { imageHost } = useSettings();
  const cart = useAddToCart(product.id);
  const href = `/product/${product.id}`;
  const rarity = rarityColor(product.quality);
  const lockedUntil = product.tradableAfter ?? null;
  return (
    <Card
      data-testid="product-card"
      radius="md"
      padding="sm"
      className={classes.card}
      style={{ '--rarity': rarity } as CSSProperties}
    >
      {/* The title below is the card's link for keyboards and screen readers; the picture repeats it for the mouse. */}
      <Card.Section component={Link} href={href} className={classes.media} tabIndex={-1} aria-hidden="true">
        <img
          className={classes.image}
          src={productImageUrl(imageHost, product.imgUrl)}
          alt={product.title}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <Group gap={4} pos="absolute" top={8} left={8}>
          <Badge size="xs" variant="filled" color="dark" radius="sm">
            {t(categoryLabelKey(product.category))}
          </Badge>
          {lockedUntil && <TradeLockBadge size="xs" />}
        </Group>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Box w={8} h={8} style={{ borderRadius: 4, background: rarity, flex: 'none' }} />
          <Text size="xs" c="dimmed" truncate>
            {[product.type, product.quality].filter((w): w is string => Boolean(w)).map(word).join(' · ')}
          </Text>
        </Group>
        {/* On its own line, so a narrow (phone) card never cuts the exterior off. */}
        {product.exterior && (
          <Text size="xs" c="dimmed" data-testid="card-exterior">
            {word(product.exterior)}
          </Text>
        )}
        <Text component={Link} href={href} fw={600} size="sm" className={classes.title}>
          {product.title}
        </Text>
        <Box mt="auto">
          <ProductPrice price={product.price} oldPrice={product.oldPrice} />
        </Box>
        <AddToCartButton status={cart.status} onAdd={cart.add} fullWidth variant="light" size="sm" disabled={lockedUntil !== null} />
        {lockedUntil && <TradableAfterLine tradableAfter={lockedUntil} />}
      </Stack>
    </Card>
  );
}
