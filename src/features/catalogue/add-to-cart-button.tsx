import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { useT } from '../../app/app-actor';
import type { AddToCartStatus } from './use-add-to-cart';

interface AddToCartButtonProps extends Omit<ButtonProps, 'children'> {
  status: AddToCartStatus;
  onAdd: () => void;
}

export function AddToCartButton({ status, onAdd, ...buttonProps }: AddToCartButtonProps) {
  const t = useT();
  const label =
    status === 'added'
      ? t('product.added')
      : status === 'alreadyInCart'
        ? t('product.alreadyInCart')
        : t('product.addToCart');
  return (
    <Button
      // Narrow cards (two columns at 375 px) and longer translations wrap instead of clipping.
      h="auto"
      mih="var(--button-height)"
      py={6}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } }}
      {...buttonProps}
      color={status === 'added' ? 'teal' : status === 'alreadyInCart' ? 'yellow' : buttonProps.color}
      loading={status === 'adding'}
      leftSection={status === 'added' ? <IconCheck size={16} /> : <IconShoppingCartPlus size={16} />}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onAdd();
      }}
    >
      {label}
    </Button>
  );
}
