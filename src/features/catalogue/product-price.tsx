import { Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { formatMoney } from '../../../machines/money/money';
import { useLocale, useT } from '../../app/app-actor';
import type { ProductCardFieldsFragment } from '../../../machines/graphql/graphql';

/** Major units of the currency named beside them, with that currency's symbol. */
type Money = ProductCardFieldsFragment['price'];

interface ProductPriceProps {
  price: Money;
  oldPrice: Money;
  size?: MantineSize;
}

/**
 * Price in the current language's format; the old price struck through when it is not 0.00 (spec §2),
 * announced to screen readers as the old price. Each amount keeps its own currency's symbol, so prices
 * still shown while a refetch in a newly chosen currency runs do not take the new symbol.
 */
export function ProductPrice({ price, oldPrice, size = 'lg' }: ProductPriceProps) {
  const locale = useLocale();
  const t = useT();
  const showOld = oldPrice.amount !== 0;
  return (
    <Group gap={8} align="baseline" wrap="nowrap">
      <Text data-testid="product-price" fw={800} size={size} c="white" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(price, locale)}
      </Text>
      {showOld && (
        <Text data-testid="product-old-price" component="s" c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
          <VisuallyHidden>{`${t('product.oldPrice')}: `}</VisuallyHidden>
          {formatMoney(oldPrice, locale)}
        </Text>
      )}
    </Group>
  );
}
