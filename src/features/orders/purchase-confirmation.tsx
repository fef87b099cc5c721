import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PurchasedState } from '../../../machines/cart/checkout.machine';
import { useProfile, useT } from '../../app/app-actor';
import { useHydrated } from '../../app/use-hydrated';
import { fill } from '../../ui/fill';
import { SupportLine } from '../../app/shell/support-line';


/**
 * Spec §1's thank-you, on the order-history tab right after checkout (issue 23): the order, where its
 * details and skins go, the support address and a link to the order. Read once the page is hydrated
 * (the server never sees the browser's history); closing it is for good.
 */
export function PurchaseConfirmation() {
  const t = useT();
  const hydrated = useHydrated();
  const profile = useProfile();
  const [closed, setClosed] = useState(false);
  const orderId = hydrated ? (history.state as Partial<PurchasedState> | null)?.purchasedOrderId : undefined;
  if (!orderId || closed) return null;
  return (
    <Alert color="green" variant="light" mb="md" title={fill(t('order.thanks'), { id: orderId })} withCloseButton closeButtonLabel={t('order.closeThanks')} onClose={() => setClosed(true)} data-testid="purchase-confirmation">
      <Stack gap={6}>
        <Text size="sm">{fill(t('order.nextSteps'), { email: profile?.email ?? '' })}</Text>
        <SupportLine lead={t('order.questions')} />
        <Anchor component={Link} href={`/orders/${orderId}`} size="sm" fw={600}>{t('order.view')}</Anchor>
      </Stack>
    </Alert>
  );
}
