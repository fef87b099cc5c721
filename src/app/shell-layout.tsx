import { Box } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { showsFooter } from '../../machines/navigation/navigation.rules';
import { CookieConsent } from './shell/cookie-consent';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { Preloader } from './shell/preloader';
import { MAIN_CONTENT_ID, SkipLink } from './shell/skip-link';
import classes from './shell/shell.module.css';
import { useAppActorRef, useIsStarting, useNotifierRef } from './app-actor';
import { RouteWatcher } from './route-watcher';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useHydrated } from './use-hydrated';
import { AppRoutes } from './routes';

// Closed until asked for: their code (modals, drawer, forms) loads after the first view is painted.
// A chunk that fails to load leaves them out instead of taking the whole shell down.
const Nothing: ComponentType = () => null;
const ModalHost = lazy(() =>
  import('./modal-host').then(({ ModalHost }) => ({ default: ModalHost }), () => ({ default: Nothing })),
);
const MobileMenu = lazy(() =>
  import('./shell/mobile-menu').then(({ MobileMenu }) => ({ default: MobileMenu }), () => ({ default: Nothing })),
);
// The toasts' code (Mantine's notifications) is fetched once the first view is painted (or at the first
// toast, if sooner) and drawn once the page is hydrated: a toast raised before (a failed Steam sign-in's
// return to /) waits in the notifier actor. Not as this module is evaluated: that import adds its chunks'
// preload links in the app's start task, some 20 ms of a phone's main thread at Lighthouse's 4x (issue 46).
let toastsCode: Promise<typeof import('./shell/notifier')> | undefined;
const loadToastsCode = () => (toastsCode ??= import('./shell/notifier'));
const Toasts = lazy(() => loadToastsCode().then(({ Toasts }) => ({ default: Toasts }), () => ({ default: Nothing })));

export function ShellLayout() {
  // The page replaces the preloader in a deferred render, which React splits into short tasks instead
  // of one long one that blocks the browser (the store's own update would render all at once).
  const starting = useDeferredValue(useIsStarting());
  const [location] = useLocation();
  return (
    <>
      <ToastsOnceHydrated />
      <RouteWatcher />
      {starting ? (
        <Preloader />
      ) : (
        <>
          <SkipLink />
          <Header />
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <AppRoutes />
          </Box>
          {showsFooter(location) && <Footer />}
          <AfterFirstView />
        </>
      )}
    </>
  );
}

/**
 * The closed parts of the shell, mounted (and their code loaded) once the first view is painted; the
 * app learns then that the page is shown, and loads what the first view does not need (the toasts' code
 * too). The cookie banner too: it depends on what this browser stored, which the server's page cannot know.
 */
function AfterFirstView() {
  const painted = useAfterFirstPaint();
  const app = useAppActorRef();
  useEffect(() => {
    if (!painted) return;
    app.send({ type: 'PAGE.SHOWN' });
    // A task of its own: adding the chunks' preload links costs the main thread too. If it fails, Toasts draws nothing.
    const later = setTimeout(() => loadToastsCode().catch(() => {}));
    return () => clearTimeout(later);
  }, [app, painted]);
  if (!painted) return null;
  return (
    <>
      {/* The app has taken the page over (drawn or hydrated it) and shown it: what tests wait for. */}
      <span hidden data-testid="page-shown" />
      <CookieConsent />
      <Suspense fallback={null}>
        <MobileMenu />
        <ModalHost />
      </Suspense>
    </>
  );
}

/**
 * Its own component: only it renders again once the page is hydrated (useHydrated), not the shell.
 * The toasts are drawn from the first one on (and stay, to see the last one out): Mantine's
 * notifications mount a portal and six transition groups, each rendering again at once, some 25 ms
 * of a phone's main thread at Lighthouse's 4x on a start that has no toast to show (issue 46).
 */
function ToastsOnceHydrated() {
  const hydrated = useHydrated();
  const raised = useSelector(useNotifierRef(), (snapshot) => snapshot.context.toasts.length > 0);
  const [drawn, setDrawn] = useState(false);
  if (hydrated && raised && !drawn) setDrawn(true);
  if (!drawn) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
