// The balance menu once opened (src/app/shell/balance-menu.tsx): loaded on demand.
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useAuthRef, useModalControls, useT } from '../app-actor';

export interface BalanceMenuListProps {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

export function BalanceMenuList({ target, opened, onChange }: BalanceMenuListProps) {
  const t = useT();
  const auth = useAuthRef();
  const modals = useModalControls();
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" width={200} shadow="lg">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href="/profile">{t('balance.profile')}</Menu.Item>
        <Menu.Item onClick={() => modals.open('deposit')} data-testid="top-up">{t('balance.topUp')}</Menu.Item>
        <Menu.Item onClick={() => auth.send({ type: 'LOGOUT' })} data-testid="logout">{t('balance.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
