import { Box } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useLocation } from 'wouter';
import { showsFooter } from '../../machines/navigation.rules';
import { CookieConsent } from '../components/shell/cookie-consent';
import { Footer } from '../components/shell/footer';
import { Header } from '../components/shell/header';
import { MobileMenu } from '../components/shell/mobile-menu';
import { Preloader } from '../components/shell/preloader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/shell/skip-link';
import classes from '../components/shell/shell.module.css';
import { Notifier } from '../components/shell/notifier';
import { ModalHost } from '../modals/modal-host';
import { useIsStarting } from './app-actor';
import { RouteWatcher } from './route-watcher';
import { AppRoutes } from './routes';

export function ShellLayout() {
  // The page replaces the preloader in a deferred render, which React splits into short tasks instead
  // of one long one that blocks the browser (the store's own update would render all at once).
  const starting = useDeferredValue(useIsStarting());
  const [location] = useLocation();
  return (
    <>
      <RouteWatcher />
      <Notifier />
      {starting ? (
        <Preloader />
      ) : (
        <>
          <SkipLink />
          <Header />
          <MobileMenu />
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <AppRoutes />
          </Box>
          {showsFooter(location) && <Footer />}
          <CookieConsent />
          <ModalHost />
        </>
      )}
    </>
  );
}
