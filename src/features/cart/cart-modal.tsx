import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { formatMoney } from '../../../machines/money/money';
import { useCart, useCartRef, useLocale, useT } from '../../app/app-actor';
import { CartLines } from './cart-lines';
import { EmptyCart } from './empty-cart';
import { AccountModal } from '../../ui/account-modal';

/** Spec §2 cart popup: item count, Clear cart, the items, Summary with count and Total, Buy. */
export function CartModal() {
  const t = useT();
  const cartRef = useCartRef();
  const cart = useCart();
  const locale = useLocale();
  const clearing = useSelector(cartRef, (s) => s.matches('clearing'));
  const count = cart?.count ?? 0;
  return (
    <AccountModal modal="cart" title={`${t('cart.title')} (${count})`}>
      {!cart || count === 0 ? (
        <EmptyCart />
      ) : (
        <Stack gap="md">
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="xs" loading={clearing} onClick={() => cartRef.send({ type: 'CART.CLEAR' })}>
              {t('cart.clear')}
            </Button>
          </Group>
          <CartLines entries={cart.items} />
          <Divider />
          <Stack gap={4}>
            <Text fw={700}>{t('cart.summary')}</Text>
            <Group justify="space-between"><Text>{t('cart.items')}</Text><Text>{count}</Text></Group>
            <Group justify="space-between"><Text fw={700}>{t('cart.total')}</Text><Text fw={700} data-testid="cart-total">{formatMoney(cart.total, locale)}</Text></Group>
          </Stack>
          <Button component={Link} href="/checkout" fullWidth data-testid="cart-buy">{t('cart.buy')}</Button>
        </Stack>
      )}
    </AccountModal>
  );
}
