import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useAppActorRef, useIsAuthenticated, useMobileMenuOpen, useOpenLogin, useT } from '../app-actor';
import { CartButton } from '../../features/cart/cart-button';
import { BalanceMenu } from './balance-menu';
import { CurrencyDropdown } from './currency-dropdown';
import { LanguageDropdown } from './language-dropdown';
import { SellSkinButton } from './sell-skin-button';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import classes from './shell.module.css';
import { SocialLinks } from './social-links';

export function Header() {
  const t = useT();
  const app = useAppActorRef();
  const menuOpen = useMobileMenuOpen();
  const authenticated = useIsAuthenticated();
  const openLogin = useOpenLogin();
  return (
    <Box component="header" className={classes.header}>
      <Container fluid className={classes.wide} h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xl" wrap="nowrap">
            <Logo />
            <Group component="nav" gap="lg" visibleFrom="sm" wrap="nowrap" aria-label={t('header.navigation')}>
              <MainNav />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="sm">
            {/* Beside the longest language's labels they fit from xl (the footer always has them). */}
            <Box visibleFrom="xl">
              <SocialLinks />
            </Box>
            <CurrencyDropdown />
            <LanguageDropdown />
            <SellSkinButton />
            {authenticated && <CartButton />}
            {authenticated ? <BalanceMenu /> : <Button onClick={openLogin}>{t('header.login')}</Button>}
          </Group>
          {authenticated && (
            <Group hiddenFrom="sm" ml="auto" gap="xs" wrap="nowrap">
              <BalanceMenu testId="phone-balance-menu" amountTestId="phone-header-balance" compact />
              <CartButton testId="mobile-cart" />
            </Group>
          )}
          <Burger
            hiddenFrom="sm"
            opened={menuOpen}
            onClick={() => app.send({ type: 'MOBILE_MENU.TOGGLE' })}
            aria-label={t('header.menu')}
            data-testid="mobile-menu-toggle"
          />
        </Group>
      </Container>
    </Box>
  );
}
