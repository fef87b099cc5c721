import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { memo } from 'react';
import { ProductCard, type ProductCardItem } from './product-card';
import { LEADING_PICTURES } from '../../../machines/catalogue/product-image-url';

interface ProductGridProps {
  items: ProductCardItem[];
  loading?: boolean;
  skeletons?: number;
}

/** Memoised: a page render that leaves the cards as they were does not render them again. */
export const ProductGrid = memo(function ProductGrid({ items, loading = false, skeletons = 6 }: ProductGridProps) {
  const cols = { base: 2, md: 3 };
  if (loading && items.length === 0) {
    return (
      <SimpleGrid cols={cols} spacing={{ base: 'xs', sm: 'md' }}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Card key={i} radius="md" padding="sm" bg="dark.6">
            <Skeleton height={180} radius="sm" />
            <Skeleton height={12} mt="md" width="60%" />
            <Skeleton height={14} mt="xs" />
            <Skeleton height={22} mt="md" width="40%" />
            <Skeleton height={34} mt="sm" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'xs', sm: 'md' }} style={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }}>
      {items.map((item, index) => (
        <ProductCard key={item.id} product={item} priority={index < LEADING_PICTURES} />
      ))}
    </SimpleGrid>
  );
});
