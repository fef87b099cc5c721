import './app/mantine-styles';
import { preloadFirstPictures } from './app/preload-first-pictures';
import { prefetchRouteData } from '../machines/first-view/route-prefetch';
import { prefetchStartup } from '../machines/app/startup.actors';
import { startAppActor } from './app/create-app-actor';
import { preloadRoute } from './app/page-chunks';

// The page's code and data load while start-up runs, not after it. The app mounts (the static
// preloader in index.html stays up until then) once the page's code is here too: a route that
// suspends on its first render would keep React's fallback up for another 300 ms.
// This entry is small: the machines, the app and the page are chunks of their own, which the browser
// runs in tasks of their own (issue 46: one script task of half a second at a phone's speed before).
const startup = prefetchStartup();
const pageCode = preloadRoute(location.pathname).catch(() => {}); // then the lazy route fails and says so
preloadFirstPictures(startup, prefetchRouteData(location.pathname, location.search));

void Promise.all([startAppActor(), import('./app/mount-app'), pageCode]).then(([actor, { mountApp }]) => mountApp(actor));
