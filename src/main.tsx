import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRouteData } from '../machines/route-prefetch';
import { startAppActor } from './app/create-app-actor';
import { preloadRoute } from './app/routes';

// The page's code and data load while start-up runs, not after it.
preloadRoute(location.pathname);
prefetchRouteData(location.pathname);

void startAppActor().then((actor) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actor={actor} />
    </StrictMode>,
  );
});
