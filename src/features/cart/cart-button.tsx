import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useCart, useModalControls, useT } from '../../app/app-actor';

/** Spec §2: the signed-in header's cart button with its item-count badge; opens the cart modal. */
export function CartButton({ testId = 'cart' }: { testId?: string }) {
  const t = useT();
  const modals = useModalControls();
  const count = useCart()?.count ?? 0;
  return (
    <Indicator label={count} size={18} disabled={count === 0} data-testid={`${testId}-badge`}>
      <ActionIcon variant="light" size="lg" onClick={() => modals.open('cart')} aria-label={`${t('cart.title')} (${count})`} data-testid={`${testId}-button`}>
        <IconShoppingCart size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
