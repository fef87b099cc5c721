import { Badge, Button, Divider, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconBolt, IconBrandSteam } from '@tabler/icons-react';
import type { ProductDetailItem } from '../../../machines/catalogue/product-detail.machine';
import { formatMoney } from '../../../machines/money/money';
import { useItemWord, useLocale, useSettings, useT } from '../../app/app-actor';
import { AddToCartButton } from './add-to-cart-button';
import { categoryLabelKey } from './catalogue-labels';
import { ProductAttributes } from './product-attributes';
import { ProductImageZoom } from './product-image-zoom';
import { largePicture, productImageUrl } from '../../../machines/catalogue/product-image-url';
import { ProductPrice } from './product-price';
import { rarityColor } from './rarity-colors';
import { useAddToCart } from './use-add-to-cart';
import { CopyDetails } from './copy-details';
import { TradableAfterLine, TradeLockBadge } from '../../ui/trade-lock';
import { DiscountBadge } from '../../ui/item-marks';

/** Spec §2's placeholder, still shown when the price source knows no reference price for the item. */
const STEAM_PRICE_PLACEHOLDER = '—';

interface ProductDetailViewProps {
  product: ProductDetailItem;
  zoomed: boolean;
  onZoom: () => void;
  onUnzoom: () => void;
  /** Shown under the buy buttons: the price-alerts feature's button, put there by the app. */
  priceAlert: ReactNode;
}

export function ProductDetailView({ product, zoomed, onZoom, onUnzoom, priceAlert }: ProductDetailViewProps) {
  const t = useT();
  const word = useItemWord();
  const locale = useLocale();
  const { imageHost } = useSettings();
  const cart = useAddToCart(product.id);
  const rarity = rarityColor(product.quality);
  const lockedUntil = product.tradableAfter ?? null;
  return (
    <Grid gap={{ base: 'lg', md: 40 }}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper radius="lg" bg="dark.7" withBorder style={{ borderBottom: `3px solid ${rarity}` }}>
          <ProductImageZoom
            src={productImageUrl(imageHost, largePicture(product.imgUrl))}
            alt={product.title}
            rarity={rarity}
            opened={zoomed}
            onOpen={onZoom}
            onClose={onUnzoom}
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Group gap="xs">
              <Badge variant="light" color={product.category === 'CS2' ? 'orange' : 'red'}>
                {t(categoryLabelKey(product.category))}
              </Badge>
              <Badge variant="outline" color="gray">
                {word(product.itemClass)}
              </Badge>
              {lockedUntil && <TradeLockBadge />}
            </Group>
            <Title data-testid="product-title" order={1} size="h2" c="white">
              {product.title}
            </Title>
          </Stack>
          <ProductAttributes
            category={product.category}
            type={product.type}
            quality={product.quality}
            exterior={product.exterior}
            hero={product.hero}
          />
          <CopyDetails copy={product} />
          <Paper p="lg" radius="md" bg="dark.6" data-testid="price-panel">
            <Stack gap="md">
              <Group justify="space-between" align="flex-end">
                <div>
                  <Text size="xs" c="dimmed" mb={4}>
                    {t('product.price')}
                  </Text>
                  <Group gap="xs" align="center" wrap="nowrap">
                    <ProductPrice price={product.price} oldPrice={product.oldPrice} size="xl" />
                    <DiscountBadge discount={product.discount} size="lg" />
                  </Group>
                </div>
                <Group gap={6} c="dimmed" wrap="nowrap">
                  <IconBrandSteam size={18} />
                  <Text size="sm">
                    {t('product.steamPrice')}:{' '}
                    <Text span size="sm" fw={600} c="gray.2" data-testid="steam-price">
                      {product.referencePrice ? formatMoney(product.referencePrice, locale) : STEAM_PRICE_PLACEHOLDER}
                    </Text>
                  </Text>
                </Group>
              </Group>
              <Divider color="dark.4" />
              <Group grow>
                <Button
                  size="md"
                  variant="gradient"
                  gradient={{ from: 'orange', to: 'red', deg: 90 }}
                  leftSection={<IconBolt size={18} />}
                  loading={cart.status === 'adding'}
                  disabled={lockedUntil !== null}
                  onClick={cart.buyNow}
                >
                  {t('product.buyNow')}
                </Button>
                <AddToCartButton status={cart.status} onAdd={cart.add} size="md" variant="default" disabled={lockedUntil !== null} />
              </Group>
              {priceAlert}
              {lockedUntil && <TradableAfterLine tradableAfter={lockedUntil} size="sm" />}
            </Stack>
          </Paper>
          {product.description && (
            <Stack gap={4}>
              <Text fw={700} c="white">
                {t('product.description')}
              </Text>
              <Text c="gray.4" size="sm" data-testid="product-description">
                {product.description}
              </Text>
            </Stack>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
