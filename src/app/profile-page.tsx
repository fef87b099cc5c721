// The profile page composes a tab of each feature: account's settings, deposits' transactions,
// orders' history, offers' own offers and price alerts' wishlist (a feature imports no other feature).
import { Avatar, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useProfile, useSettings, useT } from './app-actor';
import { signInRequiredMachine } from '../../machines/auth/sign-in-required.machine';
import { useFlow } from './use-flow';
import classes from './profile-page.module.css';
import { useDocumentTitle } from './use-document-title';
import { ProfileSettings } from '../features/account/profile-settings';
import { MyOffersTab } from '../features/offers/my-offers-tab';
import { OrderHistoryTab } from '../features/orders/order-history-tab';
import { TransactionsTab } from '../features/deposits/transactions-tab';
import { WishlistTab } from '../features/price-alerts/wishlist-tab';

/** Spec §2 Profile tabs; my-offers only while offers are enabled; issue 27's wishlist. */
const TABS = ['profile-settings', 'transactions', 'order-history', 'my-offers', 'wishlist'] as const;
type Tab = (typeof TABS)[number];

/** Spec §2 Profile: the header and the tab in the query (profile-settings by default). */
export default function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  useDocumentTitle(t('profile.title'));

  // Spec §2: a visitor is sent home with the login open (the flow asks the root itself).
  useFlow('page:sign-in-required', signInRequiredMachine, undefined);

  if (!profile) {
    return (
      <Container size="lg" py="xl">
        <Loader role="status" aria-label={t('profile.loading')} />
      </Container>
    );
  }
  return <ProfileTabs />;
}

function ProfileTabs() {
  const t = useT();
  const profile = useProfile()!;
  const [, navigate] = useLocation();
  const { offerEnabled } = useSettings();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'profile-settings';
  // Spec §2/§4: my-offers redirects to transactions when offers are disabled.
  useEffect(() => {
    if (tab === 'my-offers' && !offerEnabled) navigate('/profile?tab=transactions', { replace: true });
  }, [tab, offerEnabled, navigate]);
  const fullName = `${profile.name} ${profile.surname}`.trim();
  // On a phone the tab row scrolls sideways: the open tab (e.g. a link to the wishlist) is brought into view.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="md">
          <Avatar src={profile.avatarMedium || null} alt="" size="lg" radius="xl">{fullName.slice(0, 1)}</Avatar>
          <Stack gap={2}>
            <Title order={1} size="h2">{fullName || t('profile.title')}</Title>
            <Text c="dimmed" size="sm">{profile.email}</Text>
          </Stack>
        </Group>
        <Tabs value={tab} onChange={(next) => next && navigate(`/profile?tab=${next}`)} keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
          <Tabs.List ref={tabList}>
            <Tabs.Tab value="profile-settings">{t('profile.tab.settings')}</Tabs.Tab>
            <Tabs.Tab value="transactions">{t('profile.tab.transactions')}</Tabs.Tab>
            <Tabs.Tab value="order-history">{t('profile.tab.orderHistory')}</Tabs.Tab>
            {offerEnabled && <Tabs.Tab value="my-offers">{t('profile.tab.myOffers')}</Tabs.Tab>}
            <Tabs.Tab value="wishlist" data-testid="wishlist-tab">{t('profile.tab.wishlist')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile-settings" pt="lg"><ProfileSettings /></Tabs.Panel>
          <Tabs.Panel value="transactions" pt="lg"><TransactionsTab /></Tabs.Panel>
          <Tabs.Panel value="order-history" pt="lg"><OrderHistoryTab /></Tabs.Panel>
          {offerEnabled && <Tabs.Panel value="my-offers" pt="lg"><MyOffersTab /></Tabs.Panel>}
          <Tabs.Panel value="wishlist" pt="lg"><WishlistTab /></Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
