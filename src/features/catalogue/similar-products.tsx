import { Stack, Title } from '@mantine/core';
import { useT } from '../../app/app-actor';
import type { ProductCardItem } from './product-card';
import { ProductGrid } from './product-grid';

export function SimilarProducts({ items }: { items: ProductCardItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Stack data-testid="similar-products" component="section" gap="md" aria-label={t('product.similar')}>
      <Title order={2} size="h3" c="white">
        {t('product.similar')}
      </Title>
      <ProductGrid items={items} leading={0} />
    </Stack>
  );
}
