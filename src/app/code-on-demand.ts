import { lazy, type ComponentType } from 'react';

/**
 * A part's code in its own chunk, asked for once: `preload` starts the import (ahead of the first render
 * that needs it, when the page chooses), `Component` renders it through React's `lazy` over the same
 * import. With `onFailure`, a chunk that fails to load renders that instead of throwing to the nearest
 * error boundary.
 */
export interface CodeOnDemand<P> {
  preload(): Promise<unknown>;
  Component: ComponentType<P>;
}

export function codeOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, onFailure?: ComponentType<P>): CodeOnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const loaded = () => preload().then((Component) => ({ default: Component }));
  return { preload, Component: lazy(onFailure ? () => loaded().catch(() => ({ default: onFailure })) : loaded) };
}
