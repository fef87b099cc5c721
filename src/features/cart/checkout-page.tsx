import { Alert, Anchor, Button, Card, Container, Divider, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { tradeUrlMachine } from '../../../machines/account/account-forms';
import { balanceAfter, canCheckout, shortfall } from '../../../machines/cart/cart.rules';
import { formatMoney } from '../../../machines/money/money';
import {
  useCart,
  useCartLoadFailed,
  useCartRef,
  useCheckoutRef,
  useCurrency,
  useLocale,
  useModalControls,
  useProfile,
  useProfileLoadFailed,
  useT,
} from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';
import { useFlow } from '../../app/use-flow';
import { checkoutPageMachine } from '../../../machines/cart/checkout-page.machine';
import { CartLines } from './cart-lines';
import { EmptyCart } from './empty-cart';
import { fill } from '../../ui/fill';
import { useAccountForm } from '../../ui/use-account-form';

/** Spec §2: the 'Not enough funds' alert links to the profile tab that shows the balance and its top-up. */
const BALANCE_TAB_PATH = '/profile?tab=profile-settings';

/** Spec §2/§4 checkout. */
export default function CheckoutPage() {
  const t = useT();
  const checkout = useCheckoutRef();
  useDocumentTitle(t('checkout.title'));
  // The page's flow tells checkout, once the session is known, who opened it (the root runs it).
  useFlow('page:checkout', checkoutPageMachine, undefined);
  const profile = useProfile();
  const cart = useCart();
  const profileFailed = useProfileLoadFailed();
  const cartFailed = useCartLoadFailed();
  if (profile && cart) return <Checkout />;
  return (
    <Container size="md" py="xl">
      {profileFailed || cartFailed ? (
        <Alert color="red" variant="light" title={t('catalogue.error')} data-testid="checkout-load-failed">
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => checkout.send({ type: 'CHECKOUT.RETRY', profileMissing: !profile, cartMissing: !cart })}
          >
            {t('catalogue.retry')}
          </Button>
        </Alert>
      ) : (
        <Loader role="status" aria-label={t('checkout.title')} />
      )}
    </Container>
  );
}

function Checkout() {
  const t = useT();
  const locale = useLocale();
  const cartRef = useCartRef();
  const modals = useModalControls();
  const currency = useCurrency();
  const profile = useProfile()!;
  const cart = useCart()!;
  // The whole flow (modal, toasts, reloads, the order-history tab) runs in the checkout machine.
  const checkout = useCheckoutRef();
  const purchasing = useSelector(checkout, (s) => s.matches('purchasing'));
  const clearing = useSelector(cartRef, (s) => s.matches('clearing'));

  const total = cart.total.amount;
  const missing = shortfall(total, profile.balance.amount);
  const money = (amount: number) => formatMoney({ ...cart.total, amount }, locale);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group>
          <Button variant="subtle" onClick={() => history.back()}>{t('checkout.back')}</Button>
          <Title order={1} size="h2">{t('checkout.title')}</Title>
        </Group>
        {missing > 0 && (
          <Alert color="yellow" variant="light" title={t('checkout.notEnoughFunds')} data-testid="not-enough-funds">
            <Stack gap={4}>
              <Text size="sm">{fill(t('checkout.shortfall'), { amount: money(missing) })}</Text>
              <Anchor component={Link} href={BALANCE_TAB_PATH} data-testid="checkout-top-up-link">{t('checkout.topUp')}</Anchor>
            </Stack>
          </Alert>
        )}
        <Card withBorder radius="md">
          {cart.count === 0 ? (
            <EmptyCart />
          ) : (
            <Stack gap="md">
              <Group justify="flex-end">
                <Button variant="subtle" color="red" size="xs" loading={clearing} onClick={() => cartRef.send({ type: 'CART.CLEAR' })}>{t('cart.clear')}</Button>
              </Group>
              <CartLines entries={cart.items} />
            </Stack>
          )}
        </Card>
        <Card withBorder radius="md">
          <Stack gap={4}>
            <Title order={2} size="h4">{t('checkout.summary')}</Title>
            <Group justify="space-between"><Text>{t('cart.items')}</Text><Text>{cart.count}</Text></Group>
            <Group justify="space-between"><Text>{t('checkout.price')}</Text><Text>{money(total)}</Text></Group>
            <Group justify="space-between"><Text fw={700}>{t('cart.total')}</Text><Text fw={700} data-testid="checkout-total">{money(total)}</Text></Group>
            <Divider my={4} />
            <Group justify="space-between"><Text c="dimmed">{t('checkout.balance')}</Text><Text data-testid="checkout-balance">{money(profile.balance.amount)}</Text></Group>
            <Group justify="space-between">
              <Text c="dimmed">{t('checkout.remaining')}</Text>
              <Text fw={600} c={missing > 0 ? 'red.5' : 'teal.4'} data-testid="checkout-remaining">{money(balanceAfter(total, profile.balance.amount))}</Text>
            </Group>
          </Stack>
        </Card>
        <TradeLinkField stored={profile.tradeLink} />
        {missing > 0 ? (
          <Button variant="light" onClick={() => modals.open('deposit')}>{t('checkout.topUp')}</Button>
        ) : (
          <Button
            size="md"
            loading={purchasing}
            disabled={!canCheckout(total, profile.tradeLink)}
            onClick={() => checkout.send({ type: 'CHECKOUT', steamId: profile.steamId, currency: currency.code })}
            data-testid="checkout-submit"
          >
            {t('checkout.submit')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

/** Spec §2/§4: the trade URL, saved on its own; Save appears when it differs from the stored one. */
function TradeLinkField({ stored }: { stored: string }) {
  const t = useT();
  const [url, setUrl] = useState(stored);
  const form = useAccountForm(tradeUrlMachine);
  const changed = url.trim() !== stored;
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput label={t('tradeUrl.label')} value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={form.error} style={{ flex: 1 }} data-testid="checkout-trade-url" />
      {changed ? (
        <Button loading={form.busy} onClick={() => form.submit({ url })}>{t('account.save')}</Button>
      ) : (
        stored && <Anchor href={stored} target="_blank" rel="noreferrer">{t('checkout.viewTradeLink')}</Anchor>
      )}
    </Group>
  );
}
