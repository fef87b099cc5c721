import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { ProductCardFieldsFragment } from '../../../machines/graphql/graphql';
import { titleWithoutExterior } from '../../../machines/catalogue/product-facts';
import { useItemWord, useSettings } from '../../app/app-actor';
import { AddToCartButton } from './add-to-cart-button';
import classes from './product-card.module.css';
import { productImageUrl } from '../../../machines/catalogue/product-image-url';
import { ProductPrice } from './product-price';
import { rarityColor } from './rarity-colors';
import { useAddToCart } from './use-add-to-cart';
import { TradableAfterLine, TradeLockBadge } from '../../ui/trade-lock';
import { DiscountBadge, SouvenirMark, StatTrakMark, StickerCountMark } from '../../ui/item-marks';
import { WearBar } from '../../ui/wear-bar';

export type ProductCardItem = Pick<ProductCardFieldsFragment, 'id' | 'title' | 'imgUrl' | 'price' | 'oldPrice' | 'category' | 'type'> &
  Partial<
    Pick<ProductCardFieldsFragment, 'quality' | 'exterior' | 'tradableAfter' | 'floatValue' | 'statTrak' | 'souvenir' | 'discount' | 'stickers'>
  >;

/**
 * A compact card (issue 27): the picture with its rarity glow and the copy's marks, the title without
 * its exterior, the exterior once beside the float and its wear bar, the price and Add to cart.
 * `priority`: the card is in the first row of the first view (its picture is likely the page's
 * largest paint), so the picture loads at once and first, not lazily after layout.
 */
export function ProductCard({ product, priority = false }: { product: ProductCardItem; priority?: boolean }) {
  const word = useItemWord();
  const { imageHost } = useSettings();
  const cart = useAddToCart(product.id);
  const href = `/product/${product.id}`;
  const rarity = rarityColor(product.quality);
  const lockedUntil = product.tradableAfter ?? null;
  const float = product.floatValue ?? null;
  return (
    <Card data-testid="product-card" radius="md" padding="xs" className={classes.card} style={{ '--rarity': rarity } as CSSProperties}>
      {/* The title below is the card's link for keyboards and screen readers; the picture repeats it for the mouse. */}
      <Card.Section component={Link} href={href} className={classes.media} tabIndex={-1} aria-hidden="true">
        <img
          className={classes.image}
          src={productImageUrl(imageHost, product.imgUrl)}
          alt={product.title}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <Group gap={4} className={classes.marks}>
          {product.statTrak && <StatTrakMark size="xs" />}
          {product.souvenir && <SouvenirMark size="xs" />}
          {lockedUntil && <TradeLockBadge size="xs" />}
        </Group>
        <Box className={classes.corner}>
          <DiscountBadge discount={product.discount ?? 0} size="sm" />
        </Box>
        <Box className={classes.stickers}>
          <StickerCountMark count={product.stickers?.length ?? 0} size="xs" />
        </Box>
      </Card.Section>
      <Stack gap={6} mt="xs" style={{ flex: 1 }}>
        {/* Two lines at most rather than cut: German's types and rarities are long ("Scharfschützengewehr · Limitiert"). */}
        <Text size="xs" c="dimmed" lineClamp={2} data-testid="card-kind">
          {[product.type, product.quality].filter((w): w is string => Boolean(w)).map(word).join(' · ')}
        </Text>
        <Text component={Link} href={href} fw={600} size="sm" className={classes.title} data-testid="card-title">
          {titleWithoutExterior(product.title, product.exterior)}
        </Text>
        {float !== null ? (
          <WearBar float={float} exterior={product.exterior} />
        ) : (
          product.exterior && (
            <Text size="xs" c="dimmed" data-testid="card-exterior">
              {word(product.exterior)}
            </Text>
          )
        )}
        <Box mt="auto">
          <ProductPrice price={product.price} oldPrice={product.oldPrice} size="md" />
        </Box>
        <AddToCartButton status={cart.status} onAdd={cart.add} fullWidth variant="light" size="xs" disabled={lockedUntil !== null} />
        {lockedUntil && <TradableAfterLine tradableAfter={lockedUntil} />}
      </Stack>
    </Card>
  );
}
