import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { memo } from 'react';
import { ProductCard, type ProductCardItem } from './product-card';
import classes from './product-grid.module.css';
import { LEADING_PICTURES } from '../../../machines/catalogue/product-image-url';

interface ProductGridProps {
  items: ProductCardItem[];
  loading?: boolean;
  skeletons?: number;
  /** How many leading pictures load first (none below the fold, e.g. similar products). */
  leading?: number;
}

/**
 * Columns by the grid's own width (container queries), so the listing beside its filters and the
 * product page's similar items both get compact cards: 2 on a phone, 4 to 6 on a desktop.
 */
const COLS = { base: 2, '560px': 3, '700px': 4, '900px': 5, '1200px': 6 };

/** Memoised: a page render that leaves the cards as they were does not render them again. */
export const ProductGrid = memo(function ProductGrid({ items, loading = false, skeletons = 6, leading = LEADING_PICTURES }: ProductGridProps) {
  if (loading && items.length === 0) {
    return (
      <SimpleGrid type="container" cols={COLS} spacing={{ base: 'xs', '700px': 'sm' }}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Card key={i} radius="md" padding="sm" bg="dark.6">
            <Skeleton radius="sm" style={{ aspectRatio: '4 / 3' }} />
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
    <SimpleGrid type="container" cols={COLS} spacing={{ base: 'xs', '700px': 'sm' }} className={classes.grid} style={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }}>
      {items.map((item, index) => (
        <ProductCard key={item.id} product={item} priority={index < leading} />
      ))}
    </SimpleGrid>
  );
});
