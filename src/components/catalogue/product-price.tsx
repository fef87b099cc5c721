import { Group, Text, type MantineSize } from '@mantine/core';
import { formatMoney } from '../../../machines/money';
import { useCurrency } from '../../app/app-actor';

interface ProductPriceProps {
  price: { amount: number };
  oldPrice?: { amount: number } | null;
  size?: MantineSize;
}

/** Price in the chosen currency; the old price struck through when it is not 0.00 (spec §2). */
export function ProductPrice({ price, oldPrice, size = 'lg' }: ProductPriceProps) {
  const { symbol } = useCurrency();
  const showOld = oldPrice != null && oldPrice.amount !== 0;
  return (
    <Group gap={8} align="baseline" wrap="nowrap">
      <Text data-testid="product-price" fw={800} size={size} c="white" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(price.amount, symbol)}
      </Text>
      {showOld && (
        <Text data-testid="product-old-price" td="line-through" c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(oldPrice.amount, symbol)}
        </Text>
      )}
    </Group>
  );
}
