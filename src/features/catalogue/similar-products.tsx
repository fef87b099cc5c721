import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useT } from '../../app/app-actor';
import { ProductCard, type ProductCardItem } from './product-card';

export function SimilarProducts({ items }: { items: ProductCardItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Stack data-testid="similar-products" component="section" gap="md" aria-label={t('product.similar')}>
      <Title order={2} size="h3" c="white">
        {t('product.similar')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        {items.map((item) => (
          <ProductCard key={item.id} product={item} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
