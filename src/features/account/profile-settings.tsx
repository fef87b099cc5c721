import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { twoFactorSwitchMachine } from '../../../machines/account/account-forms';
import { formatMoney } from '../../../machines/money/money';
import { useLocale, useModalControls, useProfile, useT } from '../../app/app-actor';
import { CurrencyDropdown } from '../../app/shell/currency-dropdown';
import { LanguageDropdown } from '../../app/shell/language-dropdown';
import { useAccountForm } from '../../ui/use-account-form';

/** Spec §2 Profile: the profile-settings tab (personal information, balance, preferences, security, trade URL). */
export function ProfileSettings() {
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
