import { Box } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { showsFooter } from '../../machines/navigation/navigation.rules';
import { CookieConsent } from './shell/cookie-consent';
import { Footer } from './shell/footer';
import { LoadFailureBoundary } from './shell/load-failure';
import { Header } from './shell/header';
import { Preloader } from './shell/preloader';
import { MAIN_CONTENT_ID, SkipLink } from './shell/skip-link';
import classes from './shell/shell.module.css';
import { useAppActorRef, useIsStarting, useNotifierRef } from './app-actor';
import { codeOnDemand } from './code-on-demand';
import { nextTask } from './create-app-actor';
import { RouteWatcher } from './route-watcher';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useHydrated } from './use-hydrated';
import { AppRoutes } from './routes';

// Closed until asked for: their code (modals, drawer, forms, toasts) is requested once the first view is
// painted, one chunk a task (requestClosedPartsCode): a chunk's import adds a preload link for each of its
// chunks, some 5 ms of a phone's main thread each at Lighthouse's 4x, 20-25 ms for the three in one task
// (issue 46). A chunk that fails to load in the background leaves its part out, instead of putting the
// load-failure message (shell/load-failure.tsx) over a page the customer did not ask to change.
const Nothing = () => null;
const mobileMenu = codeOnDemand(() => import('./shell/mobile-menu').then(({ MobileMenu }) => MobileMenu), Nothing);
const modalHost = codeOnDemand(() => import('./modal-host').then(({ ModalHost }) => ModalHost), Nothing);
// The toasts are drawn once the page is hydrated (or their code is asked for at the first toast, if that
// is sooner): a toast raised before (a failed Steam sign-in's return to /) waits in the notifier actor.
const toasts = codeOnDemand(() => import('./shell/notifier').then(({ Toasts }) => Toasts), Nothing);

async function requestClosedPartsCode(): Promise<void> {
  for (const code of [mobileMenu, modalHost, toasts]) {
    await nextTask();
    code.preload().catch(() => {}); // its part draws nothing
  }
}

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
            <LoadFailureBoundary resetKey={location}>
              <AppRoutes />
            </LoadFailureBoundary>
          </Box>
          {showsFooter(location) && <Footer />}
          <AfterFirstView />
        </>
      )}
    </>
  );
}

/**
 * The closed parts of the shell, mounted once the first view is painted and their code requested; the
 * app learns then that the page is shown, and loads what the first view does not need. The cookie banner
 * too: it depends on what this browser stored, which the server's page cannot know.
 */
function AfterFirstView() {
  const painted = useAfterFirstPaint();
  const app = useAppActorRef();
  const [codeRequested, setCodeRequested] = useState(false);
  useEffect(() => {
    if (!painted) return;
    app.send({ type: 'PAGE.SHOWN' });
    let mounted = true;
    void requestClosedPartsCode().then(() => mounted && setCodeRequested(true));
    return () => {
      mounted = false;
    };
  }, [app, painted]);
  if (!painted) return null;
  return (
    <>
      {/* The app has taken the page over (drawn or hydrated it) and shown it: what tests wait for. */}
      <span hidden data-testid="page-shown" />
      <CookieConsent />
      {codeRequested && (
        <Suspense fallback={null}>
          <mobileMenu.Component />
          <modalHost.Component />
        </Suspense>
      )}
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
      <toasts.Component />
    </Suspense>
  );
}
