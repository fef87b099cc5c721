import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActorRef } from './app-actor';

/** Tells the root actor about every route change (it closes modals, the menu, and scrolls up). */
export function RouteWatcher() {
  const app = useAppActorRef();
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    app.send({ type: 'ROUTE.CHANGED', location: { path, search } });
  }, [app, path, search]);
  return null;
}
