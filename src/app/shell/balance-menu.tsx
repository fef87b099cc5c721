import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconWallet } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatMoney } from '../../../machines/money/money';
import { useAuthRef, useDropdown, useLocale, useModalControls, useProfile, useT } from '../app-actor';

/**
 * Spec §2: the signed-in header's balance with PROFILE, TOP UP BALANCE and LOG OUT. `compact` (the
 * phone's header) shows the amount alone, so it fits beside the logo, the cart and the menu.
 */
export function BalanceMenu({ testId = 'balance-menu', amountTestId = 'header-balance', compact = false }: { testId?: string; amountTestId?: string; compact?: boolean }) {
  const t = useT();
  const auth = useAuthRef();
  const profile = useProfile();
  const locale = useLocale();
  const modals = useModalControls();
  const { opened, setOpened } = useDropdown(testId);
  const balance = profile ? formatMoney(profile.balance, locale) : '…';
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={200} shadow="lg">
      <Menu.Target>
        <Button
          variant="light"
          px={compact ? 'xs' : undefined}
          leftSection={compact ? undefined : <IconWallet size={18} aria-hidden />}
          rightSection={compact ? undefined : <IconChevronDown size={14} aria-hidden />}
          aria-label={compact ? `${t('header.balance')} ${balance}` : undefined}
          data-testid={testId}
        >
          <span data-testid={amountTestId}>{balance}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href="/profile">{t('balance.profile')}</Menu.Item>
        <Menu.Item onClick={() => modals.open('deposit')} data-testid="top-up">{t('balance.topUp')}</Menu.Item>
        <Menu.Item onClick={() => auth.send({ type: 'LOGOUT' })} data-testid="logout">{t('balance.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
