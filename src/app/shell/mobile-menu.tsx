import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useDrawnOnceOpened } from '../../ui/use-drawn-once-opened';
import { useAppActorRef, useIsAuthenticated, useMobileMenuOpen, useOpenLogin, useT } from '../app-actor';
import { BalanceMenu } from './balance-menu';
import { CurrencyDropdown } from './currency-dropdown';
import { LanguageDropdown } from './language-dropdown';
import { MainNav } from './main-nav';
import { SellSkinButton } from './sell-skin-button';
import { SocialLinks } from './social-links';

/** The burger's menu below 768 px; closes on every route change (app machine). */
export function MobileMenu() {
  const t = useT();
  const app = useAppActorRef();
  const { drawn, opened } = useDrawnOnceOpened(useMobileMenuOpen());
  const authenticated = useIsAuthenticated();
  const openLogin = useOpenLogin();
  if (!drawn) return null;
  return (
    <Drawer
      opened={opened}
      onClose={() => app.send({ type: 'MOBILE_MENU.CLOSE' })}
      position="right"
      size="xs"
      title={t('header.menu')}
      hiddenFrom="sm"
      attributes={{ content: { 'data-testid': 'mobile-menu' } as Record<string, string> }}
    >
      <Stack gap="lg">
        <Stack component="nav" gap={4} aria-label={t('header.navigation')}>
          <MainNav vertical />
        </Stack>
        <Divider />
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>{t('header.currency')}</Text>
          <CurrencyDropdown testId="mobile-currency-select" fullWidth />
        </Stack>
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>{t('header.language')}</Text>
          <LanguageDropdown testId="mobile-language-select" fullWidth />
        </Stack>
        {authenticated && <BalanceMenu testId="mobile-balance-menu" />}
        <SellSkinButton />
        {!authenticated && (
          <Button
            fullWidth
            onClick={() => {
              app.send({ type: 'MOBILE_MENU.CLOSE' });
              openLogin();
            }}
          >
            {t('header.login')}
          </Button>
        )}
        <SocialLinks />
      </Stack>
    </Drawer>
  );
}
