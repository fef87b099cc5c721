import { Group, Text, type MantineSize } from '@mantine/core';
import { formatMoney } from '../../../machines/money';
import { useCurrencySymbol } from '../../app/app-actor';
import type { ProductCardFieldsFragment } from '../../graphql/graphql';

/** Minor units of the currency named beside them. */
type Money = ProductCardFieldsFragment['price'];

interface ProductPriceProps {
  price: Money;
  oldPrice: Money;
  size?: MantineSize;
}

/** Price with its currency's symbol; the old price struck through when it is not 0.00 (spec §2). */
export function ProductPrice({ price, oldPrice, size = 'lg' }: ProductPriceProps) {
  const symbol = useCurrencySymbol(price.currency);
  const oldSymbol = useCurrencySymbol(oldPrice.currency);
  const showOld = oldPrice.amount !== 0;
  return (
    <Group gap={8} align="baseline" wrap="nowrap">
      <Text data-testid="product-price" fw={800} size={size} c="white" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(price.amount, symbol)}
      </Text>
      {showOld && (
        <Text data-testid="product-old-price" td="line-through" c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(oldPrice.amount, oldSymbol)}
        </Text>
      )}
    </Group>
  );
}
