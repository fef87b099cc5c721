import { Avatar, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { twoFactorSwitchMachine } from '../../../machines/account/account-forms';
import { formatMoney } from '../../../machines/app/money';
import { useAppActorRef, useLocale, useModalControls, useProfile, useSessionStatus, useSettings, useT } from '../../app/app-actor';
import classes from './profile-page.module.css';
import { useDocumentTitle } from '../../app/use-document-title';
import { CurrencyDropdown } from '../../app/shell/currency-dropdown';
import { MyOffersTab } from '../offers/my-offers-tab';
import { OrderHistoryTab } from '../orders/order-history-tab';
import { TransactionsTab } from '../deposits/transactions-tab';
import { WishlistTab } from '../price-alerts/wishlist-tab';
import { LanguageDropdown } from '../../app/shell/language-dropdown';
import { useAccountForm } from './use-account-form';

/** Spec §2 Profile tabs; my-offers only while offers are enabled; issue 27's wishlist. */
const TABS = ['profile-settings', 'transactions', 'order-history', 'my-offers', 'wishlist'] as const;
type Tab = (typeof TABS)[number];

/** Spec §2 Profile: the header and the tab in the query (profile-settings by default). */
export default function ProfilePage() {
  const t = useT();
  const app = useAppActorRef();
  const status = useSessionStatus();
  const profile = useProfile();
  useDocumentTitle(t('profile.title'));

  // Spec §2: a visitor is sent home with the login open.
  useEffect(() => {
    if (status === 'visitor') app.send({ type: 'SIGN_IN.REQUIRED' });
  }, [status, app]);

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

function ProfileSettings() {
  const t = useT();
  const locale = useLocale();
  const modals = useModalControls();
  const profile = useProfile()!;
  const fullName = `${profile.name} ${profile.surname}`.trim();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Card withBorder radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{t('profile.personal')}</Title>
          <Text size="sm" c="dimmed">{[fullName, profile.phone, profile.city].filter(Boolean).join(' · ') || t('profile.personalEmpty')}</Text>
          {profile.steamId && <SteamIdSource steamId={profile.steamId} verified={profile.steamIdVerified} />}
          <Button variant="light" onClick={() => modals.open('personalInfo')} data-testid="edit-personal-info">{t('profile.edit')}</Button>
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{t('profile.balance')}</Title>
          <Text size="xl" fw={700} data-testid="profile-balance">{formatMoney(profile.balance, locale)}</Text>
          <Button variant="light" onClick={() => modals.open('deposit')} data-testid="profile-top-up">{t('checkout.topUp')}</Button>
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{t('profile.preferences')}</Title>
          <Group>
            <CurrencyDropdown testId="profile-currency-select" />
            <LanguageDropdown testId="profile-language-select" />
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{t('profile.security')}</Title>
          <Group align="flex-end" wrap="nowrap">
            <TextInput label={t('account.email')} value={profile.email} readOnly style={{ flex: 1 }} />
            <Button variant="light" onClick={() => modals.open('changeEmail')} data-testid="change-email">{t('profile.change')}</Button>
          </Group>
          <TwoFactorSwitch enabled={profile.twoFactorEnabled} />
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{t('profile.tradeUrl')}</Title>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="profile-trade-url">{profile.tradeLink || t('profile.tradeUrlEmpty')}</Text>
          <Button variant="light" onClick={() => modals.open('tradeUrl')} data-testid="edit-trade-url">{t('profile.edit')}</Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

/** The Steam ID and where it came from: a Steam sign-in proves it, a typed one only says where to deliver. */
function SteamIdSource({ steamId, verified }: { steamId: string; verified: boolean }) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text size="sm" data-testid="profile-steam-id">{t('account.steamId')}: {steamId}</Text>
      <Text size="xs" c={verified ? 'teal.4' : 'dimmed'} data-testid="profile-steam-id-source">
        {verified ? t('account.steamIdVerified') : t('account.steamIdTyped')}
      </Text>
    </Stack>
  );
}

function TwoFactorSwitch({ enabled }: { enabled: boolean }) {
  const t = useT();
  const form = useAccountForm(twoFactorSwitchMachine);
  return (
    <Switch
      label={t('profile.twoFactor')}
      checked={enabled}
      disabled={form.busy}
      onChange={(e) => form.submit({ enabled: e.currentTarget.checked })}
      data-testid="two-factor-switch"
    />
  );
}
