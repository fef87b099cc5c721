import './app/mantine-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { App } from './app/app';
import { preloadFirstPictures } from './app/preload-first-pictures';
import { prefetchRouteData } from '../machines/first-view/route-prefetch';
import { prefetchStartup } from '../machines/app/startup.actors';
import { startAppActor } from './app/create-app-actor';
import { preloadRoute } from './app/routes';
import { renderingServerPage } from './app/use-after-first-paint';
import { holdEarlyClicks } from './app/early-clicks';

// The page's code and data load while start-up runs, not after it. The app mounts (the static
// preloader in index.html stays up until then) once the page's code is here too: a route that
// suspends on its first render would keep React's fallback up for another 300 ms.
const startup = prefetchStartup();
const pageCode = preloadRoute(location.pathname).catch(() => {}); // then the lazy route fails and says so
preloadFirstPictures(startup, prefetchRouteData(location.pathname, location.search));

void Promise.all([startAppActor(), pageCode]).then(async ([actor]) => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App actor={actor} />
    </StrictMode>
  );
  // The server rendered the page (server/page-render.ts) from the answers it came with, in the default
  // currency and language: React takes that HTML over once start-up has been applied from the same
  // answers, so its first render is the server's. A browser with other saved choices (boot.js says
  // so, and keeps the server's page hidden) draws its own.
  if (container.hasAttribute('data-server-rendered') && !document.documentElement.hasAttribute('data-own-choices')) {
    await waitFor(actor, (snapshot) => !snapshot.matches('starting'));
    renderingServerPage();
    startTransition(() => {
      hydrateRoot(container, app);
      holdEarlyClicks();
    });
    return;
  }
  // The server's page stays hidden (index.html) until the app's own first render replaces it
  // (useReplayEarlyClicks in src/app/early-clicks.ts): shown meanwhile, it would flash the wrong prices, and a
  // click on it would be lost.
  const root = createRoot(container);
  holdEarlyClicks();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page at once.
  startTransition(() => root.render(app));
});
