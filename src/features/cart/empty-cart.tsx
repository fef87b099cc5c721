import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../app/app-actor';

/** An empty cart (the cart modal, checkout) says so and leads to the skins. */
export function EmptyCart() {
  const t = useT();
  return (
    <Stack align="center" gap="sm" py="md" data-testid="empty-cart">
      <Text c="dimmed">{t('cart.empty')}</Text>
      <Button component={Link} href="/products/all" variant="light">{t('header.buySkins')}</Button>
    </Stack>
  );
}
