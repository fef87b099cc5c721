import './app/mantine-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPictures } from './app/preload-first-pictures';
import { prefetchRouteData } from '../machines/route-prefetch';
import { prefetchStartup } from '../machines/startup.actors';
import { startAppActor } from './app/create-app-actor';
import { preloadRoute } from './app/routes';

// The page's code and data load while start-up runs, not after it. The app mounts (the static
// preloader in index.html stays up until then) once the page's code is here too: a route that
// suspends on its first render would keep React's fallback up for another 300 ms.
const startup = prefetchStartup();
const pageCode = preloadRoute(location.pathname).catch(() => {}); // then the lazy route fails and says so
preloadFirstPictures(startup, prefetchRouteData(location.pathname, location.search));

void Promise.all([startAppActor(), pageCode]).then(([actor]) => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App actor={actor} />
      </StrictMode>,
    ),
  );
});
