import { Button } from '@mantine/core';
import { IconChevronDown, IconWallet } from '@tabler/icons-react';
import { formatMoney } from '../../../machines/money/money';
import { useDropdown, useLocale, useProfile, useT } from '../app-actor';
import { codeOnDemand } from '../code-on-demand';
import { MenuOnDemand } from './menu-on-demand';

const list = codeOnDemand(() => import('./balance-menu-list').then(({ BalanceMenuList }) => BalanceMenuList));

/**
 * Spec §2: the signed-in header's balance with PROFILE, TOP UP BALANCE and LOG OUT. `compact` (the
 * phone's header) shows the amount alone, so it fits beside the logo, the cart and the menu.
 */
export function BalanceMenu({ testId = 'balance-menu', amountTestId = 'header-balance', compact = false }: { testId?: string; amountTestId?: string; compact?: boolean }) {
  const t = useT();
  const profile = useProfile();
  const locale = useLocale();
  const { opened, setOpened } = useDropdown(testId);
  const balance = profile ? formatMoney(profile.balance, locale) : '…';
  const button = (onClick?: () => void) => (
    <Button
      variant="light"
      px={compact ? 'xs' : undefined}
      leftSection={compact ? undefined : <IconWallet size={18} aria-hidden />}
      rightSection={compact ? undefined : <IconChevronDown size={14} aria-hidden />}
      aria-label={compact ? `${t('header.balance')} ${balance}` : undefined}
      data-testid={testId}
      onClick={onClick}
      aria-haspopup={onClick ? 'menu' : undefined}
      aria-expanded={onClick ? false : undefined}
    >
      <span data-testid={amountTestId}>{balance}</span>
    </Button>
  );
  return <MenuOnDemand code={list} opened={opened} bareTarget={button(() => setOpened(true))} props={{ target: button(), opened, onChange: setOpened }} />;
}
