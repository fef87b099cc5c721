import './app/mantine-styles';
import { preloadFirstPictures } from './app/preload-first-pictures';
import { prefetchRouteData } from '../machines/first-view/route-prefetch';
import { prefetchStartup } from '../machines/app/startup.actors';
import { nextTask, startAppActor } from './app/create-app-actor';
import { preloadRoute } from './app/page-chunks';

// The data loads while start-up runs, not after it; so does the code: the server names every chunk
// below with the page (preloaded by boot.js or the Link header). This entry is small, and the browser
// runs each chunk it imports in a task of its own (issue 46: one script task of half a second on a
// phone before): the machines and the root actor, React DOM, the app, then the page, which needs the
// app's chunk. One chain, not two side by side: two imports whose code arrives together run in one task.
// The app mounts (the static preloader in index.html stays up until then) once the page's code is here
// too: a route that suspends on its first render would keep React's fallback up for another 300 ms.
const startup = prefetchStartup();
preloadFirstPictures(startup, prefetchRouteData(location.pathname, location.search));
const actor = startAppActor();
const appCode = actor
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/mount-app'));
const pageCode = appCode.then(() => preloadRoute(location.pathname)).catch(() => {}); // then the lazy route fails and says so

void Promise.all([actor, appCode, pageCode]).then(([started, { mountApp }]) => mountApp(started));
